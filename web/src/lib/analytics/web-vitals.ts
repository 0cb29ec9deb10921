// Core Web Vitals with Google's web-vitals library (its attribution build, for the element or
// interaction behind each), kept as they stand for the collector to send when the page is hidden.
// Each vital is the document's (a route change in the app starts no new LCP), as the library reports
// them: LCP, CLS and INP updated as they change (reportAllChanges), FCP and TTFB once.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import type { VitalRating, WebVitalName } from '../../../../shared/schemas/analytics';

export interface Vital {
  name: WebVitalName;
  value: number;
  rating: VitalRating;
  target: string;
}

/**
 * The library's selector for an element (`html>body>main>div.hero>img`), as the beacon's schema takes
 * it: the last three steps, tags, ids and classes only, at most 100 characters. Nothing else of the
 * page (no text, no attribute values) leaves it.
 */
export function shortSelector(selector: string | undefined): string {
  if (!selector) return '';
  return selector
    .split('>')
    .slice(-3)
    .map((step) => step.trim().replace(/[^A-Za-z0-9#._-]/g, ''))
    .filter(Boolean)
    .join('>')
    .slice(0, 100);
}

function targetOf(metric: MetricWithAttribution): string {
  switch (metric.name) {
    case 'LCP':
      return shortSelector(metric.attribution.target);
    case 'CLS':
      return shortSelector(metric.attribution.largestShiftTarget);
    case 'INP':
      return shortSelector(metric.attribution.interactionTarget);
    default:
      return '';
  }
}

/** Starts measuring (entries from before the start included) and returns the vitals as they stand. */
export function measureVitals(): () => Vital[] {
  const vitals = new Map<WebVitalName, Vital>();
  const keep = (metric: MetricWithAttribution) =>
    vitals.set(metric.name, { name: metric.name, value: Math.max(0, metric.value), rating: metric.rating, target: targetOf(metric) });
  const every = { reportAllChanges: true };
  onLCP(keep, every);
  onCLS(keep, every);
  onINP(keep, every);
  onFCP(keep);
  onTTFB(keep);
  return () => [...vitals.values()];
}
