// The push queues (wrangler.toml): fan-out jobs on cricket-push; a shard's delivery jobs on delivery
// queue `shard % PUSH_DELIVERY_QUEUES`, so a wicket's sends spread over that many queues' consumers,
// each queue with its own concurrent invocations (a retry goes back on the queue it came from); what
// is given up on, on the dead-letter queue.
import { PUSH_DELIVERY_QUEUES } from '../../../shared/constants';

export const DELIVERY_QUEUE_PREFIX = 'cricket-push-deliver-';
export const PUSH_DEAD_LETTER_QUEUE_NAME = 'cricket-push-dead';

export function laneOf(shard: number): number {
  return shard % PUSH_DELIVERY_QUEUES;
}
