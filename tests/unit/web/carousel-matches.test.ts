import { describe, expect, it } from 'vitest';
import { applyMergePatch, type JsonObject } from '../../../shared/merge-patch';
import { CAROUSEL_FEATURED_MIN_CARDS } from '../../../shared/constants';
import { carouselMatches, filterMatches } from '../../../web/src/features/live-scores/carousel-matches';

const match = (match_id: number, status: string, extra: JsonObject = {}): JsonObject => ({
  match_id,
  title: `Match ${match_id}`,
  status,
  slug: `match-${match_id}`,
  teama: { team_id: 1, name: 'India', short_name: 'IND' },
  teamb: { team_id: 2, name: 'Australia', short_name: 'AUS' },
  ...extra,
});

describe("the carousel's matches", () => {
  it('leaves out an item that is not a match, not the carousel', () => {
    const state = { matches: [match(1, 'Live'), { match_id: 'x' }, null, match(2, 'Completed')] };
    expect(carouselMatches(state).map((m) => m.match_id)).toEqual([1, 2]);
    expect(carouselMatches({ matches: 'none' })).toEqual([]);
  });

  it('parses a match again only when a patch has changed it', () => {
    const before = {
      matches: [match(1, 'Live', { teama: { team_id: 1, name: 'India', short_name: 'IND', scores: '10/0' } }), match(2, 'Scheduled')],
    };
    const first = carouselMatches(before);
    // A ball in match 1: the patch gives match 1 a new object and keeps match 2's.
    const after = applyMergePatch(before, { matches: { $array: { len: 2, patch: { 0: { teama: { scores: '14/0' } } } } } }) as JsonObject;
    const second = carouselMatches(after);
    expect(second[0]!.teama.scores).toBe('14/0');
    expect(second[0]).not.toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    // A filter reads the same parses.
    expect(filterMatches(second, 'upcoming')[0]).toBe(first[1]);
  });

  it("fills Featured to a strip's worth after the editors' picks: live, then the next to start, then the latest results", () => {
    // As the upstream writes starts: UTC, with no zone.
    const at = (hour: number) => `2026-12-07 ${String(hour).padStart(2, '0')}:00:00`;
    const matches = carouselMatches({
      matches: [
        match(1, 'Completed', { date_start_utc: at(1) }),
        match(2, 'Scheduled', { date_start_utc: at(20) }),
        match(3, 'Live', { date_start_utc: at(8), is_featured: true }),
        match(4, 'Completed', { date_start_utc: at(5) }),
        match(5, 'Scheduled', { date_start_utc: at(12) }),
        match(6, 'Live', { date_start_utc: at(9) }),
        ...[7, 8, 9, 10].map((id) => match(id, 'Completed', { date_start_utc: at(id - 7) })),
      ],
    });
    expect(CAROUSEL_FEATURED_MIN_CARDS).toBe(8);
    expect(filterMatches(matches, 'featured').map((m) => m.match_id)).toEqual([3, 6, 5, 2, 4, 10, 9, 1]);
    // Picks enough to fill the strip are the strip.
    const picked = carouselMatches({ matches: Array.from({ length: 9 }, (_, i) => match(i + 1, 'Scheduled', { is_featured: true })) });
    expect(filterMatches(picked, 'featured')).toHaveLength(9);
  });
});
