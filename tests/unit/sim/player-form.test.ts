// A player's Recent Form is what their matches' scorecards say, match by match, and their Popular
// Players are players the Ranking page lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { PlayerStatsSchema } from '../../../shared/schemas/player';
import { RankingSchema } from '../../../shared/schemas/ranking';
import { MatchDetailSchema } from '../../../shared/schemas/scorecard';
import { type Harness, startHarness } from './sim-harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.sim.close();
});

const playerAnswer = async (pid: number) => dataEnvelope(PlayerStatsSchema).parse(await h.json(`/v1/players/${pid}/stats`)).data;
const matchAnswer = async (id: number) => dataEnvelope(MatchDetailSchema).parse(await h.json(`/v1/matches/${id}`)).data;

describe("a player's recent form", () => {
  it("lists each innings and spell as the match's scorecard shows it, newest first", async () => {
    const { player, recent_form: form } = await playerAnswer(10100);
    expect(form.batting.length).toBeGreaterThan(0);
    for (const rows of [form.batting, form.bowling]) {
      const starts = rows.map((r) => r.date_start_utc);
      expect(starts).toEqual([...starts].sort().reverse());
    }
    for (const row of form.batting) {
      const match = await matchAnswer(row.match_id);
      expect(match.status).toBe('Completed');
      expect(row.match_slug).toBe(match.slug);
      expect(row.format).toBe(match.format);
      const lines = match.info.innings.flatMap((inn) => inn.batsmen.filter((b) => b.batsman_id === player.pid));
      expect(lines.map((b) => `${b.runs}(${b.balls_faced})`)).toContain(`${row.runs}(${row.balls})`);
    }
  });

  it('gives a bowler their spells with overs, runs and wickets from the scorecard', async () => {
    // The top-ranked T20 bowler bowls in their side's matches.
    const squad = dataEnvelope(RankingSchema).parse(await h.json('/v1/misc/ranking?limit=10')).data.bowlers.t20;
    const pid = Number(squad[0]?.pid);
    const { recent_form: form } = await playerAnswer(pid);
    expect(form.bowling.length).toBeGreaterThan(0);
    for (const row of form.bowling.slice(0, 3)) {
      const match = await matchAnswer(row.match_id);
      const spells = match.info.innings.flatMap((inn) => inn.bowlers.filter((b) => b.bowler_id === pid));
      expect(spells.map((b) => `${b.overs}-${b.runs_conceded}-${b.wickets}`)).toContain(`${row.overs}-${row.runs}-${row.wickets}`);
    }
  });
});

describe('popular players', () => {
  it('are ranked players, each once, never the player whose page it is', async () => {
    const ranking = dataEnvelope(RankingSchema).parse(await h.json('/v1/misc/ranking?limit=10')).data;
    const ranked = new Set(
      [ranking.batsmen, ranking.bowlers, ranking.allrounders]
        .flatMap((board) => [board.t20, board.odi, board.test].flat())
        .map((r) => Number(r.pid)),
    );
    const top = [...ranked][0] ?? 0;
    const { popular_players: cards } = await playerAnswer(top);
    expect(cards.length).toBeGreaterThan(4);
    expect(new Set(cards.map((c) => c.pid)).size).toBe(cards.length);
    expect(cards.map((c) => c.pid)).not.toContain(top);
    for (const card of cards) {
      expect(ranked.has(card.pid)).toBe(true);
      expect(card.country?.name).toBeTruthy();
    }
  });
});
