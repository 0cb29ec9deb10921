// Commentary in pages of overs, newest first: a match's whole commentary is hundreds of balls (a Test's
// thousands), so a page shows the over in progress and the last few complete ones, and each further
// page the overs before them. The oldest ball shown stays put while new balls come in above
// (commentary-list.tsx keeps it).
import type { Commentary } from '../../../../shared/schemas/scorecard';

/** A commentary item's identity across pushes: its innings and event id. */
export const commentaryKey = (item: Commentary) => `${item.inning_number}-${item.event_id}`;

/**
 * The end (exclusive) of the page that starts at `from`: just before the (overs + 1)-th over summary
 * at or after it, so the page holds the balls down to the start of `overs` complete overs (and, on
 * the first page, the over in progress above them); the whole rest when fewer are left.
 */
export function pageEnd(items: Commentary[], from: number, overs: number): number {
  let summaries = 0;
  for (let i = from; i < items.length; i++) {
    if (items[i]!.event !== 'overend') continue;
    summaries++;
    if (summaries > overs) return i;
  }
  return items.length;
}

/**
 * How many items, from the top, are shown: down to `oldest` (the key of the oldest ball shown), or the
 * first page when there is none yet or it has gone (another match's list).
 */
export function shownCount(items: Commentary[], oldest: string | null, overs: number): number {
  const at = oldest === null ? -1 : items.findIndex((item) => commentaryKey(item) === oldest);
  return at >= 0 ? at + 1 : pageEnd(items, 0, overs);
}
