// What the push queue carries (wrangler.toml [[queues]], docs/push.md). A key event of a team's match
// goes on the queue once per team and shard of its subscriptions (`fan_out`); the consumer reads the
// shard's subscriptions a page at a time and queues a `deliver` job per PUSH_DELIVERY_BATCH of them on
// one of the delivery queues, so the sends of one wicket spread
// over the consumer's concurrent invocations. A delivery's sends that may succeed later come back as a
// job of their own, its attempt counted, until PUSH_MAX_ATTEMPTS make them a dead letter.
import type { PushNotification } from '../../../shared/schemas/push-subscription';
import type { StoredSubscription } from './push-team';

export interface FanOutJob {
  type: 'fan_out';
  team_id: number;
  /** Which of the team's objects (push-shards.ts). */
  shard: number;
  /** The kind's bit (alert-bits.ts): only the subscriptions that chose it are read. */
  bit: number;
  notification: PushNotification;
  /** The push service's Topic header: a newer message of the match replaces one not yet delivered. */
  topic: string;
  /** Where the team's next page of subscriptions starts ('' at first). */
  after: string;
}

export interface DeliverJob {
  type: 'deliver';
  team_id: number;
  /** The delivery queue it goes on, and back on for a retry (push-queues.ts). */
  lane: number;
  notification: PushNotification;
  topic: string;
  subscriptions: StoredSubscription[];
  /** 1 for the first send. */
  attempt: number;
}

export type PushJob = FanOutJob | DeliverJob;

/** A delivery given up on, as it goes to the dead-letter queue: the job and the last answer. */
export interface DeadLetter {
  job: DeliverJob;
  reason: string;
}
