// What the edge's React render of a page (web/src/edge-render.tsx, built into the Worker) and the
// Worker that calls it (edge/src/pages/page-render.ts) agree on, and what the page carries to the
// browser for hydrating it (PAGE_STATE_ID in shared/constants.ts).
import type { JsonObject } from './merge-patch';

/**
 * What a render depends on besides the URL and the data. The browser's first render (hydration)
 * uses the same values, then its own: the fan's clock, zone and stored consent.
 */
export interface RenderFacts {
  /** The render's clock (ms since the epoch): "5m ago" and today's date are as of this moment. */
  now: number;
  /** The IANA zone match times are shown in: the fan's, as the edge locates them. */
  timeZone: string;
  /** The fan's consent cookie said yes: the page has no cookie banner. */
  consented: boolean;
  /** The page's origin ('https://host'): the links a page shares are absolute. */
  origin: string;
  /** Whether ads show on this host, and the one match with the match banner (/app-config.json's). */
  ads: { enabled: boolean; promoMatchId: number | null };
}

/** One upstream answer as the edge's cache layer has it. */
export interface RenderAnswer {
  status: number;
  body: unknown;
}

/**
 * A live topic as its topic object holds it at the moment of the render (a snapshot frame of
 * docs/live-protocol.md): what the page draws, and the seq its socket resumes from.
 */
export interface LiveSnapshot {
  data: JsonObject;
  seq: number;
  epoch: string;
  /** Since when (ms) the edge has been serving this last good state, the upstream failing; else null. */
  staleSince: number | null;
}

export interface RenderInput {
  /** The page's absolute URL. */
  url: string;
  facts: RenderFacts;
  /** A GET of the upstream API (its path and query), answered inside the Worker. */
  read(path: string): Promise<RenderAnswer>;
  /** A POST of the upstream API that only reads (an author by username), answered inside the Worker. */
  readPosted(path: string, body: object): Promise<RenderAnswer>;
  /** A live topic's snapshot ('match/123'), from the topic's object; null when it has none to give. */
  readTopic(topic: string): Promise<LiveSnapshot | null>;
}

/** What the browser hydrates the page with, embedded in it as JSON. */
export interface PageState {
  facts: RenderFacts;
  /** TanStack Query's dehydrated state of every query the render drew with data. */
  queries: unknown;
  /** The live topics the render drew, by name: the browser's live store starts from them. */
  live: Record<string, LiveSnapshot>;
}

export interface RenderedPage {
  /** The app's HTML, for the page's #root. */
  html: string;
  /**
   * The upstream HTML the page shows (articles, custom pages), unsanitised: the render leaves an
   * empty element marked `data-html-slot="<index>"` for each, which the edge fills with it once
   * cleaned (its sanitiser is asynchronous, a render is not).
   */
  htmlSlots: string[];
  state: PageState;
}

/** A page that, its data read, belongs at another URL (a match tab the match has not got): the edge redirects. */
export interface RenderedRedirect {
  /** The URL to go to: a path, or absolute on the page's origin. */
  redirect: string;
}

/** The render: null when the URL is not a page the edge renders (a route's redirect, an error, a personal page). */
export type RenderPage = (input: RenderInput) => Promise<RenderedPage | RenderedRedirect | null>;

/** The attribute that marks an upstream HTML slot in the rendered page. */
export const HTML_SLOT_ATTRIBUTE = 'data-html-slot';
