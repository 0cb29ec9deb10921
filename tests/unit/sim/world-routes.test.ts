// The world's calls answer in the shapes shared/schemas defines (docs/upstream-api.md), with data
// that adds up: points tables from results, squads by role, stats for every format, rankings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { ArticleSchema } from '../../../shared/schemas/article';
import { dataEnvelope, pagedEnvelope } from '../../../shared/schemas/envelope';
import { FantasyMatchSchema } from '../../../shared/schemas/fantasy';
import { MatchSchema, SeriesMatchSchema } from '../../../shared/schemas/match';
import { PLAYER_STAT_FORMATS, PlayerStatsSchema } from '../../../shared/schemas/player';
import { PointsTableResponseSchema } from '../../../shared/schemas/points-table';
import { FactsSchema } from '../../../shared/schemas/facts';
import { RankingSchema } from '../../../shared/schemas/ranking';
import { SeriesByMonthSchema, SeriesSchema } from '../../../shared/schemas/series';
import { TeamListItemSchema, TeamPlayersSchema, TeamSchema } from '../../../shared/schemas/team';
import { VideoSchema } from '../../../shared/schemas/video';
import { type Harness, startHarness } from './sim-harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.sim.close();
});

describe('series', () => {
  it('lists every month of a year with its series and the formats to filter by', async () => {
    const raw = await h.json('/v1/series/seriesByMonth?year=2026');
    expect(raw).toMatchObject({ status: 'success' });
    const body = SeriesByMonthSchema.parse(raw);
    expect(Object.keys(body.series)).toEqual(
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m) => `${m} 2026`),
    );
    for (const list of Object.values(body.series)) expect(list.length).toBeGreaterThan(0);
    expect(body.series['Apr 2026']?.map((s) => s.title)).toContain('Indian Premier League 2026');
    expect(body.filterKeys).toEqual(expect.arrayContaining(['T20I', 'ODI', 'TEST', 'T20']));
  });

  it('refuses a year that is not four digits', async () => {
    expect((await h.get('/v1/series/seriesByMonth?year=26')).status).toBe(400);
  });

  it('lists the series under way now first', async () => {
    const body = dataEnvelope(z.array(SeriesSchema)).parse(await h.json('/v1/series/recent'));
    expect(body.data.length).toBeGreaterThan(2);
    expect(body.data[0]).toMatchObject({ status: 'live' });
  });

  it('computes the IPL points table from its results, by slug or by id', async () => {
    const byId = await h.json('/v1/series/129400/pointtable');
    const bySlug = await h.json('/v1/series/indian-premier-league-2026-129400/pointtable');
    expect(bySlug).toEqual(byId);
    const { series } = PointsTableResponseSchema.parse(byId);
    expect(series.title).toBe('Indian Premier League 2026');
    const [group] = series.groups;
    expect(series.groups).toHaveLength(1);
    expect(group?.table).toHaveLength(10);
    const rows = group?.table ?? [];
    // A finished season: 14 games each; 2 points a win, 1 a tie or no result.
    for (const row of rows) {
      expect(row.played).toBe(14);
      expect(row.matches.length).toBe(14);
      const { nr } = z.object({ nr: z.number() }).parse(row);
      expect(Number(row.win) + Number(row.loss) + Number(row.draw) + nr).toBe(14);
      expect(Number(row.points)).toBe(2 * Number(row.win) + Number(row.draw) + nr);
      expect(row.netrr).toMatch(/^[+-]\d+\.\d{3}$/);
    }
    const wins = rows.reduce((n, r) => n + Number(r.win), 0);
    const losses = rows.reduce((n, r) => n + Number(r.loss), 0);
    expect(wins).toBe(losses);
    const points = rows.map((r) => Number(r.points));
    expect([...points].sort((a, b) => b - a)).toEqual(points);
  });

  it('splits a tournament table into its groups and lists the series matches in the series variant', async () => {
    const raw = await h.json('/v1/series/129401/pointtable');
    const { series } = PointsTableResponseSchema.parse(raw);
    expect(series.groups.map((g) => g.name)).toEqual(['Group A', 'Group B']);
    const matches = z.object({ series: z.object({ matches: z.array(SeriesMatchSchema) }) }).parse(raw).series.matches;
    expect(matches.length).toBe(23);
  });

  it('lists each live match in its series, numbered within a count that equals the matches listed', async () => {
    const Live = z.object({
      matches: z.record(z.string(), z.array(z.object({ match_id: z.number(), cid: z.number(), subtitle: z.string() }))),
    });
    const SeriesPage = z.object({
      series: z.object({ total_matches: z.number(), matches: z.array(z.object({ match_id: z.number(), subtitle: z.string() })) }),
    });
    const live = Object.values(Live.parse(await h.json('/v1/matches/schedule/live?page=1')).matches).flat();
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const m of live) {
      const { series } = SeriesPage.parse(await h.json(`/v1/series/${m.cid}/pointtable`));
      expect(series.total_matches, m.subtitle).toBe(series.matches.length);
      expect(series.matches.find((x) => x.match_id === m.match_id)?.subtitle, `${m.match_id}`).toBe(m.subtitle);
      const number = /^(\d+)(?:st|nd|rd|th) /.exec(m.subtitle)?.[1];
      if (number !== undefined) expect(Number(number), m.subtitle).toBeLessThanOrEqual(series.total_matches);
    }
  });

  it('answers a series without a table with no groups, and an unknown one with 404', async () => {
    const { series } = PointsTableResponseSchema.parse(await h.json('/v1/series/129407/pointtable'));
    expect(series.groups).toEqual([]);
    expect((await h.get('/v1/series/1/pointtable')).status).toBe(404);
  });
});

