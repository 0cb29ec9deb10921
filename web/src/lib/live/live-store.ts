// What the page knows of each live topic it shows. A vanilla zustand store: the socket client writes
// it from outside React, components read narrow slices of it through useLiveTopic.
import { createStore } from 'zustand/vanilla';
import type { JsonObject } from '../../../../shared/merge-patch';

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
}

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
