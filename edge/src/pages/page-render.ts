// A page rendered by React at the edge (web/src/edge-render.tsx, the same components the browser
// hydrates), for the shell's #root: its HTML with the upstream's HTML cleaned into its slots, and the
// state the browser hydrates with. The data comes from the Worker's own cache layer (sharedCall), the
// same answers the page's /api calls get. Each isolate keeps a render for a few seconds per URL, time
// zone, consent and whether a crawler asked (its page has no ads), so a crowd opening one page costs
// one render. A render that throws, or takes past PAGE_RENDER_BUDGET_MS, costs the fan nothing but
// the render: the edge logs it and serves the shell.
import type { Context } from 'hono';
import { renderPage } from 'web-render';
import { isCrawler } from '../../../shared/crawler';
import { DEFAULT_TIME_ZONE, PAGE_RENDER_BUDGET_MS, PAGE_STATE_ID } from '../../../shared/constants';
import { HTML_SLOT_ATTRIBUTE, type RenderAnswer, type RenderFacts } from '../../../shared/page-render';
import { readingPost, sharedCall, type SharedCall } from '../api/shared-call';
import { config } from '../config';
import type { Env } from '../env';
import { publicConfig } from '../public-config';
import { sanitizeHtmlAtEdge } from './html-sanitizer';
import { scriptJson } from './page-head';
import { hexDigest, PAGE_MEMO_MS } from './prepared-page';

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

const RENDER_MEMO_MAX_ENTRIES = 128;
const memo = new Map<string, { page: RenderedHtml | null; until: number }>();

/** The page at `url` rendered by React, or null: not a page the edge renders, or the render failed. */
export async function renderedHtml(c: PageContext, url: URL, consented: boolean, nowMs = Date.now()): Promise<RenderedHtml | null> {
  const timeZone = fanTimeZone(c.req.raw);
  // A crawler's page has no ad slots (SPEC section 1), as the browser's own check leaves them out.
  const crawler = isCrawler(c.req.header('user-agent'));
  const key = `${url.href}|${timeZone}|${consented}|${crawler}`;
  const kept = memo.get(key);
  if (kept && nowMs < kept.until) return kept.page;
  const { adsEnabled, promoMatchId } = publicConfig(config(c.env), url.href);
  const ads = { enabled: adsEnabled && !crawler, promoMatchId };
  const page = await render(c, url, { now: nowMs, timeZone, consented, origin: url.origin, ads });
  memo.delete(key);
  memo.set(key, { page, until: nowMs + PAGE_MEMO_MS });
  // A Map iterates in insertion order: the first key is the one stored longest ago.
  if (memo.size > RENDER_MEMO_MAX_ENTRIES) memo.delete(memo.keys().next().value!);
  return page;
}

async function render(c: PageContext, url: URL, facts: RenderFacts): Promise<RenderedHtml | null> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), PAGE_RENDER_BUDGET_MS)));
  try {
    const input = { url: url.href, facts, read: (path: string) => read(c, path), readPosted: (path: string, body: object) => readPosted(c, path, body) };
    const page = await Promise.race([renderPage(input), late]);
    if (page === 'late') {
      console.error(`The render of ${url.pathname} took over ${PAGE_RENDER_BUDGET_MS} ms: served the shell`);
      return null;
    }
    if (!page) return null;
    const { html: root, styles } = await finishHtml(page.html, page.htmlSlots, url.origin);
    const stateScript = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>`;
    const styleHashes = await Promise.all([...styles].map(cspHash));
    return { root, stateScript, digest: await hexDigest(`${root}\n${stateScript}`), styleHashes };
  } catch (err) {
    console.error(`The render of ${url.pathname} failed: served the shell`, err);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** A render's GET, answered by the cache layer as the page's /api call would be. */
async function read(c: PageContext, path: string): Promise<RenderAnswer> {
  return renderAnswer(await sharedCall(c, path));
}

/** A render's reading POST, signed and counted as the page's /api call would be. */
async function readPosted(c: PageContext, path: string, body: object): Promise<RenderAnswer> {
  return renderAnswer(await readingPost(c, path, body));
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

/** The fan's IANA time zone as Cloudflare locates them, if it is one this runtime knows; else the site's. */
function fanTimeZone(request: Request): string {
  const zone = (request as Request & { cf?: { timezone?: unknown } }).cf?.timezone;
  if (typeof zone !== 'string' || zone === '') return DEFAULT_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
