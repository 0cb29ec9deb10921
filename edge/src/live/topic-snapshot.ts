// A live topic's latest snapshot, as its LiveTopic object holds it, briefly edge-cached: the answer
// of a plain GET of /live/{topic} (live-routes.ts), and what a page rendered at the edge draws a live
// topic with (pages/page-render.ts), so that a crowd opening a match costs the topic object one
// read per LIVE_SNAPSHOT_CACHE_SECONDS. An id the upstream does not know is refused before any
// object is involved (topic-exists.ts).
import type { Context } from 'hono';
import { LIVE_SNAPSHOT_CACHE_SECONDS } from '../../../shared/constants';
import type { Topic } from '../../../shared/live-protocol';
import { config } from '../config';
import type { Env } from '../env';
import { EdgeError } from '../errors';
import { lookUpTopic } from './topic-exists';

/**
 * The snapshot frame as JSON (`x-live-seq` names its seq); throws the EdgeError a fan would be answered
 * with. `c` is the fan's request: its client is who a lookup counts against.
 */
export async function topicSnapshot(c: Context<{ Bindings: Env }>, name: string, topic: Topic): Promise<Response> {
  const env = c.env;
  // One cache entry per topic, whatever the query: the snapshot does not depend on it; its keys are under the site's origin.
  const key = `${config(env).SITE_ORIGIN}/live/${name}`;
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(key);
  if (hit) return hit;
  if ((await lookUpTopic(c, name, topic)) === 'missing') {
    throw new EdgeError(404, 'not_found', `No such live topic: ${name}`);
  }
  const reply = await env.LIVE_TOPIC.get(env.LIVE_TOPIC.idFromName(name)).snapshot(name);
  if (reply.kind === 'not_found') throw new EdgeError(404, 'not_found', `No such live topic: ${name}`);
  if (reply.kind === 'unavailable') throw new EdgeError(502, 'upstream_error', 'The upstream is not answering for this topic yet');
  const response = new Response(reply.frame, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': `public, max-age=${LIVE_SNAPSHOT_CACHE_SECONDS}`,
      'x-live-seq': String(reply.seq),
    },
  });
  c.executionCtx.waitUntil(cache.put(key, response.clone()));
  return response;
}
