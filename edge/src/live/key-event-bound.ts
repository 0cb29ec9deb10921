// A frame carries KEY_EVENTS_PER_FRAME_MAX key events at most. When more come together (a topic's
// poll after the upstream caught up on many balls at once, a carousel whose live matches all told
// it something since its last change), the moments a fan must not miss are kept before the
// boundaries: fours, sixes and over ends go first, oldest first, and only then the oldest of the rest.
// What is kept stays in the order it came.
import { KEY_EVENTS_PER_FRAME_MAX } from '../../../shared/constants';
import type { KeyEvent, KeyEventKind } from '../../../shared/live-protocol';

const FIRST_TO_GO: ReadonlySet<KeyEventKind> = new Set(['over_end', 'four', 'six']);

/** `items` bounded to `max`, each read as a key event by `eventOf`. */
export function boundKeyEvents<T>(items: readonly T[], eventOf: (item: T) => KeyEvent, max = KEY_EVENTS_PER_FRAME_MAX): T[] {
  let extra = items.length - max;
  if (extra <= 0) return [...items];
  const dropped = new Set<number>();
  const drop = (keep: (item: T) => boolean) => {
    for (let i = 0; i < items.length && extra > 0; i++) {
      if (dropped.has(i) || keep(items[i]!)) continue;
      dropped.add(i);
      extra--;
    }
  };
  drop((item) => !FIRST_TO_GO.has(eventOf(item).kind));
  drop(() => false);
  return items.filter((_, i) => !dropped.has(i));
}
