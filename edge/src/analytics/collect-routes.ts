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
import { allowedOrigin } from '../live/allowed-origin';
import { clientKey, enforceLimit } from '../rate-limits';
import { writeEvents } from './data-points';

export const collectRoutes = new Hono<{ Bindings: Env }>();

collectRoutes.post('/', async (c) => {
  if (!allowedOrigin(c.req.header('origin'), new URL(c.req.url).origin, config(c.env).ALLOWED_ORIGINS)) {
    throw new EdgeError(403, 'forbidden', 'This origin may not send analytics');
  }
  if (!(c.req.header('content-type') ?? '').startsWith('application/json')) {
    throw new EdgeError(415, 'bad_request', 'The body must be JSON (Content-Type: application/json)');
  }
  await enforceLimit(c.env, 'COLLECT_LIMIT', clientKey(c.req.raw.headers), 'analytics beacons');
  const tooLarge = () => new EdgeError(413, 'payload_too_large', `The body must be at most ${ANALYTICS_MAX_BODY_BYTES} bytes`);
  if (Number(c.req.header('content-length') ?? 0) > ANALYTICS_MAX_BODY_BYTES) throw tooLarge();
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > ANALYTICS_MAX_BODY_BYTES) throw tooLarge();
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new EdgeError(400, 'bad_request', 'The body must be JSON');
  }
  const parsed = AnalyticsBatchSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new EdgeError(400, 'bad_request', issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
  }
  const cf = c.req.raw.cf as { country?: unknown } | undefined;
  writeEvents(c.env.ANALYTICS, parsed.data.events, {
    device: parsed.data.device,
    release: c.env.CF_VERSION_METADATA?.id ?? '',
    country: typeof cf?.country === 'string' ? cf.country : '',
  });
  c.header('cache-control', 'no-store');
  return c.body(null, 204);
});
