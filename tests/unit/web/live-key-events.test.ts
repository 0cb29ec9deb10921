import { describe, expect, it } from 'vitest';
import type { KeyEvent } from '../../../shared/live-protocol';
import { ballMoments, withKeyEvents } from '../../../web/src/lib/live/live-store';

const event = (n: number): KeyEvent => ({ id: `1:1:${n}:four`, kind: 'four', match_id: 1, innings: 1, text: `FOUR! ball ${n}` });

describe('the key events a page holds of a topic', () => {
  it('adds a change\'s events in order, each id once, so a resume\'s replay is not told twice', () => {
    const held = withKeyEvents([], [event(1), event(2)]);
    expect(withKeyEvents(held, [event(2), event(3)]).map((e) => e.id)).toEqual([event(1), event(2), event(3)].map((e) => e.id));
  });

  it('keeps what it held, the same list, when a change brings nothing new', () => {
    const held = withKeyEvents([], [event(1)]);
    expect(withKeyEvents(held, undefined)).toBe(held);
    expect(withKeyEvents(held, [event(1)])).toBe(held);
  });

  it('keeps the newest twenty', () => {
    const held = withKeyEvents([], Array.from({ length: 30 }, (_, i) => event(i)));
    expect(held.map((e) => e.id)).toEqual(Array.from({ length: 20 }, (_, i) => event(i + 10).id));
  });
});

describe('the balls a page animates of a change', () => {
  const of = (matchId: number, n: number, kind: KeyEvent['kind']): KeyEvent => ({ id: `${matchId}:1:${n}:${kind}`, kind, match_id: matchId, innings: 1, text: `${kind} ${n}` });

  it('are its fours, sixes and wickets, the last of each match', () => {
    const change = [of(1, 1, 'four'), of(1, 2, 'six'), of(2, 7, 'wicket'), of(1, 3, 'over_end'), of(2, 8, 'fifty')];
    expect(ballMoments(change)?.map((e) => e.id)).toEqual(['1:1:2:six', '2:1:7:wicket']);
  });

  it('are none for a change without one', () => {
    expect(ballMoments(undefined)).toBeNull();
    expect(ballMoments([of(1, 3, 'over_end'), of(1, 4, 'hundred')])).toBeNull();
  });
});
