// The match centre and the live carousel: GET /v1/matches/{id} and GET /v2/matches/live.
// The schedule, series and team match lists live with the world's routes and call the same views.
import { Hono } from 'hono';
import { z } from '../../shared/zod';
import { ApiError, onApiError, parseInput } from '../content/api-reply';
import { matchDetail, matchEndMs, matchStatus, matchSummary } from '../live/match-view';
import type { SimContext, SimFixture, World } from '../world/types';

const DAY_MS = 86_400_000;
/** The carousel shows upcoming matches and results this far either side of now. */
const CAROUSEL_WINDOW_MS = 2 * DAY_MS;
/** Longer than any match lasts on the sim clock, so a result of the window is never missed. */
const LONGEST_MATCH_MS = DAY_MS;
/** Per group (live, upcoming, results), so a busy weekend cannot swell the carousel without bound. */
const CAROUSEL_GROUP_LIMIT = 20;

/** Digits only: '12abc', '1e3', '-4' and '0' are all rejected, as a real upstream would. */
const matchIdParam = z.object({
  id: z.pipe(
    z.pipe(z.string().check(z.regex(/^\d+$/, 'match id must be a positive integer')), z.transform(Number)),
    z.number().check(z.int(), z.positive('match id must be a positive integer'), z.lte(Number.MAX_SAFE_INTEGER)),
  ),
});

export function matchesRoutes(ctx: SimContext): Hono {
  const app = new Hono();
  app.onError(onApiError);

  // The match centre: summary plus MatchInfo (live score, commentary, scorecards, squads).
  app.get('/v1/matches/:id', (c) => {
    const { id } = parseInput(matchIdParam, c.req.param());
    const fixture = ctx.world.fixture(id);
    if (!fixture) throw new ApiError(404, `Match ${id} not found`);
    return c.json({ status: 'success', data: matchDetail(ctx.world, fixture, ctx.now()) });
  });

  // The carousel: live first (featured first), then the next two days, then the last two days' results.
  app.get('/v2/matches/live', (c) => {
    const now = ctx.now();
    return c.json({ status: 'success', data: carouselFixtures(ctx.world, now).map((f) => matchSummary(ctx.world, f, now)) });
  });

  return app;
}

/** The carousel's matches at `now`, in its order: live (featured first), upcoming, then results. */
export function carouselFixtures(world: World, now: number): SimFixture[] {
  const candidates = world.fixturesBetween(now - CAROUSEL_WINDOW_MS - LONGEST_MATCH_MS, now + CAROUSEL_WINDOW_MS);
  const live: SimFixture[] = [];
  const upcoming: SimFixture[] = [];
  const results: { fixture: SimFixture; endMs: number }[] = [];
  for (const f of candidates) {
    const status = matchStatus(world, f, now);
    if (status === 'Live') live.push(f);
    else if (status === 'Scheduled' || (status === 'Cancelled' && f.startMs > now)) upcoming.push(f);
    else {
      const endMs = matchEndMs(world, f);
      if (endMs >= now - CAROUSEL_WINDOW_MS) results.push({ fixture: f, endMs });
    }
  }
  live.sort((a, b) => Number(b.featured) - Number(a.featured) || a.startMs - b.startMs);
  results.sort((a, b) => b.endMs - a.endMs);
  return [
    ...live.slice(0, CAROUSEL_GROUP_LIMIT),
    ...upcoming.slice(0, CAROUSEL_GROUP_LIMIT),
    ...results.slice(0, CAROUSEL_GROUP_LIMIT).map((r) => r.fixture),
  ];
}
