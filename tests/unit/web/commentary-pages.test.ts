// Commentary in pages of overs: the over in progress and the last complete ones first, then the
// overs before them page by page, the oldest ball shown staying put as new balls come in above.
import { describe, expect, it } from 'vitest';
import type { Commentary } from '../../../shared/schemas/scorecard';
import { commentaryKey, pageEnd, shownCount } from '../../../web/src/components/page/commentary-pages';

let nextEvent = 1;
/** An innings' commentary as the upstream sends it, newest first: `balls` of the over in progress above `overs` complete overs. */
function innings(overs: number, balls: number): Commentary[] {
  const items: Commentary[] = [];
  const ball = (over: number, n: number) => ({ event: 'ball', event_id: nextEvent++, inning_number: 1, over, ball: n, commentary: `${over}.${n}` });
  for (let over = 0; over < overs; over++) {
    for (let n = 1; n <= 6; n++) items.push(ball(over, n) as unknown as Commentary);
    items.push({ event: 'overend', event_id: nextEvent++, inning_number: 1, over: over + 1, run: 4, bats: [], bowls: [] } as unknown as Commentary);
  }
  for (let n = 1; n <= balls; n++) items.push(ball(overs, n) as unknown as Commentary);
  return items.reverse();
}

describe('commentary pages', () => {
  it('show the over in progress and the last five complete overs, then five more a page, then the rest', () => {
    const items = innings(12, 3);
    const first = pageEnd(items, 0, 5);
    // 3 balls of the 13th over, then overs 12 to 8 with their summaries.
    expect(first).toBe(3 + 5 * 7);
    expect(items[first]!.event).toBe('overend');
    const second = pageEnd(items, first, 5);
    expect(second - first).toBe(5 * 7);
    expect(pageEnd(items, second, 5)).toBe(items.length);
  });

  it('keep the oldest ball shown when balls come in above, and fall back to the first page when it is gone', () => {
    const before = innings(12, 3);
    const oldest = commentaryKey(before[pageEnd(before, pageEnd(before, 0, 5), 5) - 1]!);
    const count = shownCount(before, oldest, 5);
    // Two more balls pushed at the top.
    const after = [before[0]!, before[1]!].map((item, i) => ({ ...item, event_id: 10_000 + i }) as Commentary).concat(before);
    expect(shownCount(after, oldest, 5)).toBe(count + 2);
    expect(shownCount(after, 'no-such-ball', 5)).toBe(pageEnd(after, 0, 5));
    expect(shownCount(after, null, 5)).toBe(pageEnd(after, 0, 5));
  });

  it('are the whole list when it has no over summaries (the highlights)', () => {
    const wickets = innings(12, 3).filter((item) => item.event === 'ball').slice(0, 9);
    expect(shownCount(wickets, null, 5)).toBe(9);
  });
});
