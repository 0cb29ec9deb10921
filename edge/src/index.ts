// The edge Worker's route table (see ARCHITECTURE.md). Built files that exist (hashed build files under
// /assets/, the favicon, the link-preview card) are answered by the assets layer before the Worker runs
// (wrangler.toml run_worker_first); everything else, pages and missing build files included, reaches this code.
import { Hono } from 'hono';
import { collectRoutes } from './analytics/collect-routes';
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
import { consumeDeadLetters, consumePushJobs } from './push/push-consumer';
import { PUSH_DEAD_LETTER_QUEUE_NAME } from './push/push-queues';
import { keepPushSourcesAwake } from './push/push-cron';
import type { DeadLetter, PushJob } from './push/push-jobs';
import { pushRoutes } from './push/push-routes';
import { securityHeaders, SERVICE_WORKER_PATH } from './security/security-headers';

const app = new Hono<{ Bindings: Env }>();
app.onError(onError);

// CSP, nosniff, Referrer-Policy and the rest on every answer below, errors included.
app.use(securityHeaders());

// Signed, allowlisted pass-through to the upstream; shared GETs edge-cached for every reader.
app.route('/api', apiRoutes);

// Live topics: WebSocket upgrades to the topic's shard objects, or the latest snapshot as JSON.
app.route('/live', liveRoutes);

// Web Push: a device's subscription to its fans' teams' key events (docs/push.md).
app.route('/push', pushRoutes);

// Analytics: a consenting fan's page views, Web Vitals and errors, to Analytics Engine (docs/analytics.md).
app.route('/collect', collectRoutes);

// Operator actions on live topics (drain before a deploy, fault drills), behind ADMIN_TOKEN.
app.route('/live-admin', liveAdminRoutes);

// The public part of the configuration the SPA needs at start (never a secret); it depends on the
// host asked (ads only on the production host), which the URL, and so every cache key, holds.
app.get('/app-config.json', (c) => {
  c.header('cache-control', 'public, max-age=300');
  return c.json(publicConfig(config(c.env), c.req.url));
});

// The service worker (web/sw), from the build's files with a policy of its own (the pictures of the
// notifications it shows come from the media hosts), asked for again on every visit: never kept.
app.get(SERVICE_WORKER_PATH, async (c) => {
  const file = await c.env.ASSETS.fetch(new URL(SERVICE_WORKER_PATH, c.req.url));
  if (!file.ok) return c.json(errorBody('not_found', 'Not found'), 404);
  return new Response(file.body, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' } });
});

// /robots.txt, /sitemap.xml and its child sitemaps, built from the upstream's lists.
app.route('/', sitemapRoutes);

// A build file the deployment does not have: a 404 no cache keeps.
app.route('/', assetMisses);

// Every other GET is a page of the SPA: its index.html, with a policy built from configuration.
app.route('/', pageRoutes);

// What is left (another method on a page path) is not something the site answers.
app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));

export default {
  fetch: app.fetch,
  // The push queue's jobs, and its dead letters (edge/src/push/push-consumer.ts).
  async queue(batch, env) {
    if (batch.queue === PUSH_DEAD_LETTER_QUEUE_NAME) await consumeDeadLetters(batch as MessageBatch<DeadLetter>, env);
    else await consumePushJobs(batch as MessageBatch<PushJob>, env);
  },
  // Each minute: the live matches' key events are decided for pushes with nobody on the site.
  async scheduled(_controller, env) {
    await keepPushSourcesAwake(env);
  },
} satisfies ExportedHandler<Env, PushJob | DeadLetter>;
export { CacheFill } from './api/cache-fill';
export { ClientSockets } from './live/client-sockets';
export { LiveRelay } from './live/live-relay';
export { LiveShard } from './live/live-shard';
export { LiveTopic } from './live/live-topic';
export { PushTeam } from './push/push-team';
