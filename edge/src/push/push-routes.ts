// Web Push subscriptions (docs/push.md):
//   PUT    /push/subscription   { subscription, teams: [{ team_id, alerts }], drop? }: the device's
//                               followed teams with the key events each alerts of; a team with no
//                               alerts (muted), or in `drop`, forgets the device. 204.
//   DELETE /push/subscription   { endpoint, team_ids }: the device stops alerts for these teams. 204.
//   GET    /push/teams/:id      the team's subscriptions, and how many want each kind (ADMIN_TOKEN).
// Only from the site's own pages (Origin), counted per client like other calls that cost an object,
// and only to a push service the edge knows (push-endpoints.ts).
import { Hono, type Context } from 'hono';
import { z } from '../../../shared/zod';
import { PushSubscribeSchema, PushUnsubscribeSchema } from '../../../shared/schemas/push-subscription';
import { requireAdmin } from '../api/purge';
import { config } from '../config';
import type { Env } from '../env';
import { EdgeError } from '../errors';
import { readJsonBody, requireJsonType } from '../json-body';
import { allowedOrigin } from '../live/allowed-origin';
import { clientKey, enforceLimit } from '../rate-limits';
import { alertBits, alertKindsOf } from './alert-bits';
import { isPushEndpoint } from './push-endpoints';
import { PUSH_TEAM_SHARDS } from '../../../shared/constants';
import { pushTeamOf, pushTeamShard } from './push-team';

type PushContext = Context<{ Bindings: Env }>;

/** A subscription with twelve teams' choices is about 1 KB. */
const MAX_BODY_BYTES = 8 * 1024;

export const pushRoutes = new Hono<{ Bindings: Env }>();

pushRoutes.put('/subscription', async (c) => {
  const { subscription, teams, drop } = await readJson(c, PushSubscribeSchema);
  requirePushService(c, subscription.endpoint);
  const stored = { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  const followed = new Set(teams.map((team) => team.team_id));
  await Promise.all([
    ...teams.map((team) => {
      const bits = alertBits(team.alerts);
      const object = pushTeamOf(c.env, team.team_id, stored.endpoint);
      return bits === 0 ? object.remove([stored.endpoint]) : object.save(stored, bits);
    }),
    ...drop.filter((id) => !followed.has(id)).map((id) => pushTeamOf(c.env, id, stored.endpoint).remove([stored.endpoint])),
  ]);
  return c.body(null, 204);
});

pushRoutes.delete('/subscription', async (c) => {
  const { endpoint, team_ids } = await readJson(c, PushUnsubscribeSchema);
  requirePushService(c, endpoint);
  await Promise.all([...new Set(team_ids)].map((id) => pushTeamOf(c.env, id, endpoint).remove([endpoint])));
  return c.body(null, 204);
});

pushRoutes.get('/teams/:id', async (c) => {
  requireAdmin(c.req.raw.headers, config(c.env).ADMIN_TOKEN, 'Reading push subscriptions');
  const id = z.coerce.number().check(z.int(), z.positive(), z.lte(9_999_999_999)).safeParse(c.req.param('id'));
  if (!id.success) throw new EdgeError(400, 'bad_request', 'The team id must be a positive whole number');
  const shards = await Promise.all(Array.from({ length: PUSH_TEAM_SHARDS }, (_, shard) => pushTeamShard(c.env, id.data, shard).counts()));
  const subscriptions = shards.reduce((sum, shard) => sum + shard.subscriptions, 0);
  const alerts: Record<string, number> = {};
  for (const { byBit } of shards) {
    for (const [bit, n] of Object.entries(byBit)) {
      const kind = alertKindsOf(Number(bit))[0]!;
      alerts[kind] = (alerts[kind] ?? 0) + n;
    }
  }
  c.header('cache-control', 'no-store');
  return c.json({ team_id: id.data, subscriptions, alerts });
});

/**
 * The request's JSON body as `schema` reads it, after the checks every change of a subscription
 * passes: push offered here, from the site's own pages, within the client's fair use, and small.
 */
async function readJson<T extends z.ZodMiniType>(c: PushContext, schema: T): Promise<z.infer<T>> {
  const settings = config(c.env);
  if (settings.VAPID_PUBLIC_KEY === '') throw new EdgeError(404, 'not_found', 'This site sends no push alerts');
  if (!allowedOrigin(c.req.header('origin'), new URL(c.req.url).origin, settings.ALLOWED_ORIGINS)) {
    throw new EdgeError(403, 'forbidden', 'This origin may not change push subscriptions');
  }
  requireJsonType(c.req.raw);
  await enforceLimit(c.env, 'API_MISS_LIMIT', clientKey(c.req.raw.headers), 'uncached requests');
  return readJsonBody(c.req.raw, schema, MAX_BODY_BYTES);
}

function requirePushService(c: PushContext, endpoint: string): void {
  if (!isPushEndpoint(endpoint, config(c.env).PUSH_SERVICE_HOSTS)) {
    throw new EdgeError(400, 'bad_request', 'endpoint: must be a push service this site sends to');
  }
}
