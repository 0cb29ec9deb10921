// Pages: every route of the SPA is its built index.html, rewritten on its way out with the route's
// own head (title, description, canonical, Open Graph, JSON-LD; page-heads.ts), the page itself as
// React renders it at the edge in place of the static shell's chrome and skeleton, with the state the
// browser hydrates it with (page-render.ts), preloads of the page's code and live snapshots
// (route-preloads.ts), and the page's CSP for the style attributes it was rendered with. A page the
// edge does not render (a live page, a personal one, a render that failed) keeps the shell, with
// the upstream answers it was built from embedded for the SPA's first render (prepared-page.ts), and
// without the shell's cookie banner for a fan whose consent cookie says so (shared/cookie-consent.ts).
// Pages come through the Worker (wrangler.toml run_worker_first) for that and for the
// Content-Security-Policy built from configuration (edge/src/security); hashed build files, the
// favicon and the link-preview card never do.
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { EMBEDDED_CONFIG_ID, PAGE_UNBUILT_MESSAGE, PAGE_UNBUILT_RETRY_SECONDS } from '../../../shared/constants';
import { CONSENT_KEY } from '../../../shared/cookie-consent';
import { FAVOURITES_COOKIE, favouritesCookieValue, parseFavouritesCookie } from '../../../shared/favourite-marks';
import type { Env } from '../env';
import { edgeRedirect } from './edge-redirects';
import { markFavourites } from './favourite-marks';
import { renderedHtml, type RenderedHtml } from './page-render';
import { preparedPage, type PreparedPage } from './prepared-page';
import { routeFileTags, topicPreloadTags } from './preload-tags';
import { routeFiles } from './route-preloads';

type PageContext = Context<{ Bindings: Env }>;

export const pageRoutes = new Hono<{ Bindings: Env }>();

pageRoutes.get('*', servePage);

/**
 * A file of web/public outside the "!" patterns as it is; any other path is a route of the SPA. The
 * fallback is here rather than in the assets layer (not_found_handling) so that a missing build file
 * there (an old chunk, a source map) is a 404, not index.html.
 */
async function servePage(c: PageContext): Promise<Response> {
  const url = new URL(c.req.url);
  // '/' is the shell itself, which the assets layer would answer as built.
  if (url.pathname !== '/') {
    const file = await c.env.ASSETS.fetch(c.req.raw);
    if (file.status !== 404) return file;
    await file.body?.cancel();
  }
  const redirect = edgeRedirect(url);
  if (redirect) return c.redirect(redirect.location, redirect.status);

  // The shell, asked for unconditionally: the page is the shell plus the route's head and data, so
  // its ETag is made of the shell's and theirs, and a revalidation of an unchanged page is a 304.
  // It comes first (the assets layer answers at once): its tag names the build that the page's
  // render is kept under.
  const consented = getCookie(c, CONSENT_KEY) === 'true';
  const shell = await c.env.ASSETS.fetch(new URL('/', c.req.url));
  const shellTag = shell.headers.get('etag');
  const [page, files, rendered] = await Promise.all([
    preparedPage(c, url),
    routeFiles(c.env, url),
    shell.ok ? renderedHtml(c, url, consented, shellTag ?? '') : null,
  ]);
  if (rendered && 'location' in rendered) {
    // The page, its data read, belongs elsewhere (a match tab the match has not got): no page to send.
    // One the head says is missing (a story not in the list) keeps its 404, and the app moves on.
    if (page.status === 200) {
      await shell.body?.cancel();
      return c.redirect(rendered.location, 302);
    }
  }
  if (!shell.ok) {
    // A deployment without the built SPA: say so in the log, and tell the fan to come back, not a 200
    // with the assets layer's 404 body rewritten as the page.
    await shell.body?.cancel();
    console.error(`The assets layer has no page shell (index.html answered ${shell.status}): was the SPA built before deploying?`);
    return c.text(PAGE_UNBUILT_MESSAGE, 503, { 'retry-after': String(PAGE_UNBUILT_RETRY_SECONDS), 'cache-control': 'no-store' });
  }
  const drawn = rendered && 'root' in rendered ? rendered : null;
  // The fan's teams' matches are marked in a page the edge drew (favourite-marks.ts); the app marks its own.
  const favourites = drawn ? parseFavouritesCookie(getCookie(c, FAVOURITES_COOKIE)) : [];
  // The page with the banner and the page without are two bodies, each with its own tag; so are the
  // page with the fan's matches marked and the page without.
  const variant = `${consented ? '-c' : ''}${favourites.length > 0 ? `-f${favouritesCookieValue(favourites)}` : ''}`;
  const digest = drawn ? drawn.digest : page.digest;
  // Its 304 too: a browser takes the policy of a revalidation for the page it keeps.
  if (drawn) c.set('styleAttributeHashes', drawn.styleHashes);
  const etag = shellTag ? `W/"${shellTag.replace(/^W\//, '').replace(/"/g, '')}-${digest}${variant}"` : null;
  const headers = new Headers(shell.headers);
  for (const name of ['etag', 'last-modified', 'content-length']) headers.delete(name);
  // Revalidated on every load: the shell names the current build's files, and the head follows
  // the upstream's data.
  headers.set('cache-control', 'no-cache');
  if (etag) headers.set('etag', etag);
  if (etag && page.status === 200 && c.req.header('if-none-match') === etag) {
    await shell.body?.cancel();
    return new Response(null, { status: 304, headers });
  }
  const served = rewrite(shell, page, drawn, routeFileTags(files, drawn !== null) + (drawn ? '' : topicPreloadTags(url)), consented);
  return new Response((favourites.length > 0 ? markFavourites(served, favourites) : served).body, { status: page.status, headers });
}

/**
 * No frame of a half-read page: Chromium paints once the configuration script, which follows #root,
 * is parsed. Painted as its HTML was read, a layout whose columns or rows come from its children moved
 * when the rest arrived (the match's squads from one column to two, the header's stripe under its nav
 * row); a phone on mobile data reads a page in pieces. The edge sends a page whole, so the wait is its
 * parsing. Other browsers ignore it.
 */
const PAINT_WHEN_READ = `<link rel="expect" href="#${EMBEDDED_CONFIG_ID}" blocking="render">`;

function rewrite(shell: Response, prepared: PreparedPage, rendered: RenderedHtml | null, preloads: string, consented: boolean): Response {
  const { head } = prepared;
  let rewriter = new HTMLRewriter();
  if (rendered) {
    // React's page in place of the static shell's chrome and skeleton; the browser hydrates it.
    rewriter = rewriter.on('#root', { element: (root) => void root.setInnerContent(rendered.root, { html: true }) });
  } else if (consented) {
    rewriter = rewriter.on('#root .cookie-banner', { element: (banner) => void banner.remove() });
  }
  if (preloads) rewriter = rewriter.on('head', { element: (element) => void element.append(preloads, { html: true }) });
  if (head) {
    rewriter = rewriter
      .on('title', { element: (title) => void title.setInnerContent(head.title) })
      .on('meta[name="description"]', { element: (meta) => void meta.setAttribute('content', head.description) })
      .on('head', { element: (element) => void element.append(head.tags, { html: true }) });
  }
  // A rendered page's answers are in its state; only the configuration is still embedded.
  const scripts = rendered ? prepared.configScript + rendered.stateScript : prepared.embeddedScript;
  rewriter = rewriter
    .on('body', { element: (body) => void body.append(scripts, { html: true }) })
    .on('head', { element: (element) => void element.append(PAINT_WHEN_READ, { html: true }) });
  return rewriter.transform(shell);
}
