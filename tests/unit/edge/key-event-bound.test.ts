import { describe, expect, it } from 'vitest';
import { KEY_EVENTS_PER_FRAME_MAX } from '../../../shared/constants';
import type { KeyEvent, KeyEventKind } from '../../../shared/live-protocol';
import { boundKeyEvents } from '../../../edge/src/live/key-event-bound';

const event = (kind: KeyEventKind, ball: number, matchId = 1): KeyEvent => ({
  id: `${matchId}:1:${ball}:${kind}`,
  kind,
  match_id: matchId,
  innings: 1,
  text: `${kind} at ball ${ball}`,
});
const kinds = (events: KeyEvent[]) => events.map((e) => `${e.kind}@${e.id.split(':')[2]}`);
const same = (e: KeyEvent) => e;

describe('key events bounded to a frame', () => {
  it('are all kept, in order, when they fit', () => {
    const few = [event('four', 1), event('wicket', 2), event('six', 3)];
    expect(boundKeyEvents(few, same, 3)).toEqual(few);
  });

  it("of one match keep its wickets and milestones before its boundaries, the newest of each first, in the order they came", () => {
    const events = [event('four', 1), event('over_end', 2), event('wicket', 3), event('six', 4), event('fifty', 5), event('four', 6)];
    expect(kinds(boundKeyEvents(events, same, 4))).toEqual(['wicket@3', 'fifty@5', 'six@4', 'four@6'].sort(byBall));
    expect(kinds(boundKeyEvents(events, same, 2))).toEqual(['wicket@3', 'fifty@5']);
    const moments = [event('wicket', 1), event('four', 2), event('wicket', 3), event('result', 4)];
    expect(kinds(boundKeyEvents(moments, same, 2))).toEqual(['wicket@3', 'result@4']);
  });

  it("give each match its share: one match's wicket is kept among a frame's worth of another's, told after it", () => {
    const wicket = event('wicket', 1, 7);
    const busy = Array.from({ length: KEY_EVENTS_PER_FRAME_MAX * 2 }, (_, i) => event(i % 3 ? 'four' : 'wicket', i + 2, 8));
    const kept = boundKeyEvents([{ at: 1, event: wicket }, ...busy.map((e) => ({ at: 2, event: e }))], (p) => p.event);
    expect(kept).toHaveLength(KEY_EVENTS_PER_FRAME_MAX);
    expect(kept[0]!.event).toEqual(wicket);
    // The busy match keeps all its wickets, then its newest fours.
    const wickets = busy.filter((e) => e.kind === 'wicket');
    const fours = busy.filter((e) => e.kind === 'four');
    const rest = fours.slice(-(KEY_EVENTS_PER_FRAME_MAX - 1 - wickets.length));
    expect(kept.slice(1).map((p) => p.event)).toEqual(busy.filter((e) => wickets.includes(e) || rest.includes(e)));
  });

  it("keep every match's newest boundary when many matches' boundaries overflow a frame", () => {
    const matches = [11, 12, 13, 14, 15];
    const events = Array.from({ length: 40 }, (_, i) => event(i % 2 ? 'four' : 'six', i, matches[i % matches.length]));
    const kept = boundKeyEvents(events, same, 10);
    expect(kept).toHaveLength(10);
    for (const id of matches) expect(kept).toContainEqual(events.findLast((e) => e.match_id === id));
  });
});

function byBall(a: string, b: string): number {
  return Number(a.split('@')[1]) - Number(b.split('@')[1]);
}
