// Analytics (docs/analytics.md), the part every page loads: a few lines that wait for the page to be
// interactive and for the fan's consent (the cookie banner's OK), and only then load the collector,
// a chunk of its own. A fan who has not consented loads no collector and sends nothing.
import type { createBrowserRouter } from 'react-router-dom';
import type { ErrorKind } from '../../../../shared/schemas/analytics';
import { cookieConsent } from '../cookie-consent';

/** The app's router, as the collector reads it (its matches' route patterns name the page family). */
export type AnalyticsRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/** Errors counted before the collector loaded, for it to take; none are kept without consent. */
const pendingErrors: ErrorKind[] = [];
let countError: ((kind: ErrorKind) => void) | null = null;

/** Counts an error for analytics, with the fan's consent (the crash boundaries call it beside their upstream log). */
export function reportErrorToAnalytics(kind: ErrorKind): void {
  if (countError) countError(kind);
  else if (typeof localStorage !== 'undefined' && cookieConsent.given() && pendingErrors.length < 10) pendingErrors.push(kind);
}

/**
 * Starts analytics once the page is interactive (its first render done, the load event passed and
 * the main thread idle) and the fan has consented, now or later in the visit.
 */
export function startAnalytics(router: AnalyticsRouter): void {
  // The page the document was loaded for: its vitals are its own, whatever page the fan is on when
  // consenting, and only its first view has the document's navigation type.
  const landing = router.state;
  void interactive().then(() => {
    if (cookieConsent.given()) return load(router, landing);
    const stop = cookieConsent.subscribe(() => {
      if (!cookieConsent.given()) return;
      stop();
      void load(router, landing);
    });
  });
}

async function load(router: AnalyticsRouter, landing: AnalyticsRouter['state']): Promise<void> {
  const { startCollector } = await import('./collector');
  countError = startCollector(router, landing, pendingErrors.splice(0));
}

function interactive(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5_000 });
        else setTimeout(resolve, 1_000);
      }),
  );
}
