// A leaf's own copy of its topic, kept from the frames it relays: the latest snapshot it can build,
// the recent patches after it, and where the topic stands (stale or live). With it a leaf answers
// its joining and resuming sockets itself, so a reconnect storm of a million fans never reaches the
// topic's object: only a leaf that has no copy yet (or lost it to an eviction) asks its parent.
// Frames are the topic's own strings, relayed as they came; they are parsed only to build a newer
// snapshot for a fresh socket, at most once per change.
import type { ServerMessage } from '../../../shared/live-protocol';
import { applyMergePatch, isJsonObject, type JsonObject } from '../../../shared/merge-patch';

/** Frames that take a listener at seq `from` to `to` (equal for a status change alone). */
export interface FrameRun {
  from: number;
  to: number;
  epoch: string;
  frames: string[];
}

interface Entry {
  seq: number;
  frame: string;
}

/** The snapshot, and the `stale.since` it was written with (null: written while live). */
interface SnapshotEntry extends Entry {
  stale: number | null;
}

/** What a parent's open answers a leaf with, for its copy (see LiveTopic.open). */
export interface TopicCopy {
  seq: number;
  epoch: string;
  status: string;
  copy: { snapshot: string; patches: string[] };
}

type Kind = 'snapshot' | 'patch' | 'status' | 'other';

/** A frame's type from its first member: the topic writes `type` first in every frame it builds. */
export function frameKind(frame: string): Kind {
  if (frame.startsWith('{"type":"patch"')) return 'patch';
  if (frame.startsWith('{"type":"snapshot"')) return 'snapshot';
  if (frame.startsWith('{"type":"status"')) return 'status';
  return 'other';
}

type Snapshot = Extract<ServerMessage, { type: 'snapshot' }>;
type Patch = Extract<ServerMessage, { type: 'patch' }>;
type Status = Extract<ServerMessage, { type: 'status' }>;

export class TopicReplica {
  private snapshot: SnapshotEntry;
  /** Patches for seq ringStart + 1 .. seq, without holes; those after the snapshot are all here. */
  private patches: Entry[] = [];
  /** The topic's state as a status frame: 'stale' since when, or 'live' since when. */
  private status: string;

  private constructor(
    readonly topic: string,
    readonly epoch: string,
    snapshot: Entry,
    status: string,
    private readonly maxPatches: number,
  ) {
    this.snapshot = { ...snapshot, stale: staleOf(snapshot.frame) };
    this.status = status;
  }

  /**
   * A copy from the parent's answer to an open: the topic's snapshot at `seq` and the patches of its
   * resume ring, which end at `seq`, so the copy answers resuming sockets as far back as the topic.
   */
  static fromCopy(topic: string, reply: TopicCopy, maxPatches: number): TopicReplica {
    const { snapshot, patches } = reply.copy;
    const replica = new TopicReplica(topic, reply.epoch, { seq: reply.seq, frame: snapshot }, reply.status, maxPatches);
    const first = reply.seq - patches.length + 1;
    replica.patches = patches.map((frame, i) => ({ seq: first + i, frame }));
    replica.trim();
    return replica;
  }

  get seq(): number {
    return this.patches.at(-1)?.seq ?? this.snapshot.seq;
  }

  /**
   * Takes frames relayed from the parent. False when they do not follow on from this copy (another
   * epoch, or a gap): the copy is then out of date and must be dropped.
   */
  extend(run: FrameRun): boolean {
    if (run.epoch !== this.epoch || run.from !== this.seq) return false;
    let seq = run.from;
    for (const frame of run.frames) {
      const kind = frameKind(frame);
      if (kind === 'patch') this.patches.push({ seq: ++seq, frame });
      else if (kind === 'snapshot') {
        seq = run.to;
        this.snapshot = { seq, frame, stale: staleOf(frame) };
        this.patches = [];
      } else if (kind === 'status') this.takeStatus(frame);
    }
    if (seq !== run.to) return false;
    this.trim();
    return true;
  }

  /**
   * The frames that bring a socket from `since` (of `epoch`) to now: the patches it missed, or a
   * snapshot when this copy no longer holds them all; then, as the topic itself would answer, the
   * topic's state when it is stale or the socket is resuming.
   */
  framesSince(since: number | undefined, epoch: string | undefined, resume: boolean): string[] {
    const ringStart = (this.patches[0]?.seq ?? this.snapshot.seq + 1) - 1;
    const resumable = since !== undefined && epoch === this.epoch && since >= ringStart && since <= this.seq;
    const frames = resumable ? this.patches.filter((p) => p.seq > since).map((p) => p.frame) : [this.currentSnapshot()];
    if (this.stale() || resume) frames.push(this.status);
    return frames;
  }

  /**
   * A snapshot at the newest seq and marked stale as the topic now is, built from the last one and
   * the patches after it when needed.
   */
  private currentSnapshot(): string {
    const stale = this.stale();
    if (this.snapshot.seq === this.seq && this.snapshot.stale === (stale?.since ?? null)) return this.snapshot.frame;
    const base = JSON.parse(this.snapshot.frame) as Snapshot;
    let data: JsonObject = base.data;
    let at = base.at;
    for (const entry of this.patches) {
      if (entry.seq <= this.snapshot.seq) continue;
      const patch = JSON.parse(entry.frame) as Patch;
      const next = applyMergePatch(data, patch.patch);
      if (!isJsonObject(next)) throw new Error(`${this.topic}: patch ${entry.seq} turned the state into a non-object`);
      data = next;
      at = patch.at ?? at;
    }
    const frame = {
      type: 'snapshot',
      topic: base.topic,
      seq: this.seq,
      epoch: this.epoch,
      ...(at !== undefined ? { at } : {}),
      data,
      ...(stale ? { stale: { since: stale.since ?? 0 } } : {}),
    } satisfies Snapshot;
    this.snapshot = { seq: this.seq, frame: JSON.stringify(frame), stale: stale?.since ?? null };
    return this.snapshot.frame;
  }

  /** Keeps at most maxPatches patches, never one the snapshot still needs. */
  private trim(): void {
    if (this.patches.length <= this.maxPatches) return;
    if (this.patches[this.patches.length - this.maxPatches - 1]!.seq > this.snapshot.seq) this.currentSnapshot();
    this.patches = this.patches.slice(-this.maxPatches);
  }

  private takeStatus(frame: string): void {
    const status = JSON.parse(frame) as Status;
    // 'recovered' is said once, when it happens; a socket joining later is told the topic is live.
    this.status = status.state === 'recovered' ? JSON.stringify({ ...status, state: 'live' } satisfies Status) : frame;
  }

  private stale(): Status | null {
    const status = JSON.parse(this.status) as Status;
    return status.state === 'stale' ? status : null;
  }
}

function staleOf(snapshot: string): number | null {
  return (JSON.parse(snapshot) as Snapshot).stale?.since ?? null;
}
