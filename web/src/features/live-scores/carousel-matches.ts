import { CAROUSEL_FEATURED_MIN_CARDS } from '../../../../shared/constants';
import { toInstant } from '../../../../shared/format/time';
import { z } from '../../../../shared/zod';
import { MatchSchema, type Match } from '../../../../shared/schemas/match';
import { lenientArray } from '../../../../shared/schemas/primitives';

export type CarouselFilter = 'featured' | 'live' | 'upcoming' | 'result';

export const CAROUSEL_FILTERS: { key: CarouselFilter; label: string }[] = [
  { key: 'featured', label: 'Featured' },
  { key: 'live', label: 'Live Score' },
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'result', label: 'Result' },
];

// The carousel topic's state is {matches: Match[]} (docs/live-protocol.md). Items that do not parse
// are left out rather than blanking the whole carousel. A patch makes new objects only for the
// matches it changes (shared/merge-patch.ts), and the list remembers what it read from each match
// object, so a ball re-parses the match it was bowled in, not the 35 in the carousel.
const CarouselSchema = z.looseObject({ matches: lenientArray(MatchSchema) });

export function carouselMatches(data: unknown): Match[] {
  const parsed = CarouselSchema.safeParse(data);
  return parsed.success ? parsed.data.matches : [];
}

/** The matches under one filter chip. */
export function filterMatches(matches: Match[], filter: CarouselFilter): Match[] {
  switch (filter) {
    case 'live':
      return matches.filter((m) => m.status === 'Live');
    case 'upcoming':
      return matches.filter((m) => m.status === 'Scheduled');
    case 'result':
      return matches.filter((m) => m.status === 'Completed');
    default:
      return featuredMatches(matches);
  }
}

/** The start as an instant: the upstream's zoneless UTC, read as UTC on the edge and in every browser alike. */
const startOf = (match: Match) => toInstant(match.date_start_utc ?? '')?.getTime() ?? 0;
/** Live matches first, then the next to start, then the latest results. */
const FILL_ORDER: Record<string, number> = { Live: 0, Scheduled: 1, Completed: 2 };

/**
 * Featured is the editors' picks, in their order; when they are fewer than fill a strip
 * (CAROUSEL_FEATURED_MIN_CARDS), the other matches follow them: live ones, then the next to start,
 * then the latest results, so that the page's most prominent strip is never a few cards and a gap.
 */
function featuredMatches(matches: Match[]): Match[] {
  const picks = matches.filter((m) => Boolean(m.is_featured));
  if (picks.length >= CAROUSEL_FEATURED_MIN_CARDS) return picks;
  const rest = matches
    .filter((m) => !m.is_featured && m.status in FILL_ORDER)
    .sort((a, b) => FILL_ORDER[a.status]! - FILL_ORDER[b.status]! || (a.status === 'Completed' ? startOf(b) - startOf(a) : startOf(a) - startOf(b)));
  return [...picks, ...rest.slice(0, CAROUSEL_FEATURED_MIN_CARDS - picks.length)];
}
