// The analytics collector (docs/analytics.md), loaded by analytics-start.ts once the page is
// interactive and the fan consented. It keeps the visit's events (page views by family, the
// document's Web Vitals, errors by kind) and sends them in batches with navigator.sendBeacon when the
// page is hidden or left: never on a tap or a render. Nothing identifies the fan: a page is its
// route's pattern, an element a short selector, the device its class; no id, URL, cookie or storage.
import { ANALYTICS_MAX_EVENTS } from '../../../../shared/constants';
import { ANALYTICS_VERSION, type AnalyticsBatch, type AnalyticsEvent, type DeviceClass, type ErrorKind } from '../../../../shared/schemas/analytics';
import type { AnalyticsRouter } from './analytics-start';
import { measureVitals, type Vital } from './web-vitals';

/** Where beacons go: the site's own edge (CSP connect-src 'self'). */
const COLLECT_PATH = '/collect';

/** The matched routes' patterns joined, `/series/:sid/schedule/:mid/:type`: a page's family, never its URL. */
export function familyOf(state: AnalyticsRouter['state']): string {
  const path = state.matches
    .map((m) => m.route.path ?? '')
    .filter(Boolean)
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .join('/');
  const family = `/${path}`;
  // A pattern the schema would refuse (none of the table's today) is counted as any page.
  return /^\/(([A-Za-z][A-Za-z_-]*|:[A-Za-z][A-Za-z0-9_]*|\*)(\/([A-Za-z][A-Za-z_-]*|:[A-Za-z][A-Za-z0-9_]*|\*))*)?$/.test(family) && family.length <= 96 ? family : '/*';
}

function deviceClass(): DeviceClass {
  const width = window.innerWidth;
  return width < 768 ? 'phone' : width < 1200 ? 'tablet' : 'desktop';
}

function navigationType(): 'navigate' | 'reload' | 'back_forward' | 'prerender' {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const type = entry?.type as string | undefined;
  return type === 'reload' || type === 'back_forward' || type === 'prerender' ? type : 'navigate';
}

/**
 * Starts collecting; returns how the app counts an error. `landing`: the router's state as the
 * document loaded; `errors`: those counted before the collector loaded.
 */
export function startCollector(router: AnalyticsRouter, landing: AnalyticsRouter['state'], errors: ErrorKind[]): (kind: ErrorKind) => void {
  const queue: AnalyticsEvent[] = [];
  const documentFamily = familyOf(landing);
  const vitals = measureVitals();
  /** What each vital was last sent as: CLS and INP may grow after a first send. */
  const sent = new Map<string, number>();

  const countError = (kind: ErrorKind) => queue.push({ type: 'error', family: familyOf(router.state), kind });
  errors.forEach(countError);

  const onLanding = router.state.location.key === landing.location.key;
  queue.push({ type: 'page_view', family: familyOf(router.state), navigation: onLanding ? navigationType() : 'spa' });
  let shown = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === shown) return;
    shown = state.location.key;
    queue.push({ type: 'page_view', family: familyOf(state), navigation: 'spa' });
  });

  window.addEventListener('error', () => countError('unhandled-error'));
  window.addEventListener('unhandledrejection', () => countError('unhandled-rejection'));

  const vitalEvents = (): AnalyticsEvent[] =>
    vitals()
      .filter((v: Vital) => sent.get(v.name) !== v.value)
      .map((v) => {
        sent.set(v.name, v.value);
        return { type: 'web_vital', family: documentFamily, ...v };
      });

  const flush = () => {
    const events = [...queue.splice(0), ...vitalEvents()];
    for (let i = 0; i < events.length; i += ANALYTICS_MAX_EVENTS) {
      const batch: AnalyticsBatch = { v: ANALYTICS_VERSION, device: deviceClass(), events: events.slice(i, i + ANALYTICS_MAX_EVENTS) };
      navigator.sendBeacon(COLLECT_PATH, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
    }
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return countError;
}
