// A live topic for a match or article the upstream does not know must not cost an object or a poll:
// before a request is routed to a topic object, its id is looked up once through the edge cache
// (the same coalesced fill as /api) and the answer remembered, yes for a day and no for a minute.
// A made-up id is answered by the Worker itself, so it never reaches a shard or topic object.
// Lookups of ids not yet seen are rate-limited for the whole location, so made-up ids cannot create
// objects or upstream calls faster than TOPIC_LOOKUP_LIMIT, whoever sends them.
import type { Topic } from '../../../shared/live-protocol';
import { fillThrough } from '../api/cache-fill';
import type { Env } from '../env';
import { enforceLimit } from '../rate-limits';

const KNOWN_SECONDS = 24 * 60 * 60;
const UNKNOWN_SECONDS = 60;
/** The lookup is the topic's own first call, at the live lifetime of /api. */
const LOOKUP_TTL_SECONDS = 5;
const MEMORY_MAX_ENTRIES = 1024;
/** The one key of TOPIC_LOOKUP_LIMIT: lookups are counted for the whole location, not per client. */
export const TOPIC_LOOKUP_KEY = 'location';
const EXISTS_HEADER = 'x-topic-exists';

/** Ids this isolate has seen the upstream answer for, least recently added first. */
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
 * the upstream answers. Throws a 429 past the lookup limits.
 */
export type TopicVerdict = 'exists' | 'missing' | 'unknown';

export async function lookUpTopic(env: Env, origin: string, name: string, topic: Topic, client: string): Promise<TopicVerdict> {
  const path = lookupPath(topic);
  if (path === null || known.has(name)) return 'exists';
  const key = `${origin}/live-topic-exists/${name}`;
  const remembered = await cache().match(key);
  if (remembered) {
    if (remembered.headers.get(EXISTS_HEADER) !== 'yes') return 'missing';
    remember(name);
    return 'exists';
  }
  await enforceLimit(env, 'TOPIC_LOOKUP_LIMIT', TOPIC_LOOKUP_KEY, 'new live topics');
  await enforceLimit(env, 'API_MISS_LIMIT', client, 'uncached requests');
  const result = await fillThrough(env, `${origin}/api${path}`, { pathWithQuery: path, headers: {}, ttl: LOOKUP_TTL_SECONDS }).catch(() => null);
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
