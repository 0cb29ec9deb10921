// How an event of a fan's beacon is kept: one Workers Analytics Engine data point each, every type
// in the same layout, so one SQL query reads them all (docs/analytics.md, "Data points"). Positions
// are the dataset's columns and never move: a new field takes a new position.
import type { AnalyticsEvent, DeviceClass } from '../../../shared/schemas/analytics';

/** What the edge adds to a fan's events: nothing of the fan's but the country Cloudflare placed them in. */
export interface BeaconContext {
  device: DeviceClass;
  /** The Worker's version (its version metadata), which is also the SPA's: they are deployed together. */
  release: string;
  /** ISO 3166 country code from request.cf, or empty. */
  country: string;
}

/** An Analytics Engine data point, as this dataset writes it (blobs and doubles by position, one index). */
export interface DataPoint {
  blobs: string[];
  doubles: number[];
  indexes: [string];
}

/** Where data points go: the Analytics Engine binding (AnalyticsEngineDataset has this shape), or a test's recorder. */
export interface DataPointSink {
  writeDataPoint(point: DataPoint): void;
}

/** The dataset's columns by name, as docs/analytics.md lists them and its SQL reads them. */
export const BLOBS = ['type', 'family', 'name', 'detail', 'target', 'device', 'release', 'country'] as const;
export const DOUBLES = ['value'] as const;

/**
 * One event as a data point:
 *   blob1 type      page_view | web_vital | error | live
 *   blob2 family    the route's pattern
 *   blob3 name      the navigation type, the vital's name, the error's or live event's kind
 *   blob4 detail    the vital's rating, the live topic's kind
 *   blob5 target    the vital's element or interaction, as a short selector
 *   blob6 device    phone | tablet | desktop
 *   blob7 release   the Worker's version id
 *   blob8 country   where Cloudflare placed the request
 *   double1 value   the vital's value (ms, or CLS's score), the live event's ms; 0 otherwise
 *   index1          the family: Analytics Engine samples per index, so a rare page keeps its share
 */
export function dataPointOf(event: AnalyticsEvent, context: BeaconContext): DataPoint {
  const [name, detail, target, value] = fieldsOf(event);
  return {
    blobs: [event.type, event.family, name, detail, target, context.device, context.release, context.country],
    doubles: [value],
    indexes: [event.family],
  };
}

function fieldsOf(event: AnalyticsEvent): [name: string, detail: string, target: string, value: number] {
  switch (event.type) {
    case 'page_view':
      return [event.navigation, '', '', 0];
    case 'web_vital':
      return [event.name, event.rating, event.target, event.value];
    case 'error':
      return [event.kind, '', '', 0];
    case 'live':
      return [event.kind, event.topic, '', event.ms];
  }
}

/** Writes a checked batch's events, one data point each. Writes are not awaited: Analytics Engine queues them. */
export function writeEvents(dataset: DataPointSink, events: AnalyticsEvent[], context: BeaconContext): void {
  for (const event of events) dataset.writeDataPoint(dataPointOf(event, context));
}
