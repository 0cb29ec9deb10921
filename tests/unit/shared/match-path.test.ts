import { describe, expect, it } from 'vitest';
import { matchHref } from '../../../shared/format/match-path';

describe('matchHref', () => {
  it('ends the match segment in the match id', () => {
    const ref = { match_id: 7, slug: 'mi-vs-csk-1st-match', tournament_slug: 'ipl-2026-9', cid: 9, status: 'Live' as const };
    expect(matchHref(ref)).toBe('/series/ipl-2026-9/schedule/mi-vs-csk-1st-match-7/commentary');
  });

  it('writes the bare match id when the match has no slug', () => {
    const ref = { match_id: 7, slug: '', tournament_slug: 'ipl-2026-9', cid: 9, status: 'Completed' as const };
    expect(matchHref(ref)).toBe('/series/ipl-2026-9/schedule/7/scorecard');
  });
});
