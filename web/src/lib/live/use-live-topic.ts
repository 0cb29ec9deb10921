import { useEffect } from 'react';
import { useStore } from 'zustand';
import { EMPTY_TOPIC, liveStore, type LiveTopicState } from './live-store';
import { subscribeTopic } from './live-client';

/**
 * A live topic's state, pushed from the edge, for as long as the component is mounted. `select`
 * narrows it to what the component shows; it must return a primitive or a part of the state (which
 * keeps its identity while unchanged), not a new object each call.
 */
export function useLiveTopic<T = LiveTopicState>(topic: string | null, select?: (state: LiveTopicState) => T): T {
  useEffect(() => (topic ? subscribeTopic(topic) : undefined), [topic]);
  return useStore(liveStore, (store) => {
    const state = (topic && store.topics[topic]) || EMPTY_TOPIC;
    return select ? select(state) : (state as T);
  });
}
