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

  it('lose fours, sixes and over ends first, oldest first, and keep the order they came in', () => {
    const events = [event('four', 1), event('over_end', 2), event('wicket', 3), event('six', 4), event('fifty', 5), event('four', 6)];
    expect(kinds(boundKeyEvents(events, same, 4))).toEqual(['wicket@3', 'six@4', 'fifty@5', 'four@6']);
    expect(kinds(boundKeyEvents(events, same, 2))).toEqual(['wicket@3', 'fifty@5']);
  });

  it('lose the oldest of the rest only once no boundary is left', () => {
    const events = [event('wicket', 1), event('four', 2), event('wicket', 3), event('result', 4)];
    expect(kinds(boundKeyEvents(events, same, 2))).toEqual(['wicket@3', 'result@4']);
  });

  it("keep one match's wicket among a frame's worth of other matches' boundaries told after it", () => {
    const wicket = event('wicket', 1, 7);
    const others = Array.from({ length: KEY_EVENTS_PER_FRAME_MAX * 3 }, (_, i) => event(i % 2 ? 'four' : 'six', i + 2, 8 + (i % 5)));
    const kept = boundKeyEvents([{ at: 1, event: wicket }, ...others.map((e) => ({ at: 2, event: e }))], (p) => p.event);
    expect(kept).toHaveLength(KEY_EVENTS_PER_FRAME_MAX);
    expect(kept[0]!.event).toEqual(wicket);
    expect(kept.at(-1)!.event).toEqual(others.at(-1));
  });
});
