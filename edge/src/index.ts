// The edge Worker's route table (see ARCHITECTURE.md). Static files and SPA routes are answered by
// the assets layer before the Worker runs; only /api/*, /live/* and /app-config.json reach this code.
import { Hono } from 'hono';
import { apiRoutes } from './api/api-routes';
import type { Env } from './env';
import { config } from './config';
import { errorBody, onError } from './errors';
import { liveRoutes } from './live/live-routes';

const app = new Hono<{ Bindings: Env }>();
app.onError(onError);

// Signed, allowlisted pass-through to the upstream; anonymous GETs edge-cached.
app.route('/api', apiRoutes);

// Live topics: WebSocket upgrades to the topic's shard objects, or the latest snapshot as JSON.
app.route('/live', liveRoutes);

// The public part of the configuration the SPA needs at start (never a secret).
app.get('/app-config.json', (c) => {
  c.header('cache-control', 'public, max-age=300');
  return c.json({ googleClientId: config(c.env).GOOGLE_CLIENT_ID });
});

// Anything else that reaches the Worker is not a page: pages are served by the assets layer.
app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));

export default app;
export { CacheFill } from './api/cache-fill';
export { LiveShard } from './live/live-shard';
export { LiveTopic } from './live/live-topic';