describe('teams', () => {
  it('pages the list twenty at a time and searches it', async () => {
    const first = pagedEnvelope(TeamListItemSchema).parse(await h.json('/v1/teams?page=1'));
    expect(first.data).toHaveLength(20);
    expect(Number(first.total)).toBeGreaterThanOrEqual(20);
    const found = pagedEnvelope(TeamListItemSchema).parse(await h.json('/v1/teams?search=super%20kings'));
    expect(found.data.map((t) => t.short_nname)).toEqual(['CSK']);
    expect(found.data[0]?.slug).toMatch(/-102$/);
  });

  it('gives one side, its squad by role, its videos and news', async () => {
    expect(dataEnvelope(TeamSchema).parse(await h.json('/v1/teams/mumbai-indians-101')).data.name).toBe('Mumbai Indians');
    const squad = dataEnvelope(TeamPlayersSchema).parse(await h.json('/v1/teams/101/players')).data;
    expect(squad.bat.length + squad.all.length + squad.wk.length + squad.bowl.length).toBeGreaterThanOrEqual(15);
    expect(squad.wk.length).toBeGreaterThanOrEqual(1);
    const videos = dataEnvelope(z.array(VideoSchema)).parse(await h.json('/v1/teams/1/videos')).data;
    expect(videos.length).toBeGreaterThan(0);
    pagedEnvelope(ArticleSchema).parse(await h.json('/v1/teams/1/news'));
    expect((await h.get('/v1/teams/999/players')).status).toBe(404);
  });

  it('lists recent results newest first and upcoming matches soonest first', async () => {
    const recent = dataEnvelope(z.array(MatchSchema)).parse(await h.json('/v1/teams/101/recentMatches')).data;
    expect(recent.length).toBe(10);
    for (const m of recent) expect(['Completed', 'Cancelled']).toContain(m.status);
    const upcoming = dataEnvelope(z.array(MatchSchema)).parse(await h.json('/v1/teams/1/upcomingMatches')).data;
    expect(upcoming.length).toBeGreaterThan(0);
    for (const m of upcoming) expect(['Scheduled', 'Live']).toContain(m.status);
  });
});

describe('players, ranking and fantasy', () => {
  it('gives a player info, country and stats for every format key', async () => {
    const body = dataEnvelope(PlayerStatsSchema).parse(await h.json('/v1/players/10100/stats'));
    expect(body.data.player.country?.name).toBe('India');
    for (const key of PLAYER_STAT_FORMATS) {
      expect(body.data.stats.batting).toHaveProperty(key);
      expect(body.data.stats.bowling).toHaveProperty(key);
    }
    expect(body.data.stats.batting?.t20i?.matches).toBeTruthy();
    const slug = z.object({ data: z.object({ player: z.object({ slug: z.string() }) }) }).parse(body).data.player.slug;
    expect(await h.json(`/v1/players/${slug}/stats`)).toEqual(await h.json('/v1/players/10100/stats'));
    expect((await h.get('/v1/players/1/stats')).status).toBe(404);
  });

  it('ranks batters, bowlers, all-rounders and teams in three formats, up to the limit', async () => {
    const { data } = dataEnvelope(RankingSchema).parse(await h.json('/v1/misc/ranking?limit=10'));
    for (const table of [data.batsmen, data.bowlers, data.allrounders, data.teams]) {
      for (const rows of [table.t20, table.odi, table.test]) {
        expect(rows).toHaveLength(10);
        expect(rows.map((r) => Number(r.rank))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      }
    }
    expect((await h.get('/v1/misc/ranking?limit=0')).status).toBe(400);
  });

  it('reads the facts from the scorecards: the highest score is the top score on its match card', async () => {
    const { data } = dataEnvelope(FactsSchema).parse(await h.json('/v1/misc/facts'));
    expect(data.matches).toBeGreaterThan(0);
    expect(data.facts.map((f) => f.id)).toEqual(
      expect.arrayContaining(['highest-score', 'best-bowling', 'highest-total', 'most-runs', 'most-wickets']),
    );
    const top = data.facts.find((f) => f.id === 'highest-score');
    const runs = Number.parseInt(top?.value ?? '', 10);
    const Card = z.object({
      data: z.object({
        info: z.object({ innings: z.array(z.object({ batsmen: z.array(z.object({ name: z.string(), runs: z.number() })) })) }),
      }),
    });
    const card = Card.parse(await h.json(`/v1/matches/${top?.match_id}`));
    const batters = card.data.info.innings.flatMap((i) => i.batsmen);
    expect(batters.some((b) => b.runs === runs && top?.subject.startsWith(b.name))).toBe(true);
    expect(Math.max(...batters.map((b) => b.runs))).toBe(runs);
    // The first call reads a month of scorecards (about a second alone; more on a busy machine).
  }, 30_000);

  it('lists the fantasy window with each match and its tips', async () => {
    const { data } = dataEnvelope(z.array(FantasyMatchSchema)).parse(await h.json('/v1/fantasy/matches/2026-11-10/2026-11-30'));
    expect(data.length).toBeGreaterThan(10);
    expect(data.some((m) => m.news.length > 0)).toBe(true);
    expect((await h.get('/v1/fantasy/matches/2026-11-10/2026-11-31')).status).toBe(400);
  });
});
