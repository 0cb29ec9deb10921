// Operator actions on a live topic's tree, behind ADMIN_TOKEN like the cache purge:
//   POST /live-admin/drain?topic=…          closes every socket on the topic with goingAway (1001)
//                                            and a reconnect window, as a deploy does; answers
//                                            { closed }. Run before a deploy, or to move load.
//   GET  /live-admin/tree?topic=…           the tree as it stands: each node that has listeners
//                                            below it (the topic, its relays), with the counts its
//                                            children last reported; answers { topic, nodes }.
//   POST /live-admin/evict?topic=…&level=N  resets every relay of level N (≥ 1) of the topic's
//                                            tree, dropping what it holds in memory as an eviction
//                                            would; answers { evicted }. For fault drills and tests.
import { Hono } from 'hono';
import { parseTopic } from '../../../shared/live-protocol';
import { z } from '../../../shared/zod';
import { requireAdmin } from '../api/purge';
import { config } from '../config';
import type { Env } from '../env';
import { EdgeError } from '../errors';
import { isRelay, nodeName, nodesAt, parseNodeName, relayLevels } from './fanout-tree';
import type { ListenerBook } from './listener-counts';
import { topicLink, treeShape } from './tree-links';

export const liveAdminRoutes = new Hono<{ Bindings: Env }>();

liveAdminRoutes.use(async (c, next) => {
  requireAdmin(c.req.raw.headers, config(c.env).ADMIN_TOKEN, 'Operating live topics');
  await next();
});

liveAdminRoutes.post('/drain', async (c) => {
  const topic = topicOf(c.req.query('topic'));
  const closed = await topicLink(c.env, topic).drain(topic);
  return c.json({ topic, closed });
});

liveAdminRoutes.get('/tree', async (c) => {
  const topic = topicOf(c.req.query('topic'));
  const nodes: Record<string, ListenerBook> = { [topic]: await topicLink(c.env, topic).children(topic) };
  for (let level = [topic]; level.length > 0;) {
    const relays = level.flatMap((name) => Object.keys(nodes[name]!)).filter((name) => isRelay(parseNodeName(name)!));
    await Promise.all(
      relays.map(async (name) => (nodes[name] = await c.env.LIVE_RELAY.get(c.env.LIVE_RELAY.idFromName(name)).listeners(name))),
    );
    level = relays;
  }
  return c.json({ topic, nodes });
});

liveAdminRoutes.post('/evict', async (c) => {
  const topic = topicOf(c.req.query('topic'));
  const shape = treeShape(c.env);
  const levels = relayLevels(shape);
  const level = z.coerce
    .number()
    .check(z.int(), z.gte(1), z.lte(Math.max(1, levels)))
    .safeParse(c.req.query('level'));
  if (!level.success || levels === 0) {
    throw new EdgeError(400, 'bad_request', levels === 0 ? 'This tree has no relays' : `level must be a whole number from 1 to ${levels}`);
  }
  const names = Array.from({ length: nodesAt(level.data, shape) }, (_, index) => nodeName({ topic, level: level.data, index }));
  await Promise.all(
    names.map(
      (name) =>
        c.env.LIVE_RELAY.get(c.env.LIVE_RELAY.idFromName(name))
          .evict()
          .catch(() => undefined), // The reset breaks the call that asked for it.
    ),
  );
  return c.json({ topic, evicted: names.length });
});

function topicOf(name: string | undefined): string {
  if (!name || !parseTopic(name)) throw new EdgeError(400, 'bad_request', 'topic must name a live topic, e.g. match/87006');
  return name;
}
