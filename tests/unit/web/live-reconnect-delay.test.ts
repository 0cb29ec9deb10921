import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from '../../../web/src/lib/live/reconnect-delay';
import { drainReason, reconnectWindowOf } from '../../../shared/live-protocol';

describe('a dropped live socket’s wait before reconnecting', () => {
  it('is drawn at random up to the window the edge named, on the first try', () => {
    expect(reconnectDelayMs(0, 45_000, () => 0.5)).toBe(22_500);
    expect(reconnectDelayMs(0, 45_000, () => 0)).toBe(0);
  });

  it('is jittered even after an unexplained drop, and backs off on later tries up to 30 s', () => {
    expect(reconnectDelayMs(0, null, () => 1)).toBe(2_000);
    expect(reconnectDelayMs(1, null, () => 1)).toBe(4_000);
    expect(reconnectDelayMs(2, 45_000, () => 1)).toBe(8_000);
    expect(reconnectDelayMs(10, null, () => 1)).toBe(30_000);
  });
});

describe('the drain close reason', () => {
  it('names the window, and reads back; other reasons name none', () => {
    expect(reconnectWindowOf(drainReason(12_345.4))).toBe(12_345);
    expect(reconnectWindowOf('Bad frame')).toBeNull();
    expect(reconnectWindowOf('reconnect within -5 ms')).toBeNull();
  });
});
