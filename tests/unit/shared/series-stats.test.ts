import { describe, expect, it } from 'vitest';
import { SeriesStatsSchema } from '../../../shared/schemas/series-stats';

const board = {
  cid: '129400',
  title: 'Indian Premier League 2026',
  slug: 'indian-premier-league-2026-129400',
  matches_counted: '73',
  most_runs: [
    { pid: 20602, name: 'Rajat Tyagi', slug: 'rajat-tyagi', team: 'PBKS', runs: '973', innings: 17, balls: 581, strike_rate: '167.47' },
    { pid: 'x', name: 'Broken Row', runs: 1, innings: 1, balls: 1, strike_rate: 100 },
  ],
  most_wickets: [{ pid: 20610, name: 'Dhruv Chakravarthy', team: 'PBKS', wickets: 25, overs: '64.1', runs: 518, economy: 8.07 }],
  highest_scores: [
    { pid: 20602, name: 'Rajat Tyagi', runs: 118, balls: 61, not_out: 1, opponent: 'CSK', match_id: 87001, match_slug: 'a-87001' },
  ],
  best_bowling: null,
};

describe('the series stats schema', () => {
  it('reads numbers sent as strings, flags as 0/1, and a missing or null board as empty', () => {
    const stats = SeriesStatsSchema.parse(board);
    expect(stats.cid).toBe(129400);
    expect(stats.matches_counted).toBe(73);
    expect(stats.most_runs[0]).toMatchObject({ runs: 973, strike_rate: 167.47 });
    expect(stats.most_wickets[0]?.overs).toBe(64.1);
    expect(stats.highest_scores[0]?.not_out).toBe(true);
    expect(stats.best_bowling).toEqual([]);
    expect(stats.most_sixes).toEqual([]);
  });

  it('drops a malformed row and keeps the rest of its board', () => {
    expect(SeriesStatsSchema.parse(board).most_runs.map((r) => r.name)).toEqual(['Rajat Tyagi']);
  });

  it('re-parses its own output unchanged', () => {
    const once = SeriesStatsSchema.parse(board);
    expect(SeriesStatsSchema.parse(once)).toEqual(once);
  });

  it('refuses an answer without the series id', () => {
    expect(SeriesStatsSchema.safeParse({ ...board, cid: undefined }).success).toBe(false);
  });
});
