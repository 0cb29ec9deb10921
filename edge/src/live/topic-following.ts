// Topics that follow other topics, as each topic's object keeps them: the carousel follows the topic
// of each match it lists as Live, and each of those tells it its key events, for the carousel to
// carry in its next change (the fan's alerts on any page: docs/live-protocol.md, "Key events"). A
// followed topic polls on while its lease lasts, listeners or not; the carousel renews the leases
// with each change it makes. The calls between the objects are follow-calls.ts's.
import { KEY_EVENT_MAX_GAP_MS } from '../../../shared/constants';
import type { KeyEvent } from '../../../shared/live-protocol';
import type { JsonObject } from '../../../shared/merge-patch';
import { MatchStatusWireSchema } from '../../../shared/schemas/match';
import { IdSchema } from '../../../shared/schemas/primitives';
import { z } from '../../../shared/zod';
import { boundKeyEvents } from './key-event-bound';

/** What following keeps in a topic's meta (topic-store.ts), each part absent in a meta stored before it. */
export interface Following {
  /** The topics that follow this one, each until a time. */
  followers?: Record<string, number>;
  /** Key events of the topics this one follows, each with when it came. */
  pendingEvents?: { at: number; event: KeyEvent }[];
  /**
   * Until when the topic polls for push alerts, listeners or not (the carousel, kept awake by the
   * Worker's cron while the site sends pushes: edge/src/push/push-cron.ts).
   */
  awakeUntil?: number;
}

// The follower's side ------------------------------------------------------------------------------

const ListedMatchSchema = z.looseObject({ match_id: IdSchema, status: MatchStatusWireSchema });

/** The ids of the Live matches of a carousel state ({matches: Match[]}); an entry it cannot read is skipped. */
export function liveMatchIds(state: JsonObject | null): number[] {
  const matches = state?.matches;
  if (!Array.isArray(matches)) return [];
  const ids: number[] = [];
  for (const entry of matches) {
    const match = ListedMatchSchema.safeParse(entry);
    if (match.success && match.data.status === 'Live') ids.push(match.data.match_id);
  }
  return ids;
}

/**
 * Keeps key events a followed topic told, until this topic's next change carries them: a frame's
 * worth at most, each match its share (key-event-bound.ts).
 */
export function keepFollowedEvents(meta: Following, events: KeyEvent[], at: number): void {
  meta.pendingEvents = boundKeyEvents([...(meta.pendingEvents ?? []), ...events.map((event) => ({ at, event }))], (p) => p.event);
}

/** The kept events this topic's change is to carry: all but those gone stale waiting. */
export function followedEventsToTell(meta: Following, now: number): KeyEvent[] {
  return (meta.pendingEvents ?? []).filter((p) => now - p.at <= KEY_EVENT_MAX_GAP_MS).map((p) => p.event);
}

/**
 * Forgets the kept events a change carried (or, sent as a snapshot, could not), and those too old
 * to tell. Told twice after a crash between the two, an event keeps its id.
 */
export function forgetToldEvents(meta: Following, told: KeyEvent[], now: number): void {
  const ids = new Set(told.map((event) => event.id));
  meta.pendingEvents = (meta.pendingEvents ?? []).filter((p) => !ids.has(p.event.id) && now - p.at <= KEY_EVENT_MAX_GAP_MS);
}

// The followed side --------------------------------------------------------------------------------

export function addFollower(meta: Following, follower: string, untilMs: number): void {
  meta.followers = { ...meta.followers, [follower]: untilMs };
}

/** Whether a follower's lease still runs, or the topic is kept awake; leases run out are dropped. */
export function isFollowed(meta: Following, now: number): boolean {
  const followers = meta.followers ?? {};
  for (const name of Object.keys(followers)) if (followers[name]! < now) delete followers[name];
  return Object.keys(followers).length > 0 || (meta.awakeUntil ?? 0) >= now;
}

/** The topics to hand a change's key events to, those whose lease runs, and the events they take: all but over ends, which are for the topic's own page only. */
export function eventsForFollowers(meta: Following, events: KeyEvent[], now: number): { followers: string[]; told: KeyEvent[] } {
  const told = events.filter((event) => event.kind !== 'over_end');
  const followers = told.length === 0 ? [] : Object.entries(meta.followers ?? {}).filter(([, until]) => until >= now).map(([name]) => name);
  return { followers, told };
}
