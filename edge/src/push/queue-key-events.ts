// The match topic's side of Web Push: each key event a change carries goes on the push queue once
// for each of the match's two teams (a wicket is news to both sides' fans) and each shard of the
// team's subscriptions, as a notification made
// once here. The topic never waits on a fan's push: the queue takes the work (push-consumer.ts).
import { PUSH_TEAM_SHARDS } from '../../../shared/constants';
import type { KeyEvent } from '../../../shared/live-protocol';
import type { JsonObject } from '../../../shared/merge-patch';
import { MatchSchema } from '../../../shared/schemas/match';
import { z } from '../../../shared/zod';
import { config } from '../config';
import type { Env } from '../env';
import { alertBit } from './alert-bits';
import type { FanOutJob } from './push-jobs';
import { keyEventNotification, pushTopic } from './push-notification';

/** What a notification is made of, read from the topic's state as it publishes the change. */
const NotifiedMatchSchema = z.looseObject({
  match_id: MatchSchema.shape.match_id,
  slug: MatchSchema.shape.slug,
  tournament_slug: MatchSchema.shape.tournament_slug,
  cid: MatchSchema.shape.cid,
  status: MatchSchema.shape.status,
  title: MatchSchema.shape.title,
  short_title: MatchSchema.shape.short_title,
  teama: MatchSchema.shape.teama,
  teamb: MatchSchema.shape.teamb,
});

/** A queue's sendBatch takes at most 100 messages. */
const SEND_BATCH_MAX = 100;

/** The fan-out jobs of a change's key events: none for a site without VAPID keys or a state that is not a match. */
export function keyEventJobs(env: Env, state: JsonObject | null, events: KeyEvent[]): FanOutJob[] {
  if (events.length === 0 || config(env).VAPID_PUBLIC_KEY === '') return [];
  const match = NotifiedMatchSchema.safeParse(state?.match);
  if (!match.success) return [];
  const jobs: FanOutJob[] = [];
  for (const event of events) {
    const bit = alertBit(event.kind);
    if (bit === null) continue;
    for (const team of [match.data.teama, match.data.teamb]) {
      const notification = keyEventNotification(event, match.data, team);
      for (let shard = 0; shard < PUSH_TEAM_SHARDS; shard++) {
        jobs.push({ type: 'fan_out', team_id: team.team_id, shard, bit, notification, topic: pushTopic(match.data.match_id), after: '' });
      }
    }
  }
  return jobs;
}

/** Puts the change's key events on the push queue; a failure is logged, and the change goes out regardless. */
export async function queueKeyEventPushes(env: Env, topic: string, state: JsonObject | null, events: KeyEvent[]): Promise<void> {
  const jobs = keyEventJobs(env, state, events);
  try {
    for (let i = 0; i < jobs.length; i += SEND_BATCH_MAX) {
      await env.PUSH_QUEUE.sendBatch(jobs.slice(i, i + SEND_BATCH_MAX).map((body) => ({ body })));
    }
  } catch (err) {
    console.error(`live ${topic}: queueing ${jobs.length} push jobs failed`, err);
  }
}
