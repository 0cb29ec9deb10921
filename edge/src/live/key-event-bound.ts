// A frame carries KEY_EVENTS_PER_FRAME_MAX key events at most. When more come together (a topic's
// poll after the upstream caught up on many balls at once, a carousel whose live matches all told it
// something since its last change), each match keeps its share of the frame, taken in turns, so one
// busy match never crowds out another's wicket; within a match, wickets, milestones and results come
// before fours, sixes and over ends, the newest of each first. What is kept stays in the order it came.
import { KEY_EVENTS_PER_FRAME_MAX } from '../../../shared/constants';
import type { KeyEvent, KeyEventKind } from '../../../shared/live-protocol';

const BOUNDARY: ReadonlySet<KeyEventKind> = new Set(['over_end', 'four', 'six']);

/** `items` bounded to `max`, each read as a key event by `eventOf`. */
export function boundKeyEvents<T>(items: readonly T[], eventOf: (item: T) => KeyEvent, max = KEY_EVENTS_PER_FRAME_MAX): T[] {
  if (items.length <= max) return [...items];
  // Each match's candidates, by index, in the order it would keep them.
  const byMatch = new Map<number, { moments: number[]; boundaries: number[] }>();
  for (let i = items.length - 1; i >= 0; i--) {
    const event = eventOf(items[i]!);
    const match = byMatch.get(event.match_id) ?? { moments: [], boundaries: [] };
    byMatch.set(event.match_id, match);
    (BOUNDARY.has(event.kind) ? match.boundaries : match.moments).push(i);
  }
  const queues = [...byMatch.values()].map(({ moments, boundaries }) => [...moments, ...boundaries]);
  const kept = new Set<number>();
  for (let turn = 0; kept.size < max; turn++) {
    for (const queue of queues) {
      const index = queue[turn];
      if (index !== undefined && kept.size < max) kept.add(index);
    }
  }
  return items.filter((_, i) => kept.has(i));
}
