// What a render depends on besides its data (shared/page-render.ts): the clock, the fan's time zone
// and whether the cookie banner shows. On the edge they are the render's; in the browser that
// hydrates the edge's page they are the same values, read from the page, so that its first render
// is the edge's to the character and nothing the fan reads is drawn again once it hydrates: the zone
// for the whole visit, the clock while that page stands. In a page the browser drew alone (the edge
// served its shell) they are the browser's own.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RenderFacts } from '../../../shared/page-render';
import { inBrowser } from '../lib/in-browser';
import { viewerTimeZone } from '../lib/viewer-time-zone';

const RenderFactsContext = createContext<RenderFacts | null>(null);

/** Given on the edge, and in the browser when it hydrates a page the edge rendered. */
export const RenderFactsProvider = RenderFactsContext.Provider;

/**
 * Whether the page the edge rendered still stands: on the edge, while the browser hydrates it, and
 * from then until the fan goes to another page (main.tsx calls `leaveServedPage` then). A page
 * the browser drew alone has no facts, so this is read only where there are.
 */
let servedPageStands = true;
const standingListeners = new Set<() => void>();

/** The fan has gone to another page: from now on the clock is the browser's. */
export function leaveServedPage(): void {
  if (!servedPageStands) return;
  servedPageStands = false;
  for (const listener of standingListeners) listener();
}

function subscribeStanding(listener: () => void): () => void {
  standingListeners.add(listener);
  return () => standingListeners.delete(listener);
}

/**
 * Now, for relative times and today's date: the render's moment while the edge's page stands, so
 * that the browser works out the same days, windows and "5m ago" the edge served (a schedule's
 * window, its date strip and its matches never change under the fan's finger once it hydrates);
 * the browser's clock on every page after it.
 */
export function useNow(): Date {
  const facts = useContext(RenderFactsContext);
  const stands = useSyncExternalStore(
    subscribeStanding,
    () => servedPageStands,
    () => true,
  );
  return facts && stands ? new Date(facts.now) : new Date();
}

/**
 * The zone match times and days are shown in: the edge's for a visit that landed on a page it
 * rendered (lib/viewer-time-zone.ts says why), and the same the API client names to the upstream.
 */
export function useViewerTimeZone(): string {
  return useContext(RenderFactsContext)?.timeZone ?? viewerTimeZone();
}

/** Whether the fan consented, as the edge saw it (the consent cookie); null when no edge render stands. */
export function useRenderedConsent(): boolean | null {
  return useContext(RenderFactsContext)?.consented ?? null;
}

/** The page's origin, for the absolute links a page shares: the browser's, or on the edge the render's. */
export function usePageOrigin(): string {
  const facts = useContext(RenderFactsContext);
  return inBrowser ? window.location.origin : (facts?.origin ?? '');
}

/** The ads settings the edge rendered the page with; null when no edge render stands. */
export function useRenderedAds(): RenderFacts['ads'] | null {
  return useContext(RenderFactsContext)?.ads ?? null;
}
