// A page rendered by React at the edge (web/src/edge-render.tsx, the same components the browser
// hydrates), for the shell's #root: its HTML with the upstream's HTML cleaned into its slots, and the
// state the browser hydrates with. The data comes from the Worker's own cache layer (sharedCall), the
// same answers the page's /api calls get, and live topics from their objects' snapshots, as a GET of
// /live/{topic} answers them. A render is kept for its data's lifetime per URL, time zone, consent
// and whether a crawler asked (its page has no ads), so a crowd opening one page costs one render
// (render-cache.ts). A render that throws, or takes past its budget (PAGE_RENDER_BUDGET_MS, config.ts), costs the fan nothing
// but the render: the edge logs it and serves the shell.
import type { Context } from 'hono';
import { renderPage } from 'web-render';
import { isCrawler } from '../../../shared/crawler';
import { DEFAULT_TIME_ZONE, LIVE_SNAPSHOT_CACHE_SECONDS, PAGE_STATE_ID } from '../../../shared/constants';
import { parseServerFrame, parseTopic } from '../../../shared/live-protocol';
import { HTML_SLOT_ATTRIBUTE, type LiveSnapshot, type RenderAnswer, type RenderFacts, type RenderInput } from '../../../shared/page-render';
import { readingPost, sharedCall, type SharedCall } from '../api/shared-call';
import { matchUpstreamRoute } from '../api/upstream-routes';
import { config } from '../config';
import type { Env } from '../env';
import { topicSnapshot } from '../live/topic-snapshot';
import { publicConfig } from '../public-config';
import { sanitizeHtmlAtEdge } from './html-sanitizer';
import { scriptJson } from './page-head';
import { hexDigest } from './prepared-page';
import { keptRender, type TimedRender } from './render-cache';

type PageContext = Context<{ Bindings: Env }>;

export interface RenderedHtml {
  /** The app's HTML for #root. */
  root: string;
  /** The <script type="application/json"> of the page's state, for the end of <body>. */
  stateScript: string;
  /** Hex digest of both, for the page's ETag. */
  digest: string;
  /** The CSP hashes of the style attributes in `root`, which the page's policy allows. */
  styleHashes: string[];
}

/** The page's render found that it belongs at another URL of the site (a path with its query). */
export interface SiteRedirect {
  location: string;
}

type Rendered = RenderedHtml | SiteRedirect;

/** How long a page that read no data at all is kept (an about page's text is the build's). */
const UNREAD_PAGE_SECONDS = 60;

/** Query parameters that say only where a fan came from: no page reads them. */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid|gbraid|wbraid|msclkid|igshid|mc_eid)$/i;

/**
 * The page at `url` rendered by React, or where it redirects; null: not a page the edge renders, or
 * the render failed. A shared link's tracking parameters, and the order of the rest, make no other
 * render: each would otherwise be a page of its own, rendered and kept apart.
 */
export function renderedHtml(c: PageContext, asked: URL, consented: boolean, build: string, nowMs = Date.now()): Promise<Rendered | null> {
  const url = new URL(asked);
  for (const name of [...url.searchParams.keys()]) if (TRACKING_PARAMETER.test(name)) url.searchParams.delete(name);
  url.searchParams.sort();
  const timeZone = fanTimeZone(c.req.raw, config(c.env).FAN_TIME_ZONE);
  // A crawler's page has no ad slots (SPEC section 1), as the browser's own check leaves them out.
  const crawler = isCrawler(c.req.header('user-agent'));
  const variant = [build, timeZone, consented ? 'consented' : 'asking', crawler ? 'crawler' : 'fan'].map(encodeURIComponent).join('/');
  return keptRender({
    key: `${url.origin}/page-render/${variant}${url.pathname}${url.search}`,
    nowMs,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    render: () => {
      const { adsEnabled, promoMatchId } = publicConfig(config(c.env), url.href);
      const ads = { enabled: adsEnabled && !crawler, promoMatchId };
      return render(c, url, { now: nowMs, timeZone, consented, origin: url.origin, ads });
    },
  });
}

