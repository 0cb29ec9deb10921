// What a topic must not forget when its object is evicted or the edge restarts: its sequence
// number and epoch, the last good state, a bounded ring of recent patch frames for resuming
// clients, stale and not-found marks, poll bookkeeping and who listens. Everything lives in the
// object's storage; memory only caches it. Frames are built (serialised) here, once per change.
import { z } from '../../../shared/zod';
import { LIVE_RESUME_MAX_CHARS } from '../../../shared/constants';
import { KeyEvent, type LiveState, type ServerMessage } from '../../../shared/live-protocol';
import type { ListenerCount } from './listener-counts';
import { createMergePatch, MergePatchConflict, type JsonObject } from '../../../shared/merge-patch';

const ScheduleStateSchema = z.object({ nextDue: z.number(), failures: z.number().check(z.int(), z.nonnegative()) });
const ListenerSchema: z.ZodMiniType<ListenerCount> = z.object({ count: z.number().check(z.int(), z.nonnegative()), stamp: z.number() });

const MetaSchema = z.object({
  topic: z.string(),
  /** Names this incarnation of the topic's seq numbers: a seq from another epoch means nothing. */
  epoch: z.string(),
  seq: z.number().check(z.int(), z.nonnegative()),
  /** The ring holds the patches for seq ringBase + 1 .. seq, without holes. */
  ringBase: z.number().check(z.int(), z.nonnegative()),
  dataChunks: z.number().check(z.int(), z.nonnegative()),
  /** When the edge received the upstream answer(s) that produced the state: the frames' `at`. */
  dataAt: z.optional(z.number()),
  staleSince: z.nullable(z.number()),
  liveSince: z.number(),
  notFoundAt: z.nullable(z.number()),
  schedules: z.record(z.string(), ScheduleStateSchema),
  /** Shard objects holding sockets on this topic, by name, with their last reported count. */
  listeners: z.record(z.string(), ListenerSchema),
  idleSince: z.nullable(z.number()),
  /**
   * Topics that follow this one's key events (the carousel, a live match's), each until a time: the
   * topic polls while one does, as it would for a listener. Absent in a meta stored before them.
   */
  followers: z.optional(z.record(z.string(), z.number())),
  /**
   * Key events of the topics this one follows (the carousel's live matches), each with when it came,
   * waiting for this topic's next change to carry them.
   */
  pendingEvents: z.optional(z.array(z.object({ at: z.number(), event: KeyEvent }))),
  /** Until when the topic polls for push alerts, listeners or not (edge/src/push/push-cron.ts). */
  awakeUntil: z.optional(z.number()),
});
export type TopicMeta = z.infer<typeof MetaSchema>;

const JsonObjectSchema = z.record(z.string(), z.json()) as z.ZodMiniType<JsonObject>;

/** Storage values are capped in size; the state is written in pieces of this many characters. */
const CHUNK_CHARS = 32 * 1024;
/** A patch frame larger than this is broadcast but not kept: resuming across it takes a snapshot. */
const MAX_RING_FRAME_CHARS = CHUNK_CHARS;
const META_KEY = 'meta';
const DATA_PREFIX = 'data:';
const RING_PREFIX = 'ring:';

interface RingEntry {
  seq: number;
  frame: string;
}

/** What one committed change sends to listeners: the frame that takes seq `from` to `to`. */
export interface Change {
  from: number;
  to: number;
  frame: string;
}

export class TopicStore {
  private snapshotCache: { key: string; frame: string } | null = null;

  private constructor(
    private readonly storage: DurableObjectStorage,
    public meta: TopicMeta | null,
    public data: JsonObject | null,
    private ring: RingEntry[],
  ) {}

  static async load(storage: DurableObjectStorage): Promise<TopicStore> {
    const meta = MetaSchema.safeParse(await storage.get(META_KEY));
    if (!meta.success) return new TopicStore(storage, null, null, []);
    let data: JsonObject | null = null;
    if (meta.data.dataChunks > 0) {
      const keys = Array.from({ length: meta.data.dataChunks }, (_, i) => `${DATA_PREFIX}${i}`);
      const chunks = await storage.get(keys);
      const text = keys.map((key) => z.string().parse(chunks.get(key))).join('');
      data = JsonObjectSchema.parse(JSON.parse(text));
    }
    const stored = await storage.list({ prefix: RING_PREFIX });
    const ring = [...stored].map(([key, frame]) => ({
      seq: Number(key.slice(RING_PREFIX.length)),
      frame: z.string().parse(frame),
    }));
    return new TopicStore(storage, meta.data, data, ring);
  }

  /** A topic seen for the first time starts a new epoch at seq 0 (no data yet). */
  init(topic: string, now = Date.now()): TopicMeta {
    this.meta ??= {
      topic,
      epoch: crypto.randomUUID(),
      seq: 0,
      ringBase: 0,
      dataChunks: 0,
      staleSince: null,
      liveSince: now,
      notFoundAt: null,
      schedules: {},
      listeners: {},
      idleSince: null,
      followers: {},
    };
    return this.meta;
  }

