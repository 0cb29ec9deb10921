// POST /collect: a fan's analytics beacon (docs/analytics.md), sent by the page with
// navigator.sendBeacon once the fan accepted the cookie banner. Only from the site's own pages
// (Origin), as JSON, at most ANALYTICS_MAX_BODY_BYTES, counted per client (COLLECT_LIMIT), checked
// whole against the shared schema before anything is written: a batch with one bad event writes
// nothing, and the 400 names the field. Each event is one Analytics Engine data point (data-points.ts).
// No cookie is read or set, and the client's address is used only to count it, never written.
import { Hono } from 'hono';
import { ANALYTICS_MAX_BODY_BYTES } from '../../../shared/constants';
import { AnalyticsBatchSchema } from '../../../shared/schemas/analytics';
import { config } from '../config';
import type { Env } from '../env';
import { EdgeError } from '../errors';
import { readJsonBody, requireJsonType } from '../json-body';
import { allowedOrigin } from '../live/allowed-origin';
import { clientKey, enforceLimit } from '../rate-limits';
import { writeEvents } from './data-points';

export const collectRoutes = new Hono<{ Bindings: Env }>();

collectRoutes.post('/', async (c) => {
  if (!allowedOrigin(c.req.header('origin'), new URL(c.req.url).origin, config(c.env).ALLOWED_ORIGINS)) {
    throw new EdgeError(403, 'forbidden', 'This origin may not send analytics');
  }
  requireJsonType(c.req.raw);
  await enforceLimit(c.env, 'COLLECT_LIMIT', clientKey(c.req.raw.headers), 'analytics beacons');
  const batch = await readJsonBody(c.req.raw, AnalyticsBatchSchema, ANALYTICS_MAX_BODY_BYTES);
  const cf = c.req.raw.cf as { country?: unknown } | undefined;
  writeEvents(c.env.ANALYTICS, batch.events, {
    device: batch.device,
    release: c.env.CF_VERSION_METADATA?.id ?? '',
    country: typeof cf?.country === 'string' ? cf.country : '',
  });
  c.header('cache-control', 'no-store');
  return c.body(null, 204);
});
