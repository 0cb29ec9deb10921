// A player's Recent Form is what their matches' scorecards say, match by match, and their Popular
// Players are players the Ranking page lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { PlayerStatsSchema } from '../../../shared/schemas/player';
import { RankingSchema } from '../../../shared/schemas/ranking';
import { MatchDetailSchema } from '../../../shared/schemas/scorecard';
import { type StatFormat, statFormatOf } from '../../../sim/world/player-stats';
import type { MatchFormat } from '../../../sim/world/types';
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

/** Whether the player's own side (the answer's first team) is a national one. */
const isInternational = (player: object) => (player as { teams?: { type?: string }[] }).teams?.[0]?.type === 'country';

/** Recent Form's rows by the career column their match counts in. */
function byStatFormat<Row extends { format: string }>(rows: Row[], international: boolean): Map<StatFormat, Row[]> {
  const columns = new Map<StatFormat, Row[]>();
  for (const row of rows) {
    const format = statFormatOf(row.format as MatchFormat, international);
    columns.set(format, [...(columns.get(format) ?? []), row]);
  }
  return columns;
}

describe("a player's career", () => {
  // The top of the T20 batting and bowling tables: players who play, bat and bowl in the matches the
  // simulator has played, so their Recent Form has innings and spells for the career to hold.
  const rankedPids = async () => {
    const ranking = dataEnvelope(RankingSchema).parse(await h.json('/v1/misc/ranking?limit=5')).data;
    return [...new Set([...ranking.batsmen.t20, ...ranking.bowlers.t20, ...ranking.batsmen.odi].map((r) => Number(r.pid)))];
  };

  /** Each ranked player's Recent Form rows of one kind, by the career column their matches count in. */
  async function formByColumn<Kind extends 'batting' | 'bowling'>(kind: Kind) {
    const columns = [];
    for (const pid of await rankedPids()) {
      const { player, stats, recent_form: form } = await playerAnswer(pid);
      for (const [format, rows] of byStatFormat<(typeof form)[Kind][number]>(form[kind], isInternational(player))) {
        columns.push({ seen: `${player.name}, ${format}`, rows, career: stats[kind]?.[format] });
      }
    }
    return columns;
  }

  it('holds every innings its Recent Form lists: the runs, the hundreds and fifties, the highest score', async () => {
    const columns = await formByColumn('batting');
    for (const { seen, rows, career } of columns) {
      const best = Math.max(...rows.map((row) => row.runs));
      expect([seen, career?.innings !== undefined && Number(career.innings) >= rows.length]).toEqual([seen, true]);
      expect([seen, Number(career?.runs)]).toEqual([seen, expect.toSatisfy((runs: number) => runs >= rows.reduce((sum, row) => sum + row.runs, 0))]);
      expect([seen, Number.parseInt(String(career?.highest), 10)]).toEqual([seen, expect.toSatisfy((top: number) => top >= best)]);
      expect([seen, Number(career?.run100)]).toEqual([seen, expect.toSatisfy((n: number) => n >= rows.filter((row) => row.runs >= 100).length)]);
      expect([seen, Number(career?.run50)]).toEqual([
        seen,
        expect.toSatisfy((n: number) => n >= rows.filter((row) => row.runs >= 50 && row.runs < 100).length),
      ]);
    }
    expect(columns.reduce((innings, column) => innings + column.rows.length, 0)).toBeGreaterThan(20);
  });

  it('holds every spell its Recent Form lists: the wickets, and best figures at least as good', async () => {
    const columns = await formByColumn('bowling');
    for (const { seen, rows, career } of columns) {
      expect([seen, Number(career?.wickets)]).toEqual([seen, expect.toSatisfy((n: number) => n >= rows.reduce((sum, row) => sum + row.wickets, 0))]);
      const bestWickets = Math.max(...rows.map((row) => row.wickets));
      expect([seen, Number.parseInt(String(career?.bestinning), 10) || 0]).toEqual([seen, expect.toSatisfy((n: number) => n >= bestWickets)]);
    }
    expect(columns.reduce((spells, column) => spells + column.rows.length, 0)).toBeGreaterThan(10);
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
