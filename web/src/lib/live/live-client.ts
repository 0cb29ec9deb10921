// The page's live subscriptions: one connection per topic on screen, shared by every component that
// shows it and closed when the last of them unmounts.
import { LIVE_MATCH_POLL_MS, LIVE_SCHEDULE_POLL_MS, NEWSBLOCKS_POLL_MS } from '../../../../shared/constants';
import { parseTopic } from '../../../../shared/live-protocol';
import { updateTopic } from './live-store';
import { TopicConnection } from './topic-connection';

const open = new Map<string, { connection: TopicConnection; users: number }>();

/** How often the HTTP fallback reads a topic: the interval at which the edge refreshes it. */
function pollInterval(topic: string): number {
  const kind = parseTopic(topic)?.kind;
  if (kind === 'blog') return NEWSBLOCKS_POLL_MS;
  if (kind === 'match') return LIVE_MATCH_POLL_MS;
  return LIVE_SCHEDULE_POLL_MS;
}

/** Starts receiving a topic (or joins the connection already open); call the result to leave. */
export function subscribeTopic(topic: string): () => void {
  if (!parseTopic(topic)) {
    updateTopic(topic, { error: 'This live feed is not available' });
    return () => {};
  }
  let entry = open.get(topic);
  if (!entry) {
    entry = { connection: new TopicConnection(topic, pollInterval(topic)), users: 0 };
    open.set(topic, entry);
    entry.connection.start();
  }
  entry.users++;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const current = open.get(topic);
    if (!current || --current.users > 0) return;
    current.connection.stop();
    open.delete(topic);
  };
}
