// Where the page's components read live topics (useLiveTopic): a store, and the state the page was
// first rendered with. In the browser that is the page's one store, which the sockets write; it
// starts from the topics the edge's render drew (the page's state), so hydration draws what the edge
// drew and each socket resumes from the seq the page was rendered at, without a second snapshot. On
// the edge each render has a store of its own (src/edge-render.tsx), filled from the topics' objects
// with the topics its components ask for.
import { createContext } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LiveSnapshot } from '../../../../shared/page-render';
import { EMPTY_TOPIC, liveStore, type LiveStoreState, type LiveTopicState } from './live-store';

export interface LiveSource {
  store: StoreApi<LiveStoreState>;
  /** The state the page was rendered with: React's server snapshot, on the edge and while hydrating. */
  served(): LiveStoreState;
  /** On the edge: notes a topic a component draws that the store has not got, for the render to read. */
  want?(topic: string): void;
}

const NOTHING_SERVED: LiveStoreState = { topics: {} };

export const LiveSourceContext = createContext<LiveSource>({ store: liveStore, served: () => NOTHING_SERVED });

/** A snapshot as a topic's state before its socket has opened. */
function topicFromSnapshot({ data, seq, epoch, staleSince }: LiveSnapshot): LiveTopicState {
  return { ...EMPTY_TOPIC, data, seq, epoch, staleSince };
}

/** A snapshot as the page should carry it; anything else is left out, and its socket asks for one. */
function isSnapshot(value: unknown): value is LiveSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { data, seq, epoch, staleSince } = value as Partial<Record<keyof LiveSnapshot, unknown>>;
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    Number.isSafeInteger(seq) &&
    typeof epoch === 'string' &&
    (staleSince === null || typeof staleSince === 'number')
  );
}

/** The browser's source: the page's store, first given the topics the edge rendered the page with. */
export function browserLiveSource(rendered: Record<string, unknown> | undefined): LiveSource {
  if (!rendered) return { store: liveStore, served: () => NOTHING_SERVED };
  const snapshots = Object.entries(rendered).filter((entry): entry is [string, LiveSnapshot] => isSnapshot(entry[1]));
  const topics = Object.fromEntries(snapshots.map(([topic, snapshot]) => [topic, topicFromSnapshot(snapshot)]));
  liveStore.setState({ topics: { ...liveStore.getState().topics, ...topics } });
  const served = liveStore.getState();
  return { store: liveStore, served: () => served };
}

/** A render's own source on the edge: the topics its components asked for, and reading them in. */
export interface RenderLiveSource extends LiveSource {
  /** Topics asked for and neither read nor refused yet. */
  unread(): string[];
  /** Puts a topic's snapshot in, or, with null, notes that it has none (the browser reads it then). */
  put(topic: string, snapshot: LiveSnapshot | null): void;
  /** The snapshots read, for the page's state. */
  snapshots(): Record<string, LiveSnapshot>;
}

export function renderLiveSource(): RenderLiveSource {
  const store = createStore<LiveStoreState>(() => ({ topics: {} }));
  const wanted = new Set<string>();
  const refused = new Set<string>();
  const read: Record<string, LiveSnapshot> = {};
  return {
    store,
    served: store.getState,
    want: (topic) => void wanted.add(topic),
    unread: () => [...wanted].filter((topic) => !refused.has(topic) && !Object.hasOwn(read, topic)),
    put(topic, snapshot) {
      if (!snapshot) return void refused.add(topic);
      read[topic] = snapshot;
      store.setState((state) => ({ topics: { ...state.topics, [topic]: topicFromSnapshot(snapshot) } }));
    },
    snapshots: () => read,
  };
}
