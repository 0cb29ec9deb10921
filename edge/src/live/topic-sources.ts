// What each kind of live topic polls, how often, and which members of the topic's state each
// answer fills. The state is always an object (so a change is a merge patch of an object, never of a
// bare array) and keeps the upstream's own field names, so the SPA reads it with the same schemas
// it uses for /api answers:
//   carousel       {matches: Match[]}                           GET /v2/matches/live
//   schedule-live  {matches: {date: Match[]}, gameFormats, ...}  GET /v1/matches/schedule/live?page=1
//   match/{id}     {match: Match & {info}}                      GET /v1/matches/{id}
//   blog/{id}      {article: Article, blocks: NewsBlock[]}      GET /v1/news/{id}, .../newsblocks
import { z } from '../../../shared/zod';
import {
  LIVE_ARTICLE_POLL_MS,
  LIVE_MATCH_DONE_POLL_MS,
  LIVE_MATCH_IDLE_POLL_MS,
  LIVE_MATCH_POLL_MS,
  LIVE_SCHEDULE_POLL_MS,
  NEWSBLOCKS_POLL_MS,
} from '../../../shared/constants';
import type { Topic } from '../../../shared/live-protocol';
import type { JsonObject } from '../../../shared/merge-patch';
import { MatchStatusWireSchema } from '../../../shared/schemas/match';
import { FlagSchema } from '../../../shared/schemas/primitives';

export interface TopicSchedule {
  /** Stable name, the key of its bookkeeping in storage. */
  name: string;
  pathWithQuery: string;
  /** The state members a 200 answer fills; throws (zod) when the answer is not what it should be. */
  read(body: unknown): JsonObject;
  /** Time to the next poll, given the state after this one. */
  intervalMs(state: JsonObject | null): number;
}

const JsonObjectSchema = z.record(z.string(), z.json()) as z.ZodMiniType<JsonObject>;
const success = z.literal('success');

function dataObject(member: string) {
  const schema = z.looseObject({ status: success, data: JsonObjectSchema });
  return (body: unknown): JsonObject => ({ [member]: schema.parse(body).data });
}

function dataList(member: string) {
  const schema = z.looseObject({ status: success, data: z.array(JsonObjectSchema) });
  return (body: unknown): JsonObject => ({ [member]: schema.parse(body).data });
}

/** The schedule's payload sits beside `status`, not under `data`. */
const SchedulePayloadSchema = z.looseObject({
  status: success,
  matches: z.record(z.string(), z.array(JsonObjectSchema)),
});

function readSchedule(body: unknown): JsonObject {
  SchedulePayloadSchema.parse(body);
  const { status: _status, ...payload } = JsonObjectSchema.parse(body);
  return payload;
}

/**
 * Live matches change every ball; others only when they start, so they are asked less often. Until
 * the first good answer the status is unknown: keep trying at the live pace.
 */
function matchInterval(state: JsonObject | null): number {
  const match = state?.match;
  if (typeof match !== 'object' || match === null || Array.isArray(match)) return LIVE_MATCH_POLL_MS;
  const parsed = MatchStatusWireSchema.safeParse(match.status);
  if (!parsed.success) return LIVE_MATCH_IDLE_POLL_MS;
  if (parsed.data === 'Live') return LIVE_MATCH_POLL_MS;
  return parsed.data === 'Scheduled' ? LIVE_MATCH_IDLE_POLL_MS : LIVE_MATCH_DONE_POLL_MS;
}

/** A blog whose article is no longer live gets new blocks rarely: poll them at the article's pace. */
function blocksInterval(state: JsonObject | null): number {
  const article = state?.article;
  if (typeof article !== 'object' || article === null || Array.isArray(article)) return NEWSBLOCKS_POLL_MS;
  const info = article.info;
  const flag = article.isLive ?? (typeof info === 'object' && info !== null && !Array.isArray(info) ? info.isLive : undefined);
  const live = FlagSchema.safeParse(flag);
  return live.success && !live.data ? LIVE_ARTICLE_POLL_MS : NEWSBLOCKS_POLL_MS;
}

export function topicSchedules(topic: Topic): TopicSchedule[] {
  switch (topic.kind) {
    case 'carousel':
      return [{ name: 'live', pathWithQuery: '/v2/matches/live', read: dataList('matches'), intervalMs: () => LIVE_MATCH_POLL_MS }];
    case 'schedule-live':
      return [
        {
          name: 'schedule',
          pathWithQuery: '/v1/matches/schedule/live?page=1',
          read: readSchedule,
          intervalMs: () => LIVE_SCHEDULE_POLL_MS,
        },
      ];
    case 'match':
      return [{ name: 'match', pathWithQuery: `/v1/matches/${topic.id}`, read: dataObject('match'), intervalMs: matchInterval }];
    case 'blog':
      return [
        { name: 'blocks', pathWithQuery: `/v1/news/${topic.id}/newsblocks`, read: dataList('blocks'), intervalMs: blocksInterval },
        { name: 'article', pathWithQuery: `/v1/news/${topic.id}`, read: dataObject('article'), intervalMs: () => LIVE_ARTICLE_POLL_MS },
      ];
  }
}
