// Core Web Vitals measured as Google's web-vitals library measures them, with the browser's
// PerformanceObserver: the library is not among the site's dependencies, and what the collector needs
// of it is this page. Each vital is for the document's load (not a route change in the app), with the
// element or interaction behind it as a short selector. Where this differs from web-vitals, it says so.
import type { VitalRating, WebVitalName } from '../../../../shared/schemas/analytics';

export interface Vital {
  name: WebVitalName;
  value: number;
  rating: VitalRating;
  target: string;
}

/** Google's thresholds: good up to the first, poor past the second. */
const THRESHOLDS: Record<WebVitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

function rate(name: WebVitalName, value: number): VitalRating {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** `main>div.hero>img`: the element and up to two of its parents, by tag, id and classes, at most 100 characters. */
export function selectorOf(node: Node | null | undefined): string {
  const parts: string[] = [];
  for (let el = node instanceof Element ? node : null; el && parts.length < 3 && el !== document.body; el = el.parentElement) {
    const id = el.id ? `#${el.id}` : '';
    const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`).join('');
    parts.unshift(`${el.tagName.toLowerCase()}${id}${classes}`.replace(/[^A-Za-z0-9#._-]/g, ''));
  }
  return parts.join('>').slice(0, 100);
}

interface ShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null }[];
}
interface InteractionEntry extends PerformanceEntry {
  interactionId?: number;
  target?: Node | null;
}
interface LcpEntry extends PerformanceEntry {
  element?: Element | null;
}

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void, options: Record<string, unknown> = {}): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  new PerformanceObserver((list) => onEntries(list.getEntries())).observe({ type, buffered: true, ...options } as PerformanceObserverInit);
}

/**
 * Starts measuring, entries from before the start included (buffered), and returns the vitals as
 * they stand: LCP stops at the first input, as the browser's own entries do; CLS is the largest
 * session window (shifts under 1 s apart, within 5 s); INP the longest interaction (web-vitals
 * takes the 98th percentile, the same below 50 interactions).
 */
export function measureVitals(): () => Vital[] {
  const vitals = new Map<WebVitalName, Omit<Vital, 'rating'>>();
  const set = (name: WebVitalName, value: number, target = '') => vitals.set(name, { name, value: Math.max(0, value), target });

  const navigation = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  const activation = navigation?.activationStart ?? 0;
  if (navigation && navigation.responseStart > 0) set('TTFB', navigation.responseStart - activation);

  observe('paint', (entries) => {
    const fcp = entries.find((e) => e.name === 'first-contentful-paint');
    if (fcp) set('FCP', fcp.startTime - activation);
  });
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1) as LcpEntry | undefined;
    if (last) set('LCP', last.startTime - activation, selectorOf(last.element));
  });

  let session = { value: 0, first: 0, last: 0, target: '' };
  observe('layout-shift', (entries) => {
    for (const entry of entries as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      const continues = session.value > 0 && entry.startTime - session.last < 1_000 && entry.startTime - session.first < 5_000;
      session = continues
        ? { ...session, value: session.value + entry.value, last: entry.startTime }
        : { value: entry.value, first: entry.startTime, last: entry.startTime, target: selectorOf(entry.sources?.[0]?.node) };
      if (session.value > (vitals.get('CLS')?.value ?? -1)) set('CLS', session.value, session.target);
    }
  });
  // A page that shifts nothing has a CLS of 0, as web-vitals reports it.
  if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) set('CLS', 0);

  const interactions = (entries: PerformanceEntry[]) => {
    for (const entry of entries as InteractionEntry[]) {
      if (!entry.interactionId) continue;
      if (entry.duration > (vitals.get('INP')?.value ?? -1)) set('INP', entry.duration, selectorOf(entry.target));
    }
  };
  // Events under 40 ms are not reported; the first input always is, so a page tapped once has an INP, as in web-vitals.
  observe('event', interactions, { durationThreshold: 40 });
  observe('first-input', interactions);

  return () => [...vitals.values()].map((v) => ({ ...v, rating: rate(v.name, v.value) }));
}
