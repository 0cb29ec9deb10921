// The edge Worker's route table (see ARCHITECTURE.md). Built files that exist (hashed build files under
// /assets/, the favicon, the link-preview card) are answered by the assets layer before the Worker runs
// (wrangler.toml run_worker_first); everything else, pages and missing build files included, reaches this code.
import { Hono } from 'hono';
import { apiRoutes } from './api/api-routes';
import type { Env } from './env';
import { config } from './config';
import { errorBody, onError } from './errors';
import { assetMisses } from './pages/asset-misses';
import { liveAdminRoutes } from './live/live-admin';
import { liveRoutes } from './live/live-routes';
import { pageRoutes } from './pages/page-routes';
import { sitemapRoutes } from './pages/sitemaps';
import { publicConfig } from './public-config';
import { securityHeaders } from './security/security-headers';

const app = new Hono<{ Bindings: Env }>();
app.onError(onError);

// CSP, nosniff, Referrer-Policy and the rest on every answer below, errors included.
app.use(securityHeaders());

// Signed, allowlisted pass-through to the upstream; shared GETs edge-cached for every reader.
app.route('/api', apiRoutes);

// Live topics: WebSocket upgrades to the topic's shard objects, or the latest snapshot as JSON.
app.route('/live', liveRoutes);

// Operator actions on live topics (drain before a deploy, fault drills), behind ADMIN_TOKEN.
app.route('/live-admin', liveAdminRoutes);

// The public part of the configuration the SPA needs at start (never a secret); it depends on the
// host asked (ads only on the production host), which the URL, and so every cache key, holds.
app.get('/app-config.json', (c) => {
  c.header('cache-control', 'public, max-age=300');
  return c.json(publicConfig(config(c.env), c.req.url));
});

// /robots.txt, /sitemap.xml and its child sitemaps, built from the upstream's lists.
app.route('/', sitemapRoutes);

// A build file the deployment does not have: a 404 no cache keeps.
app.route('/', assetMisses);

// Every other GET is a page of the SPA: its index.html, with a policy built from configuration.
app.route('/', pageRoutes);

// What is left (another method on a page path) is not something the site answers.
app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));

export default app;
export { CacheFill } from './api/cache-fill';
export { ClientSockets } from './live/client-sockets';
export { LiveRelay } from './live/live-relay';
export { LiveShard } from './live/live-shard';
export { LiveTopic } from './live/live-topic';
