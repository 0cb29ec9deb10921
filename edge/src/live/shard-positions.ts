// Where a shard stands on each topic it serves: the seq (and epoch) its in-sync sockets are at, kept
// in storage so that an evicted shard still knows it when the next update arrives; and one queue
// per topic, so that updates and joining sockets are handled one at a time, in order.
import { z } from '../../../shared/zod';

export interface Position {
  seq?: number;
  epoch?: string;
}

interface Entry extends Position {
  loaded: boolean;
  queue: Promise<unknown>;
}

const StoredSchema = z.object({ seq: z.number(), epoch: z.string() });

export class ShardPositions {
  private entries = new Map<string, Entry>();

  constructor(private readonly storage: DurableObjectStorage) {}

  /** Runs the task after every task queued before it for this topic has settled. */
  serial<T>(topic: string, task: () => Promise<T>): Promise<T> {
    const entry = this.entry(topic);
    const run = entry.queue.then(task, task);
    entry.queue = run.catch(() => undefined);
    return run;
  }

  async get(topic: string): Promise<Readonly<Position>> {
    const entry = this.entry(topic);
    if (!entry.loaded) {
      const stored = StoredSchema.safeParse(await this.storage.get(key(topic)));
      if (stored.success) Object.assign(entry, stored.data);
      entry.loaded = true;
    }
    return entry;
  }

  async set(topic: string, seq: number, epoch: string): Promise<void> {
    const entry = this.entry(topic);
    entry.seq = seq;
    entry.epoch = epoch;
    entry.loaded = true;
    await this.storage.put(key(topic), { seq, epoch });
  }

  private entry(topic: string): Entry {
    let entry = this.entries.get(topic);
    if (!entry) {
      entry = { loaded: false, queue: Promise.resolve() };
      this.entries.set(topic, entry);
    }
    return entry;
  }
}

function key(topic: string): string {
  return `position:${topic}`;
}
