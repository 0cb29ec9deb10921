import { describe, expect, it } from 'vitest';
import { niceStep, runsAxisMax, ticks } from '../../../web/src/features/match-centre/chart-scale';

describe('chart axes', () => {
  it('steps by 1, 2 or 5 times a power of ten', () => {
    expect([niceStep(172, 4), niceStep(17, 4), niceStep(20, 8), niceStep(50, 10), niceStep(3, 4), niceStep(430, 4)]).toEqual([50, 5, 5, 5, 1, 200]);
  });

  it('ends a runs axis on a round gridline at or above the highest value, never below the floor', () => {
    expect(runsAxisMax(172, 10, 4)).toBe(200);
    expect(runsAxisMax(17, 6, 4)).toBe(20);
    expect(runsAxisMax(0, 10, 4)).toBe(10);
    expect(runsAxisMax(200, 10, 4)).toBe(200);
    for (let highest = 0; highest <= 700; highest++) {
      const top = runsAxisMax(highest, 6, 4);
      expect(top).toBeGreaterThanOrEqual(highest);
      expect(ticks(top, 4).at(-1)).toBe(top);
    }
  });

  it('labels an axis from 0 in equal round steps', () => {
    expect(ticks(200, 4)).toEqual([0, 50, 100, 150, 200]);
    expect(ticks(20, 8)).toEqual([0, 5, 10, 15, 20]);
    expect(ticks(50, 10)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50]);
  });
});
