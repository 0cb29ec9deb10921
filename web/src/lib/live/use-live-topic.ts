import { useContext, useEffect, useSyncExternalStore } from 'react';
import { subscribeTopic } from './live-client';
import { LiveSourceContext } from './live-source';
import { EMPTY_TOPIC, type LiveStoreState, type LiveTopicState } from './live-store';

/**
 * A live topic's state, pushed from the edge, for as long as the component is mounted. `select`
 * narrows it to what the component shows; it must return a primitive or a part of the state (which
 * keeps its identity while unchanged), not a new object each call. On the edge, and while the
 * browser hydrates the edge's page, it is the state the page was rendered with (live-source.ts).
 */
export function useLiveTopic<T = LiveTopicState>(topic: string | null, select?: (state: LiveTopicState) => T): T {
  const source = useContext(LiveSourceContext);
  useEffect(() => (topic ? subscribeTopic(topic) : undefined), [topic]);
  if (topic && source.want && !source.store.getState().topics[topic]) source.want(topic);
  const pick = (store: LiveStoreState): T => {
    const state = (topic && store.topics[topic]) || EMPTY_TOPIC;
    return select ? select(state) : (state as T);
  };
  return useSyncExternalStore(
    source.store.subscribe,
    () => pick(source.store.getState()),
    () => pick(source.served()),
  );
}
