// What a render depends on besides its data (shared/page-render.ts): the clock, the fan's time zone
// and whether the cookie banner shows. On the edge they are the render's; while the browser hydrates
// the edge's page they are the same values, read from the page, so its first render is the edge's to
// the character; after that, and in a page the browser drew alone, they are the browser's own.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RenderFacts } from '../../../shared/page-render';
import { inBrowser } from '../lib/in-browser';
import { viewerTimeZone } from '../lib/viewer-time-zone';

const RenderFactsContext = createContext<RenderFacts | null>(null);

/** Given on the edge, and in the browser when it hydrates a page the edge rendered. */
export const RenderFactsProvider = RenderFactsContext.Provider;

const noSubscription = () => () => undefined;

/**
 * True on the edge and during hydration (React's server snapshot), false from the next render on:
 * React renders a component that asks once more after hydrating it, with the browser's values.
 */
function useServerPass(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The edge's facts while they stand (rendering on the edge, hydrating its page), else null. */
function useStandingFacts(): RenderFacts | null {
  const facts = useContext(RenderFactsContext);
  return useServerPass() ? facts : null;
}

/** Now, for relative times and today's date: the render's moment while the edge's page stands. */
export function useNow(): Date {
  const facts = useStandingFacts();
  return facts ? new Date(facts.now) : new Date();
}

/** The zone match times are shown in: the one the edge rendered in while its page stands. */
export function useViewerTimeZone(): string {
  const facts = useStandingFacts();
  return facts ? facts.timeZone : viewerTimeZone();
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
