// What the page knows of each live topic it shows. A vanilla zustand store: the socket client writes
// it from outside React, components read narrow slices of it through useLiveTopic.
import { createStore } from 'zustand/vanilla';
import type { KeyEvent } from '../../../../shared/live-protocol';
import type { JsonObject } from '../../../../shared/merge-patch';

/** The key events a topic keeps, newest last: enough for a page that mounts a moment late. */
const KEY_EVENTS_KEPT = 20;

/** How the page is receiving a topic, as the fan should be told. */
export type LiveConnection = 'connecting' | 'live' | 'reconnecting' | 'polling';

export interface LiveTopicState {
  data: JsonObject | null;
  seq: number;
  epoch: string | null;
  connection: LiveConnection;
  /** Set while the edge serves the last good state because the upstream is failing. */
  staleSince: number | null;
  /** A refusal that will not heal by retrying (unknown match, bad topic). */
  error: string | null;
  /** The key events the edge sent with the changes this page applied, oldest first, each id once. */
  events: readonly KeyEvent[];
  /**
   * The balls to animate (ballMoments): the last fours, sixes and wickets of a change that came as
   * they happened, not in a resume's replay of changes missed (and never from a snapshot, which
   * tells of none).
   */
  moments: readonly BallEvent[];
}

/** A key event a page animates: a four, a six or a wicket. */
export type BallEvent = KeyEvent & { kind: 'four' | 'six' | 'wicket' };

export interface LiveStoreState {
  topics: Record<string, LiveTopicState>;
}

export const EMPTY_TOPIC: LiveTopicState = {
  data: null,
  seq: 0,
  epoch: null,
  connection: 'connecting',
  staleSince: null,
  error: null,
  events: [],
  moments: [],
};

export const liveStore = createStore<LiveStoreState>(() => ({ topics: {} }));

/** Merges a change into one topic's state; the only writer of the store. */
export function updateTopic(topic: string, change: Partial<LiveTopicState>): void {
  liveStore.setState((state) => ({
    topics: { ...state.topics, [topic]: { ...(state.topics[topic] ?? EMPTY_TOPIC), ...change } },
  }));
}

export function topicState(topic: string): LiveTopicState {
  return liveStore.getState().topics[topic] ?? EMPTY_TOPIC;
}

/** `held` with the events of a change added: an id already held (a resume's replay) is not added again. */
export function withKeyEvents(held: readonly KeyEvent[], incoming: readonly KeyEvent[] | undefined): readonly KeyEvent[] {
  if (!incoming || incoming.length === 0) return held;
  const ids = new Set(held.map((event) => event.id));
  const added = incoming.filter((event) => !ids.has(event.id) && ids.add(event.id));
  return added.length === 0 ? held : [...held, ...added].slice(-KEY_EVENTS_KEPT);
}

function isBallEvent(event: KeyEvent): event is BallEvent {
  return event.kind === 'four' || event.kind === 'six' || event.kind === 'wicket';
}

/** A change's balls to animate: its fours, sixes and wickets, the last of each match; null when it has none. */
export function ballMoments(incoming: readonly KeyEvent[] | undefined): readonly BallEvent[] | null {
  const last = new Map<number, BallEvent>();
  for (const event of incoming ?? []) if (isBallEvent(event)) last.set(event.match_id, event);
  return last.size > 0 ? [...last.values()] : null;
}
