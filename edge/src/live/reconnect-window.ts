// How long a drained leaf gives its sockets to come back: long enough that their reconnects,
// spread at random over it, stay within what one object serves a second, so a leaf of 30,000 fans
// takes over a minute and one of 200 fans two seconds.
import { LIVE_LEAF_RECONNECTS_PER_S, LIVE_RECONNECT_MAX_WINDOW_MS, LIVE_RECONNECT_MIN_WINDOW_MS } from '../../../shared/constants';

export function reconnectWindowMs(sockets: number): number {
  const spread = Math.ceil((sockets / LIVE_LEAF_RECONNECTS_PER_S) * 1000);
  return Math.min(LIVE_RECONNECT_MAX_WINDOW_MS, Math.max(LIVE_RECONNECT_MIN_WINDOW_MS, spread));
}
