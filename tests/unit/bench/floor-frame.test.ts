// The floor sends the shard's own change frame, restamped for each send: the same bytes but its seq
// and its `at`, which the floor's sockets read back for the latency.
import { describe, expect, it } from 'vitest';
import { restampedFrame } from '../../../bench/floor-push';

const SAMPLE =
  '{"type":"patch","topic":"match/105767708","seq":41,"epoch":"e1","at":1764100000123,"patch":[{"op":"replace","path":"/score","value":"145/3"}]}';

describe('restampedFrame', () => {
  it('changes only the seq and the at', () => {
    const frame = restampedFrame(SAMPLE, 7, 1234.5);
    expect(JSON.parse(frame)).toEqual({ ...JSON.parse(SAMPLE), seq: 7, at: 1234.5 });
  });

  it('refuses a frame it cannot restamp', () => {
    expect(() => restampedFrame('{"type":"snapshot","data":{}}', 1, 1)).toThrow(/no seq or at/);
  });
});