async function render(c: PageContext, url: URL, facts: RenderFacts): Promise<TimedRender<Rendered>> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const budgetMs = config(c.env).PAGE_RENDER_BUDGET_MS;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), budgetMs)));
  // The page is as fresh as the shortest-lived thing it was made of.
  let seconds = Infinity;
  const lasting = (ttl: number) => (seconds = Math.min(seconds, ttl));
  try {
    const input: RenderInput = {
      url: url.href,
      facts,
      read: async (path) => {
        const answer = await read(c, path);
        lasting(answer.status === 502 ? 0 : (matchUpstreamRoute('GET', path.split('?')[0]!)?.ttl ?? 0));
        return answer;
      },
      // Never cached, as the page's own call is not: the page is not shared either.
      readPosted: (path, body) => (lasting(0), readPosted(c, path, body)),
      readTopic: async (topic) => {
        const snapshot = await readTopic(c, topic);
        lasting(snapshot ? LIVE_SNAPSHOT_CACHE_SECONDS : 0);
        return snapshot;
      },
    };
    const page = await Promise.race([renderPage(input), late]);
    if (page === 'late') {
      console.error(`The render of ${url.pathname} took over ${budgetMs} ms: served the shell`);
      return { page: null, seconds: 0 };
    }
    if (!page) return { page: null, seconds: 0 };
    const lifetime = Number.isFinite(seconds) ? seconds : UNREAD_PAGE_SECONDS;
    if ('redirect' in page) return { page: sameSiteRedirect(page.redirect, url), seconds: lifetime };
    const { html: root, styles } = await finishHtml(page.html, page.htmlSlots, url.origin);
    const stateScript = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>`;
    const styleHashes = await Promise.all([...styles].map(cspHash));
    return { page: { root, stateScript, digest: await hexDigest(`${root}\n${stateScript}`), styleHashes }, seconds: lifetime };
  } catch (err) {
    console.error(`The render of ${url.pathname} failed: served the shell`, err);
    return { page: null, seconds: 0 };
  } finally {
    clearTimeout(timer);
  }
}

/** A redirect the render asked for, if it stays on the site; one that would leave it is logged and dropped. */
function sameSiteRedirect(to: string, url: URL): SiteRedirect | null {
  const target = new URL(to, url);
  if (target.origin === url.origin) return { location: target.pathname + target.search };
  console.error(`The render of ${url.pathname} redirected off the site, to ${target.origin}: served the shell`);
  return null;
}

/** A render's GET, answered by the cache layer as the page's /api call would be. */
async function read(c: PageContext, path: string): Promise<RenderAnswer> {
  return renderAnswer(await sharedCall(c, path));
}

/** A render's reading POST, signed and counted as the page's /api call would be. */
async function readPosted(c: PageContext, path: string, body: object): Promise<RenderAnswer> {
  return renderAnswer(await readingPost(c, path, body));
}

/** A render's live topic: its snapshot as the topic's GET answers it; null for one it cannot give. */
async function readTopic(c: PageContext, name: string): Promise<LiveSnapshot | null> {
  const topic = parseTopic(name);
  if (!topic) return null;
  try {
    const response = await topicSnapshot(c, name, topic);
    const frame = parseServerFrame(await response.text());
    if (frame?.type !== 'snapshot') return null;
    return { data: frame.data, seq: frame.seq, epoch: frame.epoch, staleSince: frame.stale?.since ?? null };
  } catch {
    // Unknown, refused or failing: the page draws the topic as the browser first does, and its socket reads it.
    return null;
  }
}

function renderAnswer(answer: SharedCall): RenderAnswer {
  return { status: answer.status === 'failed' ? 502 : answer.status, body: answer.body };
}

/**
 * Each slot's upstream HTML, cleaned by the edge's sanitiser, written into the slot's element; and the
 * style attributes the render wrote (a component's `style` prop), which the page's CSP must allow.
 */
async function finishHtml(html: string, slots: string[], origin: string): Promise<{ html: string; styles: Set<string> }> {
  const clean = await Promise.all(slots.map((slot) => sanitizeHtmlAtEdge(slot, origin)));
  const styles = new Set<string>();
  const finished = new HTMLRewriter()
    .on(`[${HTML_SLOT_ATTRIBUTE}]`, {
      element(element) {
        const index = Number(element.getAttribute(HTML_SLOT_ATTRIBUTE));
        element.removeAttribute(HTML_SLOT_ATTRIBUTE);
        element.setInnerContent(clean[index] ?? '', { html: true });
      },
    })
    .on('[style]', { element: (element) => void styles.add(attributeValue(element.getAttribute('style') ?? '')) });
  return { html: await finished.transform(new Response(html)).text(), styles };
}

const REACT_ESCAPES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** An attribute's value as the browser reads it (and hashes it): the rewriter gives it as written, React escaped. */
function attributeValue(written: string): string {
  return written.replace(/&(?:amp|quot|#x27|lt|gt);/g, (escape) => REACT_ESCAPES[escape]!);
}

/** The CSP source of `text`'s SHA-256. */
async function cspHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/**
 * The fan's IANA time zone: the configured one where there is one (locally), else as Cloudflare locates
 * them, if it is one this runtime knows; else the site's.
 */
function fanTimeZone(request: Request, configured: string): string {
  const zone = configured || (request as Request & { cf?: { timezone?: unknown } }).cf?.timezone;
  if (typeof zone !== 'string' || zone === '') return DEFAULT_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
