// How long a dropped live socket waits before trying again. Every wait is "full jitter": drawn at
// random up to a bound, so that when the edge drops a million fans at once (a deploy) they come back
// spread out rather than in the same second. The first retry's bound is the window the edge named
// when it drained the socket (a goingAway close, docs/live-protocol.md), or a couple of seconds for
// an unexplained drop; later retries back off from 2 s to 30 s.

const FIRST_RETRY_MS = 2_000;
const MIN_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

/** `retry`: 0 for the first try after a drop. `windowMs`: the edge's reconnect window, if it named one. */
export function reconnectDelayMs(retry: number, windowMs: number | null, random: () => number = Math.random): number {
  const bound = retry === 0 ? (windowMs ?? FIRST_RETRY_MS) : Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** (retry + 1));
  return random() * bound;
}
