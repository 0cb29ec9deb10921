// GET /v1/series/{id}/stats: the leaders and records equal what the scorecards the simulator serves
// for that series' matches add up to, sorted and cut to five.
import { describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { type SeriesStats, SeriesStatsSchema } from '../../../shared/schemas/series-stats';
import { SimClock } from '../../../sim/clock';
import { matchStatus } from '../../../sim/live/match-view';
import { matchesRoutes } from '../../../sim/routes/matches';
import { seriesRoutes } from '../../../sim/routes/series';
import type { SimConfig, SimContext } from '../../../sim/world/types';
import { buildWorld } from '../../../sim/world/world';

const AT = Date.parse('2026-11-20T14:30:00Z');
const config: SimConfig = { seed: 2026, ballMs: 4000, publicUrl: 'http://sim.test', secret: 'test-secret' };
const clock = new SimClock();
clock.pin(AT);
const world = buildWorld(config, AT, () => clock.now());
const ctx: SimContext = { config, world, now: () => clock.now() };
const series = seriesRoutes(ctx);
const matches = matchesRoutes(ctx);

const StatsBody = dataEnvelope(SeriesStatsSchema);
const ListBody = z.object({ series: z.object({ matches: z.array(z.object({ match_id: z.number(), status: z.string() })) }) });
const CardBody = z.object({
  data: z.object({
    info: z.object({
      innings: z.array(
        z.object({
          batting_team_id: z.number(),
          fielding_team_id: z.number(),
          batsmen: z.array(
            z.object({ batsman_id: z.number(), runs: z.number(), balls_faced: z.number(), sixes: z.number(), how_out: z.string() }),
          ),
          bowlers: z.array(z.object({ bowler_id: z.number(), overs: z.number(), runs_conceded: z.number(), wickets: z.number() })),
        }),
      ),
    }),
  }),
});

async function json(app: { request(path: string): Response | Promise<Response> }, path: string): Promise<unknown> {
  const res = await app.request(path);
  if (res.status !== 200) throw new Error(`GET ${path}: HTTP ${res.status}`);
  return res.json();
}

const ballsOf = (overs: number) => Math.floor(overs) * 6 + Math.round((overs - Math.floor(overs)) * 10);

/** The five boards recomputed from the served scorecards of the series' completed and live matches. */
async function recompute(cid: number) {
  const list = ListBody.parse(await json(series, `/v1/series/${cid}/pointtable`));
  const played = list.series.matches.filter((m) => m.status === 'Completed' || m.status === 'Live');
  const bat: { pid: number; runs: number; balls: number; sixes: number; notOut: boolean; matchId: number }[] = [];
  const bowl: { pid: number; wickets: number; runs: number; balls: number; matchId: number }[] = [];
  for (const m of played) {
    const card = CardBody.parse(await json(matches, `/v1/matches/${m.match_id}`));
    for (const inn of card.data.info.innings) {
      for (const b of inn.batsmen) {
        bat.push({
          pid: b.batsman_id,
          runs: b.runs,
          balls: b.balls_faced,
          sixes: b.sixes,
          notOut: b.how_out === 'not out',
          matchId: m.match_id,
        });
      }
      for (const b of inn.bowlers)
        bowl.push({ pid: b.bowler_id, wickets: b.wickets, runs: b.runs_conceded, balls: ballsOf(b.overs), matchId: m.match_id });
    }
  }
  const sum = <T extends { pid: number }>(rows: T[], keys: (keyof T)[]) => {
    const totals = new Map<number, Record<string, number>>();
    for (const row of rows) {
      const t = totals.get(row.pid) ?? { pid: row.pid, count: 0 };
      t.count = (t.count ?? 0) + 1;
      for (const k of keys) t[String(k)] = (t[String(k)] ?? 0) + Number(row[k]);
      totals.set(row.pid, t);
    }
    return [...totals.values()] as Record<string, number>[];
  };
  const n = (r: Record<string, number>, k: string) => r[k] ?? 0;
  return {
    played: played.length,
    mostRuns: sum(bat, ['runs', 'balls'])
      .filter((r) => n(r, 'runs') > 0)
      .sort((a, b) => n(b, 'runs') - n(a, 'runs') || n(a, 'balls') - n(b, 'balls') || n(a, 'pid') - n(b, 'pid'))
      .slice(0, 5)
      .map((r) => ({ pid: n(r, 'pid'), runs: n(r, 'runs'), innings: n(r, 'count'), balls: n(r, 'balls') })),
    mostWickets: sum(bowl, ['wickets', 'runs', 'balls'])
      .filter((r) => n(r, 'wickets') > 0)
      .sort((a, b) => n(b, 'wickets') - n(a, 'wickets') || n(a, 'runs') - n(b, 'runs') || n(a, 'pid') - n(b, 'pid'))
      .slice(0, 5)
      .map((r) => ({ pid: n(r, 'pid'), wickets: n(r, 'wickets'), runs: n(r, 'runs') })),
    highestScores: bat
      .filter((b) => b.runs > 0)
      .sort((a, b) => b.runs - a.runs || Number(b.notOut) - Number(a.notOut) || a.balls - b.balls || a.matchId - b.matchId || a.pid - b.pid)
      .slice(0, 5)
      .map((b) => ({ pid: b.pid, runs: b.runs, balls: b.balls, match_id: b.matchId })),
    bestBowling: bowl
      .filter((b) => b.wickets > 0)
      .sort((a, b) => b.wickets - a.wickets || a.runs - b.runs || a.balls - b.balls || a.matchId - b.matchId || a.pid - b.pid)
      .slice(0, 5)
      .map((b) => ({ pid: b.pid, wickets: b.wickets, runs: b.runs, match_id: b.matchId })),
    mostSixes: sum(bat, ['sixes'])
      .filter((r) => n(r, 'sixes') > 0)
      .sort((a, b) => n(b, 'sixes') - n(a, 'sixes') || n(a, 'pid') - n(b, 'pid'))
      .slice(0, 5)
      .map((r) => ({ pid: n(r, 'pid'), sixes: n(r, 'sixes') })),
  };
}

function shown(stats: SeriesStats) {
  return {
    played: stats.matches_counted,
    mostRuns: stats.most_runs.map(({ pid, runs, innings, balls }) => ({ pid, runs, innings, balls })),
    mostWickets: stats.most_wickets.map(({ pid, wickets, runs }) => ({ pid, wickets, runs })),
    highestScores: stats.highest_scores.map(({ pid, runs, balls, match_id }) => ({ pid, runs, balls, match_id })),
    bestBowling: stats.best_bowling.map(({ pid, wickets, runs, match_id }) => ({ pid, wickets, runs, match_id })),
    mostSixes: stats.most_sixes.map(({ pid, sixes }) => ({ pid, sixes })),
  };
}

describe('GET /v1/series/:id/stats', () => {
  it("equals the totals of the finished IPL's served scorecards, sorted and cut to five", async () => {
    const { data } = StatsBody.parse(await json(series, '/v1/series/129400/stats'));
    expect(data.title).toBe('Indian Premier League 2026');
    expect(data.live_matches).toBe(0);
    expect(data.most_runs).toHaveLength(5);
    expect(shown(data)).toEqual(await recompute(129400));
  }, 60_000);

  it('counts the innings played so far of a live match in its series', async () => {
    const live = world.fixturesBetween(AT - 86_400_000, AT + 1).find((f) => matchStatus(world, f, AT) === 'Live');
    if (!live) throw new Error('the world has no live match at AT');
    const { data } = StatsBody.parse(await json(series, `/v1/series/${live.cid}/stats`));
    expect(data.live_matches).toBeGreaterThanOrEqual(1);
    expect(shown(data)).toEqual(await recompute(live.cid));
  }, 60_000);

  it('answers by slug as by id, and the same twice', async () => {
    const byId = await json(series, '/v1/series/129400/stats');
    expect(await json(series, '/v1/series/indian-premier-league-2026-129400/stats')).toEqual(byId);
    expect(await json(series, '/v1/series/129400/stats')).toEqual(byId);
  });

  it('answers a series that has not started with empty boards', async () => {
    const later = world.series.find((s) => Date.parse(s.date_start) > AT + 30 * 86_400_000);
    if (!later) throw new Error('no series starts a month after AT');
    const { data } = StatsBody.parse(await json(series, `/v1/series/${later.cid}/stats`));
    expect(data.matches_counted).toBe(0);
    expect([data.most_runs, data.most_wickets, data.highest_scores, data.best_bowling, data.most_sixes]).toEqual([[], [], [], [], []]);
  });

  it('answers an unknown series with a 404 error envelope', async () => {
    const res = await series.request('/v1/series/999999999/stats');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 'error' });
  });
});
