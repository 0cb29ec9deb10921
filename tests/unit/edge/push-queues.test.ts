import { fileURLToPath } from 'node:url';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { DELIVERY_QUEUE_PREFIX, laneOf, PUSH_DEAD_LETTER_QUEUE_NAME } from '../../../edge/src/push/push-queues';
import { PUSH_DELIVERY_QUEUES, PUSH_TEAM_SHARDS } from '../../../shared/constants';

const { workerOptions } = unstable_getMiniflareWorkerOptions(fileURLToPath(new URL('../../../wrangler.toml', import.meta.url)));
const producers = workerOptions.queueProducers as Record<string, { queueName: string }>;
const consumers = workerOptions.queueConsumers as Record<string, { deadLetterQueue?: string }>;

describe('the push queues', () => {
  it('are a delivery queue per lane in wrangler.toml, each produced to and consumed, dead letters to one queue', () => {
    for (let lane = 0; lane < PUSH_DELIVERY_QUEUES; lane++) {
      const queue = `${DELIVERY_QUEUE_PREFIX}${lane}`;
      expect(producers[`PUSH_DELIVERY_${lane}`]?.queueName, queue).toBe(queue);
      expect(consumers[queue]?.deadLetterQueue, queue).toBe(PUSH_DEAD_LETTER_QUEUE_NAME);
    }
    expect(producers[`PUSH_DELIVERY_${PUSH_DELIVERY_QUEUES}`]).toBeUndefined();
    expect(consumers['cricket-push']?.deadLetterQueue).toBe(PUSH_DEAD_LETTER_QUEUE_NAME);
    expect(consumers[PUSH_DEAD_LETTER_QUEUE_NAME]).toBeDefined();
  });

  it('take each shard\'s deliveries on one lane, every lane in use', () => {
    const lanes = new Set(Array.from({ length: PUSH_TEAM_SHARDS }, (_, shard) => laneOf(shard)));
    expect([...lanes].sort((a, b) => a - b)).toEqual(Array.from({ length: PUSH_DELIVERY_QUEUES }, (_, lane) => lane));
  });
});
