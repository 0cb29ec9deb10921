import { z } from '../../../../shared/zod';
import { MatchSchema, type Match } from '../../../../shared/schemas/match';

export type CarouselFilter = 'featured' | 'live' | 'upcoming' | 'result';

export const CAROUSEL_FILTERS: { key: CarouselFilter; label: string }[] = [
  { key: 'featured', label: 'Featured' },
  { key: 'live', label: 'Live Score' },
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'result', label: 'Result' },
];

// The carousel topic's state is {matches: Match[]} (docs/live-protocol.md). Items that do not parse
// are left out rather than blanking the whole carousel.
const CarouselSchema = z.looseObject({ matches: z.array(z.unknown()) });

export function carouselMatches(data: unknown): Match[] {
  const parsed = CarouselSchema.safeParse(data);
  if (!parsed.success) return [];
  return parsed.data.matches.flatMap((item) => parsedMatch(item) ?? []);
}

/**
 * Each match's parse, kept for as long as the topic's state holds that match's object. A patch
 * makes new objects only for the matches it changes (shared/merge-patch.ts), so a ball re-parses
 * the match it was bowled in, not the 35 in the carousel, and a filter chip re-parses none.
 */
const parsedMatches = new WeakMap<object, Match | null>();

function parsedMatch(item: unknown): Match | null {
  if (typeof item !== 'object' || item === null) return null;
  let match = parsedMatches.get(item);
  if (match === undefined) {
    const result = MatchSchema.safeParse(item);
    match = result.success ? result.data : null;
    parsedMatches.set(item, match);
  }
  return match;
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
