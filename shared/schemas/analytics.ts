// What a fan's browser reports to POST /collect once the fan accepted the cookie banner
// (docs/analytics.md): a batch of events, each of a known type with known names, and nothing that
// identifies the fan. A page is named by its family, the route's pattern (`/cricket-news/:slugId`),
// never its URL; an element by a short selector of tag, id and classes. Checked at the edge, which
// writes each event as one data point to Workers Analytics Engine (edge/src/analytics/data-points.ts).
import { ANALYTICS_MAX_EVENTS, ANALYTICS_MAX_FAMILY_CHARS, ANALYTICS_MAX_NAME_CHARS } from '../constants';
import { z } from '../zod';

/** The beacon's format; a change of meaning is a new version, which an older edge refuses. */
export const ANALYTICS_VERSION = 1;

/** Core Web Vitals and the two that explain them, as web-vitals names them. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
/** web-vitals' ratings, by Google's thresholds (web/src/lib/analytics/web-vitals.ts). */
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];
/** How the page was reached: the Navigation Timing types, and `spa` for a route change in the app. */
export const NAVIGATION_TYPES = ['navigate', 'reload', 'back_forward', 'prerender', 'spa'] as const;
/** Errors by kind: the crash boundaries' two (web/src/lib/crash-log.ts), and what no boundary catches. */
export const ERROR_KINDS = ['crash', 'widget-crash', 'unhandled-error', 'unhandled-rejection'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];
/** Live engagement: a socket opened, resumed after a drop, the snapshot read instead, a stale period. */
export const LIVE_EVENT_KINDS = ['socket-open', 'resume', 'snapshot-fallback', 'stale'] as const;
/** The topics' kinds (shared/live-protocol.ts): never the topic's id. */
export const LIVE_TOPIC_KINDS = ['match', 'blog', 'carousel'] as const;
/** The fan's device class, from the viewport's width: what p75s are split by. */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * A route's pattern: path segments of letters and dashes, `:name` parameters, or `*`. No digits
 * outside a parameter's name: a segment with one is a URL's slug or id, not the family's pattern.
 * At most 96 bytes: the family is the data point's index (data-points.ts).
 */
const FamilySchema = z.string().check(
  z.maxLength(ANALYTICS_MAX_FAMILY_CHARS, `must be at most ${ANALYTICS_MAX_FAMILY_CHARS} characters`),
  z.regex(/^\/(([A-Za-z][A-Za-z_-]*|:[A-Za-z][A-Za-z0-9_]*|\*)(\/([A-Za-z][A-Za-z_-]*|:[A-Za-z][A-Za-z0-9_]*|\*))*)?$/, 'must be a route pattern like /cricket-news/:slugId'),
);

/**
 * The element behind a vital, as a short CSS selector (`main>div.hero>img`): tags, ids and classes
 * only, no attribute values or text, which could carry what a fan typed or who they are.
 */
const TargetSchema = z.string().check(
  z.maxLength(ANALYTICS_MAX_NAME_CHARS, `must be at most ${ANALYTICS_MAX_NAME_CHARS} characters`),
  z.regex(/^[A-Za-z0-9 >#._-]*$/, 'must be a selector of tags, ids and classes'),
);

/** A duration or a vital's value: finite, not negative, at most an hour (CLS is a score, far below). */
const ValueSchema = z.number().check(z.gte(0, 'must be at least 0'), z.lte(3_600_000, 'must be at most 3600000'));

export const PageViewEventSchema = z.strictObject({
  type: z.literal('page_view'),
  family: FamilySchema,
  navigation: z.enum(NAVIGATION_TYPES),
});

export const WebVitalEventSchema = z.strictObject({
  type: z.literal('web_vital'),
  family: FamilySchema,
  name: z.enum(WEB_VITAL_NAMES),
  value: ValueSchema,
  rating: z.enum(VITAL_RATINGS),
  target: z._default(TargetSchema, ''),
});

export const ErrorEventSchema = z.strictObject({
  type: z.literal('error'),
  family: FamilySchema,
  kind: z.enum(ERROR_KINDS),
});

export const LiveEventSchema = z.strictObject({
  type: z.literal('live'),
  family: FamilySchema,
  kind: z.enum(LIVE_EVENT_KINDS),
  topic: z.enum(LIVE_TOPIC_KINDS),
  /** Time connected, or stale, in ms; 0 where the event is a moment. */
  ms: z._default(ValueSchema, 0),
});

export const AnalyticsEventSchema = z.discriminatedUnion('type', [PageViewEventSchema, WebVitalEventSchema, ErrorEventSchema, LiveEventSchema]);
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** POST /collect: a page's events since its last beacon. */
export const AnalyticsBatchSchema = z.strictObject({
  v: z.literal(ANALYTICS_VERSION),
  device: z.enum(DEVICE_CLASSES),
  events: z.array(AnalyticsEventSchema).check(
    z.minLength(1, 'at least one event'),
    z.maxLength(ANALYTICS_MAX_EVENTS, `at most ${ANALYTICS_MAX_EVENTS} events`),
  ),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;
