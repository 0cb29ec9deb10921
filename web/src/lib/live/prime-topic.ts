// A live topic's first snapshot over HTTP, cached and compressed once at the edge, written into the
// store for the socket to resume from (topic-connection.ts). The match centre reads its topics before
// its first render (routes/news-routes.tsx), so the page appears with its match rather than with a
// loading state that one more render and layout then replace.
import { parseServerFrame } from '../../../../shared/live-protocol';
import { topicState, updateTopic } from './live-store';

/** How long a read waits for the edge; the socket's first subscribe then asks for its own snapshot. */
const PRIME_TIMEOUT_MS = 4_000;
/** How long a route holds its first render for its topics: past it the page draws its skeleton. */
const FIRST_DRAW_WAIT_MS = 1_000;

const reading = new Map<string, Promise<void>>();

/** Reads the topic's snapshot into the store unless it holds one; one read at a time per topic. */
export function primeTopic(topic: string): Promise<void> {
  if (topicState(topic).epoch) return Promise.resolve();
  let read = reading.get(topic);
  if (!read) {
    read = readSnapshot(topic).finally(() => reading.delete(topic));
    reading.set(topic, read);
  }
  return read;
}

/** Resolves once the topics' snapshots are in the store, or FIRST_DRAW_WAIT_MS has passed. */
export function primeForFirstDraw(topics: string[]): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_DRAW_WAIT_MS)));
  return Promise.race([Promise.all(topics.map(primeTopic)), waited]).then(() => clearTimeout(timer));
}

async function readSnapshot(topic: string): Promise<void> {
  try {
    const response = await fetch(`/live/${topic}`, { signal: AbortSignal.timeout(PRIME_TIMEOUT_MS) });
    const frame = response.ok ? parseServerFrame(await response.text()) : undefined;
    // A socket's snapshot may have come first: the store keeps the newer state it holds.
    if (frame?.type !== 'snapshot' || topicState(topic).epoch) return;
    updateTopic(topic, { data: frame.data, seq: frame.seq, epoch: frame.epoch, staleSince: frame.stale?.since ?? null, error: null });
  } catch {
    // Offline, slow or refused: the socket's subscribe gets the snapshot instead.
  }
}
