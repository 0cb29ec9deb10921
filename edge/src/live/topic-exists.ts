// A live topic for a match or article the upstream does not know must not cost an object or a poll,
// and must not cost fans of real matches anything either. Before a request is routed to a topic
// object, its id is checked, in this order:
//  1. ids this isolate already knows exist;
//  2. the site's edge-cached lists of real fixtures (fixture-ids.ts): a listed id exists, with no
//     lookup and no limit, so the first fan to open a live match is never refused;
//  3. a verdict remembered in the edge cache: yes for a day, no for a minute;
//  4. only then the upstream, for this one id, counted against the asking client's
//     TOPIC_LOOKUP_LIMIT (and its miss limit). The limit is per client: counted for the whole
//     location, anyone's 300 made-up ids a minute made every fan's first open of a match a 429.
// The lookup in 4 goes to the upstream directly, not through the coalescing CacheFill object (one per
// cache key): an object per made-up id is what the lookup exists to avoid. Coalescing is for crowds
// asking the same key at once; a crowd opening a real match finds it in 2. What reaches 4 (an old
// match, a made-up id) is rare for fans, bounded per client, and then remembered for the location.
import type { Context } from 'hono';
import type { Topic } from '../../../shared/live-protocol';
import { fetchUpstream } from '../api/upstream-fetch';
import { config } from '../config';
import type { Env } from '../env';
import { EdgeError } from '../errors';
import { clientKey, enforceLimit } from '../rate-limits';
import { isListedFixture } from './fixture-ids';

const KNOWN_SECONDS = 24 * 60 * 60;
const UNKNOWN_SECONDS = 60;
const MEMORY_MAX_ENTRIES = 1024;
const EXISTS_HEADER = 'x-topic-exists';

/** Ids this isolate has seen exist, least recently added first. */
const known = new Set<string>();

function lookupPath(topic: Topic): string | null {
  if (topic.kind === 'match') return `/v1/matches/${topic.id}`;
  if (topic.kind === 'blog') return `/v1/news/${topic.id}`;
  return null;
}

function cache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/**
 * Whether the upstream knows the topic's id: 'unknown' when it could not say (it is failing), in
 * which case the topic object handles it as before, showing fans that the feed is unavailable until
 * the upstream answers. Throws a 429 past the asking client's lookup limits.
 */
export type TopicVerdict = 'exists' | 'missing' | 'unknown';

export async function lookUpTopic(c: Context<{ Bindings: Env }>, name: string, topic: Topic): Promise<TopicVerdict> {
  const path = lookupPath(topic);
  if (path === null || known.has(name)) return 'exists';
  if (await isListedFixture(c, topic)) {
    remember(name);
    return 'exists';
  }
  const key = `${config(c.env).SITE_ORIGIN}/live-topic-exists/${name}`;
  const remembered = await cache().match(key);
  if (remembered) {
    if (remembered.headers.get(EXISTS_HEADER) !== 'yes') return 'missing';
    remember(name);
    return 'exists';
  }
  const client = clientKey(c.req.raw.headers);
  await enforceLimit(c.env, 'TOPIC_LOOKUP_LIMIT', client, 'new live topics');
  await enforceLimit(c.env, 'API_MISS_LIMIT', client, 'uncached requests');
  return ask(c.env, key, name, path);
}

/** The upstream's word on one id, remembered in the location's cache. */
async function ask(env: Env, key: string, name: string, path: string): Promise<TopicVerdict> {
  const { UPSTREAM_BASE, UPSTREAM_SECRET } = config(env);
  const result = await fetchUpstream(UPSTREAM_BASE, UPSTREAM_SECRET, { method: 'GET', pathWithQuery: path, headers: {}, body: null }).catch(
    (err: unknown) => {
      if (err instanceof EdgeError) return null;
      throw err;
    },
  );
  if (result?.status === 200) {
    await cache().put(key, new Response(null, { headers: { 'cache-control': `max-age=${KNOWN_SECONDS}`, [EXISTS_HEADER]: 'yes' } }));
    remember(name);
    return 'exists';
  }
  if (result?.status === 404) {
    await cache().put(key, new Response(null, { headers: { 'cache-control': `max-age=${UNKNOWN_SECONDS}`, [EXISTS_HEADER]: 'no' } }));
    return 'missing';
  }
  return 'unknown';
}

function remember(name: string): void {
  known.add(name);
  if (known.size > MEMORY_MAX_ENTRIES) known.delete(known.values().next().value!);
}
