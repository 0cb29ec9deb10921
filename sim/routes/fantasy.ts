// The fantasy listing (GET /v1/fantasy/matches/{from}/{to}): the window's matches, soonest first,
// each with its fantasy-tips articles. Rolling live slots are left out: nobody writes tips for a
// match that is announced minutes before it starts.
import { Hono } from 'hono';
import { z } from '../../shared/zod';
import { ApiError, onApiError, parseInput } from '../content/api-reply';
import { toArticleWire } from '../content/article-model';
import { likeViewFor, viewerKey } from '../content/likes';
import { fantasyFor } from '../content/news-feed';
import { matchIdentity } from '../live/match-identity';
import { matchStatus } from '../live/match-view';
import { media } from '../media/urls';
import { DAY_MS } from '../world/dates';
import type { SimContext } from '../world/types';
import { IsoDayParam } from '../world/wire';
import { worldExtras } from '../world/world';

/** The SPA asks for ±10 days; a little over a month is allowed. */
const MAX_WINDOW_DAYS = 45;

const WindowPath = z.object({ a: IsoDayParam, b: IsoDayParam });

export function fantasyRoutes(ctx: SimContext): Hono {
  const app = new Hono();
  app.onError(onApiError);
  const { world } = ctx;

  app.get('/v1/fantasy/matches/:a/:b', (c) => {
    const { a, b } = parseInput(WindowPath, c.req.param());
    const from = Math.min(a, b);
    const to = Math.max(a, b) + DAY_MS;
    if (to - from > MAX_WINDOW_DAYS * DAY_MS) throw new ApiError(400, `A fantasy window spans at most ${MAX_WINDOW_DAYS} days`);
    const now = ctx.now();
    const viewer = viewerKey(world, (name) => c.req.header(name));
    const data = world
      .fixturesBetween(from, to)
      .filter((f) => !worldExtras(world).isSlot(f.match_id) && !f.cancelled)
      .map((f) => {
        const identity = matchIdentity(world, f);
        const { a: teamA, b: teamB } = identity.teams;
        return {
          match_id: f.match_id,
          title: identity.title,
          short_title: identity.short_title,
          subtitle: identity.subtitle,
          slug: identity.slug,
          format: f.format,
          status: matchStatus(world, f, now),
          cid: f.cid,
          tournament_name: identity.tournament_name,
          tournament_slug: identity.tournament_slug,
          teama_id: teamA.team_id,
          teama_name: teamA.name,
          teama_short_name: teamA.short_name,
          teama_logo: media.team(world.config, teamA.team_id),
          teamb_id: teamB.team_id,
          teamb_name: teamB.name,
          teamb_short_name: teamB.short_name,
          teamb_logo: media.team(world.config, teamB.team_id),
          date_start: identity.date_start,
          date_start_utc: identity.date_start_utc,
          venue: `${f.venue.name}, ${f.venue.location}`,
          news: fantasyFor(world, now, f.match_id).map((article) => toArticleWire(article, likeViewFor(world, article.id, viewer), false)),
        };
      });
    return c.json({ status: 'success', data });
  });

  return app;
}
