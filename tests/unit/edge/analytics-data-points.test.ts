import { describe, expect, it } from 'vitest';
import { BLOBS, dataPointOf, DOUBLES, writeEvents, type DataPoint } from '../../../edge/src/analytics/data-points';
import { AnalyticsBatchSchema, type AnalyticsEvent } from '../../../shared/schemas/analytics';

const context = { device: 'phone', release: 'v-abc', country: 'IN' } as const;

/** A data point read back by column name, as docs/analytics.md's SQL reads it. */
function columns(point: DataPoint): Record<string, string | number> {
  return {
    ...Object.fromEntries(BLOBS.map((name, i) => [name, point.blobs[i]!])),
    ...Object.fromEntries(DOUBLES.map((name, i) => [name, point.doubles[i]!])),
    index: point.indexes[0],
  };
}

describe('an analytics event as a data point', () => {
  it('keeps a vital in the documented layout: type, family, name, rating, target, device, release, country; value; family as index', () => {
    const point = dataPointOf({ type: 'web_vital', family: '/', name: 'INP', value: 184, rating: 'needs-improvement', target: 'button.tab' }, context);
    expect(point).toEqual({
      blobs: ['web_vital', '/', 'INP', 'needs-improvement', 'button.tab', 'phone', 'v-abc', 'IN'],
      doubles: [184],
      indexes: ['/'],
    });
  });

  it('keeps each type in the same positions, with empty blobs where a type has nothing', () => {
    const family = '/cricket-news/:slugId';
    expect(columns(dataPointOf({ type: 'page_view', family, navigation: 'spa' }, context))).toEqual({
      type: 'page_view', family, name: 'spa', detail: '', target: '', device: 'phone', release: 'v-abc', country: 'IN', value: 0, index: family,
    });
    expect(columns(dataPointOf({ type: 'error', family, kind: 'widget-crash' }, context))).toMatchObject({ type: 'error', name: 'widget-crash', detail: '', value: 0 });
    expect(columns(dataPointOf({ type: 'live', family, kind: 'stale', topic: 'blog', ms: 4200 }, context))).toMatchObject({ type: 'live', name: 'stale', detail: 'blog', value: 4200 });
  });

  it('stays within Analytics Engine\'s limits: 20 blobs, 20 doubles, one index of at most 96 bytes', () => {
    const longest = '/' + 'a'.repeat(95);
    const event = AnalyticsBatchSchema.parse({ v: 1, device: 'desktop', events: [{ type: 'page_view', family: longest, navigation: 'reload' }] }).events[0]!;
    const point = dataPointOf(event, context);
    expect(point.blobs.length).toBeLessThanOrEqual(20);
    expect(point.doubles.length).toBeLessThanOrEqual(20);
    expect(new TextEncoder().encode(point.indexes[0]).byteLength).toBeLessThanOrEqual(96);
  });

  it('writes one data point per event, in order', () => {
    const written: DataPoint[] = [];
    const events: AnalyticsEvent[] = [
      { type: 'page_view', family: '/', navigation: 'navigate' },
      { type: 'web_vital', family: '/', name: 'CLS', value: 0.01, rating: 'good', target: '' },
    ];
    writeEvents({ writeDataPoint: (point) => written.push(point) }, events, context);
    expect(written.map((p) => p.blobs.slice(0, 3))).toEqual([['page_view', '/', 'navigate'], ['web_vital', '/', 'CLS']]);
  });
});
