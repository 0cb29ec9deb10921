// Series: the month-by-month list of a year, the series under way now, and one series with its
// points table, its match list (the series page's schedule tab) and its sides (the teams tab), and
// its stats read from its scorecards.
import { Hono } from 'hono';
import { z } from '../../shared/zod';
import { ApiError, onApiError, parseInput } from '../content/api-reply';
import { seriesStats } from '../content/series-stats';
import { matchSummary } from '../live/match-view';
import { DAY_MS, MONTH_ABBR, utcDay, utcYear } from '../world/dates';
import { pointsTable } from '../world/standings';
import type { MatchFormat, SimContext, SimSeries } from '../world/types';
import { IdOrSlugParam, seriesItem, seriesStatus, seriesWire, teamListItem } from '../world/wire';
import { worldExtras } from '../world/world';

/** The order of the format filter chips. */
const FORMAT_ORDER: MatchFormat[] = ['T20I', 'ODI', 'TEST', 'T20', 'T10', 'Women T20', 'Women ODI', 'First Class'];
/** The recent list: series under way, plus those that ended or start within this many days. */
const RECENT_REACH_DAYS = 10;
const RECENT_LIMIT = 20;

const YearQuery = z.object({
  year: z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d{4}$/, 'year must be four digits')), z.transform(Number)),
      z.number().check(z.int(), z.gte(1900), z.lte(2200)),
    ),
  ),
});
const SeriesPath = z.object({ id: IdOrSlugParam });

const CATEGORY_RANK: Record<SimSeries['category'], number> = { international: 0, league: 1, women: 2, domestic: 3 };

export function seriesRoutes(ctx: SimContext): Hono {
  const app = new Hono();
  app.onError(onApiError);
  const { world } = ctx;

  // Every month of the year, each with the series played in it (a series spanning months is in each).
  app.get('/v1/series/seriesByMonth', (c) => {
    const { year = utcYear(ctx.now()) } = parseInput(YearQuery, c.req.query());
    const series: Record<string, ReturnType<typeof seriesItem>[]> = {};
    const formats = new Set<MatchFormat>();
    for (let month = 1; month <= 12; month++) {
      const from = utcDay(year, month, 1);
      const to = utcDay(year, month + 1, 1);
      const inMonth = world.series.filter((s) => Date.parse(s.date_start) < to && Date.parse(s.date_end) + DAY_MS > from);
      for (const s of inMonth) formats.add(s.game_format);
      series[`${MONTH_ABBR[month - 1]} ${year}`] = inMonth.map((s) => seriesItem(world, s));
    }
    return c.json({ status: 'success', series, filterKeys: FORMAT_ORDER.filter((f) => formats.has(f)) });
  });

  // Under way first (internationals before leagues), then the ones about to start, then just ended.
  app.get('/v1/series/recent', (c) => {
    const now = ctx.now();
    const reach = RECENT_REACH_DAYS * DAY_MS;
    const rank = { live: 0, upcoming: 1, result: 2 };
    const near = world.series
      .filter((s) => Date.parse(s.date_start) - reach <= now && now <= Date.parse(s.date_end) + DAY_MS + reach)
      .sort(
        (a, b) =>
          rank[seriesStatus(a, now)] - rank[seriesStatus(b, now)] ||
          CATEGORY_RANK[a.category] - CATEGORY_RANK[b.category] ||
          a.date_start.localeCompare(b.date_start) ||
          a.cid - b.cid,
      );
    return c.json({ status: 'success', data: near.slice(0, RECENT_LIMIT).map((s) => seriesWire(world, s, now)) });
  });

  // One series by cid or slug: points table groups (empty when the series has none), matches, sides.
  app.get('/v1/series/:id/pointtable', (c) => {
    const { id } = parseInput(SeriesPath, c.req.param());
    const series = world.seriesById(id);
    if (!series) throw new ApiError(404, `Series ${id} not found`);
    const now = ctx.now();
    return c.json({
      status: 'success',
      series: {
        ...seriesWire(world, series, now),
        groups: pointsTable(world, series, now),
        matches: seriesMatches(ctx, series, now),
        teams: series.team_ids.flatMap((tid) => {
          const team = world.team(tid);
          return team ? [teamListItem(world.config, team)] : [];
        }),
      },
    });
  });

  // Leaders and records of one series, from the scorecards of its completed and live matches.
  app.get('/v1/series/:id/stats', (c) => {
    const { id } = parseInput(SeriesPath, c.req.param());
    const series = world.seriesById(id);
    if (!series) throw new ApiError(404, `Series ${id} not found`);
    return c.json({ status: 'success', data: seriesStats(world, series, ctx.now()) });
  });

  return app;
}

/**
 * The series' whole fixture list in the series list variant (team_a, team_b, match_format): the
 * matches total_matches counts, live ones included, as a rolling live match has a series of its own.
 */
function seriesMatches(ctx: SimContext, series: SimSeries, now: number) {
  const { world } = ctx;
  return worldExtras(world)
    .seriesFixtures(series.cid)
    .map((f) => {
      const { teama, teamb, format, ...rest } = matchSummary(world, f, now);
      return { ...rest, team_a: teama, team_b: teamb, match_format: format };
    });
}
