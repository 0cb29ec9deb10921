// The push queue's consumer (wrangler.toml [[queues.consumers]]): fans a key event out over its
// team's subscriptions, a page at a time, and sends each delivery job's pushes at once. Sends that may
// succeed later (429, 5xx, no answer) go back on the queue as a job of their own, after a doubling
// wait or the push service's Retry-After, until PUSH_MAX_ATTEMPTS; then they are a dead letter.
// Subscriptions the push service says are gone (404, 410) are forgotten.
import { PUSH_DELIVERY_BATCH, PUSH_PAGE_SIZE } from '../../../shared/constants';
import { config } from '../config';
import type { Env } from '../env';
import type { DeadLetter, DeliverJob, FanOutJob, PushJob } from './push-jobs';
import { laneOf } from './push-queues';
import { retryDelaySeconds } from './push-retry';
import { sendPush, type SendOutcome, type VapidSettings } from './push-send';
import { pushTeamOf, pushTeamShard, type StoredSubscription } from './push-team';

/**
 * Delivery jobs per sendBatch: a call takes at most 256 KB, and a job of PUSH_DELIVERY_BATCH devices
 * is about 15 KB (an endpoint and its keys are some 300 bytes).
 */
const JOBS_PER_SEND = 10;

export async function consumePushJobs(batch: MessageBatch<PushJob>, env: Env): Promise<void> {
  const settings = config(env);
  const vapid: VapidSettings = {
    publicKey: settings.VAPID_PUBLIC_KEY,
    privateKey: settings.VAPID_PRIVATE_KEY,
    subject: settings.VAPID_SUBJECT,
    hosts: settings.PUSH_SERVICE_HOSTS,
  };
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        if (vapid.publicKey === '') {
          console.warn('push: a job came with no VAPID keys configured; dropped');
        } else if (message.body.type === 'fan_out') {
          await fanOut(env, message.body);
        } else {
          await deliver(env, message.body, vapid, settings.PUSH_MAX_ATTEMPTS);
        }
        message.ack();
      } catch (err) {
        // The queue tries the message again (max_retries), then puts it on the dead-letter queue.
        console.error(`push: a ${message.body.type} job of team ${message.body.team_id} failed`, err);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts, undefined) });
      }
    }),
  );
}

/** The delivery queue of a lane (push-queues.ts). */
function deliveryQueue(env: Env, lane: number): Queue<DeliverJob> {
  const queue = env[`PUSH_DELIVERY_${lane}`];
  if (!queue) throw new Error(`wrangler.toml has no delivery queue PUSH_DELIVERY_${lane}`);
  return queue;
}

/** One page of a shard of the team's subscriptions as delivery jobs, and the next page as a job of its own. */
async function fanOut(env: Env, job: FanOutJob): Promise<void> {
  const page = await pushTeamShard(env, job.team_id, job.shard).page(job.bit, job.after, PUSH_PAGE_SIZE);
  // The next page first: the shard's fan-out goes on while this page's pushes are sent.
  if (page.next !== null) await env.PUSH_QUEUE.send({ ...job, after: page.next });
  const lane = laneOf(job.shard);
  const jobs: DeliverJob[] = [];
  for (let i = 0; i < page.subscriptions.length; i += PUSH_DELIVERY_BATCH) {
    const subscriptions = page.subscriptions.slice(i, i + PUSH_DELIVERY_BATCH);
    jobs.push({ type: 'deliver', team_id: job.team_id, lane, notification: job.notification, topic: job.topic, subscriptions, attempt: 1 });
  }
  for (let i = 0; i < jobs.length; i += JOBS_PER_SEND) {
    await deliveryQueue(env, lane).sendBatch(jobs.slice(i, i + JOBS_PER_SEND).map((body) => ({ body })));
  }
}

async function deliver(env: Env, job: DeliverJob, vapid: VapidSettings, maxAttempts: number): Promise<void> {
  const outcomes = await Promise.all(
    job.subscriptions.map(async (subscription) => ({ subscription, outcome: await sendOne(subscription, job, vapid) })),
  );
  const gone = outcomes.filter((o) => o.outcome.kind === 'gone').map((o) => o.subscription.endpoint);
  const again = outcomes.filter((o): o is { subscription: StoredSubscription; outcome: Extract<SendOutcome, { kind: 'retry' }> } => o.outcome.kind === 'retry');
  for (const { subscription, outcome } of outcomes) {
    if (outcome.kind === 'refused') console.warn(`push: ${origin(subscription.endpoint)} refused a push of team ${job.team_id}: ${outcome.reason}; dropped`);
  }
  await Promise.all(gone.map((endpoint) => pushTeamOf(env, job.team_id, endpoint).remove([endpoint])));
  if (again.length === 0) return;
  const retry: DeliverJob = { ...job, subscriptions: again.map((o) => o.subscription), attempt: job.attempt + 1 };
  const reason = again[again.length - 1]!.outcome.reason;
  if (retry.attempt > maxAttempts) {
    const letter: DeadLetter = { job: retry, reason };
    await env.PUSH_DEAD_LETTERS.send(letter);
    return;
  }
  const retryAfter = Math.max(...again.map((o) => o.outcome.retryAfter ?? 0));
  await deliveryQueue(env, job.lane).send(retry, { delaySeconds: retryDelaySeconds(job.attempt, retryAfter) });
}

async function sendOne(subscription: StoredSubscription, job: DeliverJob, vapid: VapidSettings): Promise<SendOutcome> {
  try {
    return await sendPush(subscription, job.notification, job.topic, vapid);
  } catch (err) {
    // Keys the encryption cannot use (a subscription saved corrupt): no later attempt does better.
    return { kind: 'refused', reason: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The dead-letter queue's consumer: each delivery given up on is logged, with its team, event, how
 * many devices and the last answer, for operators (Workers Logs), and taken off the queue.
 */
export async function consumeDeadLetters(batch: MessageBatch<DeadLetter | PushJob>, _env: Env): Promise<void> {
  for (const message of batch.messages) {
    const body = message.body;
    if ('reason' in body) {
      console.error(
        `push: dead letter: ${body.job.subscriptions.length} push(es) of ${body.job.notification.id} to team ${body.job.team_id}'s fans after ${body.job.attempt - 1} attempts; last ${body.reason}`,
      );
    } else {
      // A job the consumer threw on max_retries times (the queue put it here itself).
      console.error(`push: dead letter: a ${body.type} job of team ${body.team_id} failed ${message.attempts} times`);
    }
    message.ack();
  }
}

function origin(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'an endpoint';
  }
}
