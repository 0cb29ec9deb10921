import { describe, expect, it } from 'vitest';
import { frameKind, TopicReplica } from '../../../edge/src/live/topic-replica';
import { reconnectWindowMs } from '../../../edge/src/live/reconnect-window';
import { parseServerFrame } from '../../../shared/live-protocol';
import { LIVE_LEAF_RECONNECTS_PER_S, LIVE_RECONNECT_MAX_WINDOW_MS, LIVE_RECONNECT_MIN_WINDOW_MS } from '../../../shared/constants';

const TOPIC = 'match/1';
const EPOCH = 'e1';

const snapshot = (seq: number, data: object, stale?: number) =>
  JSON.stringify({ type: 'snapshot', topic: TOPIC, seq, epoch: EPOCH, at: 1, data, ...(stale ? { stale: { since: stale } } : {}) });
const patch = (seq: number, body: object) => JSON.stringify({ type: 'patch', topic: TOPIC, seq, at: seq, patch: body });
const status = (state: string, since: number) => JSON.stringify({ type: 'status', topic: TOPIC, state, since });

/** A copy at seq 5 whose ring holds the patches for 3, 4 and 5 (runs 1, 2, 3). */
function replica(maxPatches = 10) {
  return TopicReplica.fromCopy(
    TOPIC,
    {
      seq: 5,
      epoch: EPOCH,
      status: status('live', 100),
      copy: { snapshot: snapshot(5, { runs: 3 }), patches: [patch(3, { runs: 1 }), patch(4, { runs: 2 }), patch(5, { runs: 3 })] },
    },
    maxPatches,
  );
}

function snapshotOf(frames: string[]) {
  const frame = parseServerFrame(frames[0]!);
  if (frame?.type !== 'snapshot') throw new Error(`not a snapshot: ${frames[0]}`);
  return frame;
}

describe("a leaf's copy of its topic", () => {
  it('answers a resuming socket with the patches it missed from the ring, and says the topic is live', () => {
    const copy = replica();
    expect(copy.framesSince(3, EPOCH, true)).toEqual([patch(4, { runs: 2 }), patch(5, { runs: 3 }), status('live', 100)]);
    expect(copy.framesSince(2, EPOCH, true)[0]).toBe(patch(3, { runs: 1 }));
    expect(copy.framesSince(5, EPOCH, true)).toEqual([status('live', 100)]);
  });

  it('answers a socket too far behind, ahead, or of another epoch with a snapshot', () => {
    const copy = replica();
    for (const [since, epoch] of [
      [1, EPOCH],
      [6, EPOCH],
      [4, 'other'],
    ] as const) {
      expect(snapshotOf(copy.framesSince(since, epoch, true))).toMatchObject({ seq: 5, data: { runs: 3 } });
    }
    expect(copy.framesSince(undefined, undefined, false)).toEqual([snapshot(5, { runs: 3 })]);
  });

  it('follows the frames it relays, and builds a newer snapshot from them once', () => {
    const copy = replica();
    expect(copy.extend({ from: 5, to: 7, epoch: EPOCH, frames: [patch(6, { runs: 4 }), patch(7, { wickets: 1 })] })).toBe(true);
    expect(copy.seq).toBe(7);
    const fresh = snapshotOf(copy.framesSince(undefined, undefined, false));
    expect(fresh).toMatchObject({ seq: 7, epoch: EPOCH, data: { runs: 4, wickets: 1 } });
    expect(copy.framesSince(undefined, undefined, false)[0]).toBe(JSON.stringify(fresh));
    expect(copy.framesSince(5, EPOCH, false)).toEqual([patch(6, { runs: 4 }), patch(7, { wickets: 1 })]);
  });

  it('refuses frames that do not follow on from it', () => {
    const copy = replica();
    expect(copy.extend({ from: 6, to: 7, epoch: EPOCH, frames: [patch(7, {})] })).toBe(false);
    expect(copy.extend({ from: 5, to: 6, epoch: 'other', frames: [patch(6, {})] })).toBe(false);
    expect(copy.extend({ from: 5, to: 7, epoch: EPOCH, frames: [patch(6, {})] })).toBe(false);
  });

  it('restarts from a snapshot in the stream', () => {
    const copy = replica();
    expect(copy.extend({ from: 5, to: 6, epoch: EPOCH, frames: [snapshot(6, { innings: 2 })] })).toBe(true);
    expect(copy.framesSince(5, EPOCH, false)).toEqual([snapshot(6, { innings: 2 })]);
  });

  it('marks its snapshot stale while the topic is, and says so after it; recovered reads as live for newcomers', () => {
    const copy = replica();
    expect(copy.extend({ from: 5, to: 5, epoch: EPOCH, frames: [status('stale', 200)] })).toBe(true);
    const frames = copy.framesSince(undefined, undefined, false);
    expect(snapshotOf(frames)).toMatchObject({ seq: 5, stale: { since: 200 } });
    expect(frames[1]).toBe(status('stale', 200));
    copy.extend({ from: 5, to: 5, epoch: EPOCH, frames: [status('recovered', 300)] });
    const after = copy.framesSince(undefined, undefined, true);
    expect(snapshotOf(after).stale).toBeUndefined();
    expect(after[1]).toBe(status('live', 300));
  });

  it('keeps at most its cap of patches', () => {
    const copy = replica(2);
    expect(snapshotOf(copy.framesSince(2, EPOCH, false))).toMatchObject({ seq: 5 });
    expect(copy.framesSince(3, EPOCH, false)).toEqual([patch(4, { runs: 2 }), patch(5, { runs: 3 })]);
  });

  it('tells frames apart by their first member', () => {
    expect([snapshot(1, {}), patch(1, {}), status('live', 1), '{"type":"error"}'].map(frameKind)).toEqual([
      'snapshot',
      'patch',
      'status',
      'other',
    ]);
  });
});

describe('the reconnect window of a drained leaf', () => {
  it('spreads its sockets at the rate one object serves, within bounds', () => {
    expect(reconnectWindowMs(10)).toBe(LIVE_RECONNECT_MIN_WINDOW_MS);
    expect(reconnectWindowMs(LIVE_LEAF_RECONNECTS_PER_S * 10)).toBe(10_000);
    expect(reconnectWindowMs(10_000_000)).toBe(LIVE_RECONNECT_MAX_WINDOW_MS);
  });
});
