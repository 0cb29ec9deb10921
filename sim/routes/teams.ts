// Teams: the searchable list, one side, its squad by role, its news, its recent and upcoming matches
// and its videos. A side is named by id or by a slug ending in it ('mumbai-indians-101').
import { Hono } from 'hono';
import { z } from '../../shared/zod';
import { TEAMS_PER_PAGE } from '../../shared/constants';
import { ApiError, intParam, onApiError, pageOf, parseInput } from '../content/api-reply';
import { toArticleWire } from '../content/article-model';
import { likeViewFor, viewerKey } from '../content/likes';
import { aboutTeam } from '../content/news-feed';
import { teamVideos } from '../content/team-videos';
import { matchSummary } from '../live/match-view';
import { media } from '../media/urls';
import { DAY_MS } from '../world/dates';
import { isResult, teamFixtures } from '../world/match-lists';
import type { PlayerRole, SimContext, SimPlayer, SimTeam, World } from '../world/types';
import { IdOrSlugParam, seriesWire, teamListItem } from '../world/wire';

const MATCHES_LIMIT = 10;

const ListQuery = z.object({
  page: intParam(1, 1, 10_000),
  search: z.optional(z.string().check(z.trim(), z.maxLength(60, 'search is at most 60 characters'))),
});
const NewsQuery = z.object({ page: intParam(1, 1, 10_000), per_page: intParam(10, 1, 50) });
const LimitQuery = z.object({ limit: intParam(MATCHES_LIMIT, 1, 50) });
const TeamPath = z.object({ id: IdOrSlugParam });

function squadMember(world: World, p: SimPlayer) {
  return {
    pid: p.pid,
    name: p.name,
    short_name: p.short_name,
    slug: p.slug,
    playing_role: p.playing_role,
    is_international: p.is_international,
    thumb_url: media.player(world.config, p.pid),
    logo_url: media.player(world.config, p.pid),
    batting_style: p.batting_style,
    bowling_style: p.bowling_style,
    country: p.country,
    birthdate: p.birthdate,
  };
}

export function teamsRoutes(ctx: SimContext): Hono {
  const app = new Hono();
  app.onError(onApiError);
  const { world } = ctx;

  const teamOf = (params: unknown): SimTeam => {
    const { id } = parseInput(TeamPath, params);
    const team = world.team(id);
    if (!team) throw new ApiError(404, `Team ${id} not found`);
    return team;
  };

  // Internationals first, as the world lists them; search matches name, short name or country.
  app.get('/v1/teams', (c) => {
    const { page, search } = parseInput(ListQuery, c.req.query());
    const needle = search?.toLowerCase() ?? '';
    const found = needle
      ? world.teams.filter((t) => [t.name, t.short_name, t.country].some((text) => text.toLowerCase().includes(needle)))
      : world.teams;
    return c.json({
      status: 'success',
      ...pageOf(
        found.map((t) => teamListItem(world.config, t)),
        page,
        TEAMS_PER_PAGE,
      ),
    });
  });

  app.get('/v1/teams/:id', (c) => {
    const team = teamOf(c.req.param());
    const now = ctx.now();
    const captain = team.players.find((p) => p.role === 'bat' || p.role === 'all') ?? team.players[0];
    const keeper = team.players.find((p) => p.role === 'wk');
    const series = world.series.filter((s) => s.team_ids.includes(team.team_id) && Date.parse(s.date_end) + 30 * DAY_MS >= now).slice(0, 6);
    return c.json({
      status: 'success',
      data: {
        ...teamListItem(world.config, team),
        colors: team.colors,
        squad_size: team.players.length,
        captain: captain ? { pid: captain.pid, name: captain.name } : null,
        wicket_keeper: keeper ? { pid: keeper.pid, name: keeper.name } : null,
        series: series.map((s) => seriesWire(world, s, now)),
      },
    });
  });

  // The squad grouped by role, each group in squad order.
  app.get('/v1/teams/:id/players', (c) => {
    const team = teamOf(c.req.param());
    const group = (role: PlayerRole) => team.players.filter((p) => p.role === role).map((p) => squadMember(world, p));
    return c.json({ status: 'success', data: { bat: group('bat'), all: group('all'), wk: group('wk'), bowl: group('bowl') } });
  });

  // Articles tagged with the side, newest first, from the news feed the news routes serve.
  app.get('/v1/teams/:id/news', (c) => {
    const team = teamOf(c.req.param());
    const { page, per_page } = parseInput(NewsQuery, c.req.query());
    const viewer = viewerKey(world, (name) => c.req.header(name));
    const list = aboutTeam(world, ctx.now(), team.team_id).map((a) => toArticleWire(a, likeViewFor(world, a.id, viewer), false));
    return c.json({ status: 'success', ...pageOf(list, page, per_page) });
  });

  app.get('/v1/teams/:id/recentMatches', (c) => {
    const team = teamOf(c.req.param());
    const { limit } = parseInput(LimitQuery, c.req.query());
    const now = ctx.now();
    const found = teamFixtures(world, team.team_id, now, 'past', limit, (status, f) => isResult(status, f, now));
    return c.json({ status: 'success', data: found.map((f) => matchSummary(world, f, now)) });
  });

  // Live ones first, then the next to start.
  app.get('/v1/teams/:id/upcomingMatches', (c) => {
    const team = teamOf(c.req.param());
    const { limit } = parseInput(LimitQuery, c.req.query());
    const now = ctx.now();
    const found = teamFixtures(world, team.team_id, now, 'future', limit, (status) => status === 'Live' || status === 'Scheduled');
    return c.json({ status: 'success', data: found.map((f) => matchSummary(world, f, now)) });
  });

  app.get('/v1/teams/:id/videos', (c) => {
    const team = teamOf(c.req.param());
    return c.json({ status: 'success', data: teamVideos(world, team, ctx.now()) });
  });

  return app;
}
