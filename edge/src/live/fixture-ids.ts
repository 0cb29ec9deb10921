// The ids of the real fixtures the site lists, read from the same edge-cached answers the SPA's
// carousel, live schedule and live-blog list read (api/shared-call.ts). A live topic named for one of
// them exists without asking the upstream about it, so fans opening a match or blog the site shows
// never wait on a lookup, and no one's made-up ids can make them wait (topic-exists.ts).
import type { Context } from 'hono';
import type { Topic } from '../../../shared/live-protocol';
import { z } from '../../../shared/zod';
import { sharedCall } from '../api/shared-call';
import type { Env } from '../env';

/** The lists, by topic kind: what the carousel, the live schedule and the live-blog list show. */
const LISTS: Record<'match' | 'blog', string[]> = {
  match: ['/v2/matches/live', '/v1/matches/schedule/live?page=1'],
  blog: ['/v1/news/home/news?isLive=true&per_page=100&page_no=1'],
};

/** Each list is read at most this often per isolate: made-up ids asked in a burst do not reparse it. */
const READ_EVERY_MS = 5_000;

const Id = z.union([z.number(), z.string()]);
const Item = z.object({ match_id: z.optional(Id), id: z.optional(Id) });
const ListSchema = z.object({
  data: z.optional(z.array(Item)),
  matches: z.optional(z.union([z.array(Item), z.record(z.string(), z.array(Item))])),
});

const read = new Map<string, { ids: Set<string>; until: number }>();

/** Whether the topic's id is on one of the site's lists of real fixtures. */
export async function isListedFixture(c: Context<{ Bindings: Env }>, topic: Topic): Promise<boolean> {
  if (topic.kind !== 'match' && topic.kind !== 'blog') return false;
  const kind = topic.kind;
  const lists = await Promise.all(LISTS[kind].map((path) => listedIds(c, path, kind)));
  return lists.some((ids) => ids.has(String(topic.id)));
}

async function listedIds(c: Context<{ Bindings: Env }>, path: string, kind: 'match' | 'blog'): Promise<Set<string>> {
  const held = read.get(path);
  if (held && Date.now() < held.until) return held.ids;
  const answer = await sharedCall(c, path);
  const parsed = ListSchema.safeParse(answer.body);
  const ids = new Set<string>();
  if (parsed.success) {
    const { data = [], matches = [] } = parsed.data;
    const items = [...data, ...(Array.isArray(matches) ? matches : Object.values(matches).flat())];
    for (const item of items) {
      const id = kind === 'match' ? item.match_id : item.id;
      if (id !== undefined) ids.add(String(id));
    }
  }
  // A failed read is not remembered: the next lookup asks the cache again.
  if (answer.status === 200) read.set(path, { ids, until: Date.now() + READ_EVERY_MS });
  return ids;
}