  async saveMeta(): Promise<void> {
    if (this.meta) await this.storage.put(META_KEY, this.meta);
  }

  /**
   * Makes `next` the topic's state. Returns the frame for listeners, or null when nothing changed.
   * The first state, and a change a patch cannot express, go out as a snapshot and restart the ring.
   * `receivedAt`: when the edge received the upstream answer that produced `next` (the frames' `at`).
   * `events`: the change's key events, carried by its patch frame (and so replayed with the ring);
   * a change that goes out as a snapshot carries none.
   */
  async commit(next: JsonObject, maxPatches: number, receivedAt: number, events: KeyEvent[] = []): Promise<Change | null> {
    const meta = this.requireMeta();
    let patch: JsonObject | undefined;
    let reset = this.data === null;
    if (this.data !== null) {
      try {
        patch = createMergePatch(this.data, next);
        if (patch === undefined) return null;
      } catch (err) {
        if (!(err instanceof MergePatchConflict)) throw err;
        reset = true;
      }
    }
    const from = meta.seq;
    meta.seq = from + 1;
    meta.dataAt = receivedAt;
    this.data = next;
    const frame = reset || patch === undefined ? this.snapshotFrame() : this.patchFrame(meta.seq, receivedAt, patch, events);
    const writes: Record<string, unknown> = {};
    const deletes: string[] = [];
    if (reset || frame.length > MAX_RING_FRAME_CHARS) {
      deletes.push(...this.ring.map((entry) => ringKey(entry.seq)));
      this.ring = [];
      meta.ringBase = meta.seq;
    } else {
      this.ring.push({ seq: meta.seq, frame });
      writes[ringKey(meta.seq)] = frame;
      let chars = this.ring.reduce((sum, entry) => sum + entry.frame.length, 0);
      while (this.ring.length > maxPatches || chars > LIVE_RESUME_MAX_CHARS) {
        const dropped = this.ring.shift()!;
        chars -= dropped.frame.length;
        deletes.push(ringKey(dropped.seq));
        meta.ringBase = dropped.seq;
      }
    }
    const text = JSON.stringify(next);
    const chunks = Math.ceil(text.length / CHUNK_CHARS);
    for (let i = 0; i < chunks; i++) writes[`${DATA_PREFIX}${i}`] = text.slice(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS);
    for (let i = chunks; i < meta.dataChunks; i++) deletes.push(`${DATA_PREFIX}${i}`);
    meta.dataChunks = chunks;
    writes[META_KEY] = meta;
    // One batch: the state, its ring entry and the new seq land together or not at all.
    await this.storage.transaction(async (txn) => {
      if (deletes.length > 0) await txn.delete(deletes);
      await txn.put(writes);
    });
    return { from, to: meta.seq, frame };
  }

  /**
   * The frames that bring a client from `since` (of `epoch`) to now: the missed patches in order
   * when the ring still holds them all, else the snapshot. Empty when it is up to date.
   */
  framesSince(since: number | undefined, epoch: string | undefined): string[] {
    const meta = this.requireMeta();
    const resumable = since !== undefined && epoch === meta.epoch && since >= meta.ringBase && since <= meta.seq;
    if (!resumable) return [this.snapshotFrame()];
    return this.ring.filter((entry) => entry.seq > since).map((entry) => entry.frame);
  }

  /** The resume ring's patch frames, for seq ringBase + 1 .. seq: what a leaf's copy starts with. */
  ringFrames(): string[] {
    return this.ring.map((entry) => entry.frame);
  }

  snapshotFrame(): string {
    const meta = this.requireMeta();
    const key = `${meta.seq}:${meta.staleSince}`;
    if (this.snapshotCache?.key !== key) {
      const frame = {
        type: 'snapshot',
        topic: meta.topic,
        seq: meta.seq,
        epoch: meta.epoch,
        // Before the state, so a client can read the header fields without parsing the rest.
        ...(meta.dataAt !== undefined ? { at: meta.dataAt } : {}),
        data: this.data ?? {},
        ...(meta.staleSince !== null ? { stale: { since: meta.staleSince } } : {}),
      } satisfies ServerMessage;
      this.snapshotCache = { key, frame: JSON.stringify(frame) };
    }
    return this.snapshotCache.frame;
  }

  statusFrame(state: LiveState, since: number): string {
    return JSON.stringify({ type: 'status', topic: this.requireMeta().topic, state, since } satisfies ServerMessage);
  }

  private patchFrame(seq: number, at: number, patch: JsonObject, events: KeyEvent[]): string {
    const frame = { type: 'patch', topic: this.requireMeta().topic, seq, at, patch, ...(events.length > 0 ? { events } : {}) } satisfies ServerMessage;
    return JSON.stringify(frame);
  }

  private requireMeta(): TopicMeta {
    if (!this.meta) throw new Error('The topic store is used before its topic is known');
    return this.meta;
  }
}

function ringKey(seq: number): string {
  return `${RING_PREFIX}${String(seq).padStart(16, '0')}`;
}
