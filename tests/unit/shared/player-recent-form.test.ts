// The player answer's Recent Form and Popular Players: an upstream that sends none leaves them
// empty, and a row that cannot be shown or linked is left out while the rest are kept.
import { describe, expect, it } from 'vitest';
import { PlayerStatsSchema } from '../../../shared/schemas/player';

const base = { player: { name: 'V Kohli' }, stats: {} };
const match = {
  match_id: 87524,
  match_slug: 'india-vs-afghanistan-4th-match-87524',
  match_subtitle: '4th Match',
  tournament_slug: 'pakistan-t20i-quadrangular-series-november-2026-129443',
  cid: 129443,
  format: 'T20I',
  date_start_utc: '2026-11-20 14:00:00',
  opponent: { name: 'Afghanistan', short_name: 'AFG' },
};

describe('PlayerStatsSchema recent form and popular players', () => {
  it('reads an answer without them as empty lists', () => {
    const parsed = PlayerStatsSchema.parse(base);
    expect(parsed.recent_form).toEqual({ batting: [], bowling: [] });
    expect(parsed.popular_players).toEqual([]);
  });

  it('keeps the rows it can show and link, and drops the rest', () => {
    const parsed = PlayerStatsSchema.parse({
      ...base,
      recent_form: {
        batting: [
          { ...match, runs: '45', balls: 30, not_out: true },
          { ...match, match_slug: '', runs: 1, balls: 2 },
          { ...match, runs: -1, balls: 2 },
        ],
        bowling: [
          { ...match, overs: '3.4', runs: 27, wickets: 2 },
          { ...match, opponent: null, overs: 4, runs: 20, wickets: 1 },
        ],
      },
      popular_players: [{ pid: 10507, name: 'Tom Smith', country: { name: 'New Zealand' } }, { name: 'No Id' }],
    });
    expect(parsed.recent_form.batting).toHaveLength(1);
    expect(parsed.recent_form.batting[0]).toMatchObject({ runs: 45, balls: 30, not_out: true });
    expect(parsed.recent_form.bowling).toHaveLength(1);
    expect(parsed.recent_form.bowling[0]).toMatchObject({ overs: 3.4, runs: 27, wickets: 2 });
    expect(parsed.popular_players.map((p) => p.name)).toEqual(['Tom Smith']);
  });
});
