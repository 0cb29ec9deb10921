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
    default: {
      // Featured is the editors' pick; when nothing is flagged, every match is shown rather than
      // an empty carousel on the page's most prominent strip.
      const featured = matches.filter((m) => Boolean(m.is_featured));
      return featured.length > 0 ? featured : matches;
    }
  }
}
