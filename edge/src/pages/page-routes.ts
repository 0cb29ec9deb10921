// Pages: every route of the SPA is its built index.html, which the SPA's router then renders. Pages
// come through the Worker (wrangler.toml run_worker_first) so that they carry the Content-Security-
// Policy built from configuration (edge/src/security); hashed build files and the favicon never do.
// This is where a page's HTML can be rewritten on its way out (HTMLRewriter: head tags, JSON-LD).
import { Hono, type Context } from 'hono';
import type { Env } from '../env';

type PageContext = Context<{ Bindings: Env }>;

export const pageRoutes = new Hono<{ Bindings: Env }>();

pageRoutes.get('*', servePage);

/**
 * A file of web/public outside the "!" patterns as it is; any other path is a route of the SPA. The
 * fallback is here rather than in the assets layer (not_found_handling) so that a missing build file
 * there (an old chunk, a source map) is a 404, not index.html.
 */
async function servePage(c: PageContext): Promise<Response> {
  const file = await c.env.ASSETS.fetch(c.req.raw);
  let page = file;
  if (file.status === 404) {
    await file.body?.cancel();
    // Same method and headers (a conditional GET still gets its 304), the shell's path.
    page = await c.env.ASSETS.fetch(new Request(new URL('/', c.req.url), c.req.raw));
  }
  const response = new Response(page.body, page);
  // Revalidated on every load (the ETag makes that cheap): the shell names the current build's files.
  response.headers.set('cache-control', 'no-cache');
  return response;
}
