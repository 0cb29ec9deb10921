// A build file that is not there. The assets layer serves every built file before the Worker runs
// (wrangler.toml run_worker_first), so a request for /assets/... reaches this code only when the
// deployment has no such file: an old chunk a cached page still names, a new one asked of an edge the
// deploy has not reached yet, a source map (.assetsignore). It is a 404, not the SPA, and never kept:
// the assets layer's own 404 carried _headers' `immutable` for a year, so a deploy race pinned a
// missing chunk in browsers and caches long after the file came.
import { Hono } from 'hono';
import type { Env } from '../env';

export const assetMisses = new Hono<{ Bindings: Env }>();

assetMisses.all('/assets/*', async (c) => {
  // Asked again for a run whose router sent every path here first (none does today): a file it has is served.
  const file = await c.env.ASSETS.fetch(c.req.raw);
  if (file.ok) return file;
  await file.body?.cancel();
  return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
});
