// The schedule tabs: live (paged, for infinite scroll), upcoming and results in date windows.
// Matches are grouped under their UTC calendar day ('YYYY-MM-DD'), the day of date_start_utc.
import { Hono } from 'hono';
import { z } from '../../shared/zod';
import { ApiError, intParam, onApiError, parseInput } from '../content/api-reply';
import { matchStatus } from '../live/match-view';
import { DAY_MS, isoDay } from '../world/dates';
import { gameFormats, groupByDay, isResult, isUpcoming, liveFixtures } from '../world/match-lists';
import type { SimContext, SimFixture } from '../world/types';
import { IsoDayParam } from '../world/wire';

/** Live matches per page of the infinite list. */
const LIVE_PAGE_SIZE = 10;
/** Matches per page of an upcoming or results window; a 10-day window rarely needs a second. */
const WINDOW_PAGE_SIZE = 100;
/** The SPA asks for 10-day windows; a month is allowed, anything longer is refused. */
const MAX_WINDOW_DAYS = 31;

const PageQuery = z.object({ page: intParam(1, 1, 10_000) });
const WindowPath = z.object({ a: IsoDayParam, b: IsoDayParam });

/** Both ends of a window in either order, as [first day, day after the last). */
function windowOf(params: unknown): [number, number] {
  const { a, b } = parseInput(WindowPath, params);
  const from = Math.min(a, b);
  const to = Math.max(a, b) + DAY_MS;
  if (to - from > MAX_WINDOW_DAYS * DAY_MS) throw new ApiError(400, `A schedule window spans at most ${MAX_WINDOW_DAYS} days`);
  return [from, to];
}

function page<T>(items: readonly T[], pageNo: number, size: number): { items: T[]; hasNextPage: boolean } {
  return { items: items.slice((pageNo - 1) * size, pageNo * size), hasNextPage: items.length > pageNo * size };
}

export function scheduleRoutes(ctx: SimContext): Hono {
  const app = new Hono();
  app.onError(onApiError);
  const { world } = ctx;

  // Live now: featured first, then by start; the date list and formats cover every page.
  app.get('/v1/matches/schedule/live', (c) => {
    const { page: pageNo } = parseInput(PageQuery, c.req.query());
    const now = ctx.now();
    const live = liveFixtures(world, now).sort(
      (a, b) => isoDay(b.startMs).localeCompare(isoDay(a.startMs)) || Number(b.featured) - Number(a.featured) || a.startMs - b.startMs,
    );
    const { items, hasNextPage } = page(live, pageNo, LIVE_PAGE_SIZE);
    return c.json({
      status: 'success',
      matches: groupByDay(world, items, now),
      gameFormats: gameFormats(live),
      dateList: [...new Set(live.map((f) => isoDay(f.startMs)))],
      hasNextPage,
    });
  });

  // Upcoming in [from, to], soonest first.
  app.get('/v2/matches/schedule/upcoming/:a/:b', (c) => {
    const [from, to] = windowOf(c.req.param());
    const { page: pageNo } = parseInput(PageQuery, c.req.query());
    const now = ctx.now();
    const upcoming = world.fixturesBetween(from, to).filter((f) => isUpcoming(matchStatus(world, f, now), f, now));
    return c.json(windowReply(ctx, upcoming, pageNo, now));
  });

  // Results in the window, newest first. The path names the dates {toDate}/{fromDate}; either order works.
  app.get('/v2/matches/schedule/completed/:a/:b', (c) => {
    const [from, to] = windowOf(c.req.param());
    const { page: pageNo } = parseInput(PageQuery, c.req.query());
    const now = ctx.now();
    const results = world
      .fixturesBetween(from, Math.min(to, now + 1))
      .filter((f) => isResult(matchStatus(world, f, now), f, now))
      .reverse();
    return c.json(windowReply(ctx, results, pageNo, now));
  });

  return app;
}

function windowReply(ctx: SimContext, fixtures: SimFixture[], pageNo: number, now: number) {
  const { items, hasNextPage } = page(fixtures, pageNo, WINDOW_PAGE_SIZE);
  return {
    status: 'success',
    matches: groupByDay(ctx.world, items, now),
    gameFormats: gameFormats(fixtures),
    hasNextPage,
  };
}
