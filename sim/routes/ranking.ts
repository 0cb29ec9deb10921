// ICC-style rankings (GET /v1/misc/ranking?limit): batters, bowlers, all-rounders and teams, each
// for T20, ODI and Test. Men's international sides only, as the ICC tables are. Ratings follow
// skill with a little per-format luck, so a side's order differs from format to format.
import { Hono } from 'hono';
import { z } from '../../shared/zod';
import { RANKING_LIMIT } from '../../shared/constants';
import { intParam, onApiError, parseInput } from '../content/api-reply';
import { media } from '../media/urls';
import { rngFor } from '../rng';
import { teamIdsOf } from '../world/team-table';
import { type RankFormat, rankedPlayers } from '../world/player-ratings';
import type { SimContext, SimTeam, World } from '../world/types';

const LimitQuery = z.object({ limit: intParam(RANKING_LIMIT, 1, 100) });

function teamRows(world: World, format: RankFormat, limit: number) {
  const teams = teamIdsOf('men').flatMap((id) => world.team(id) ?? []);
  return teams
    .map((t: SimTeam) => {
      const rng = rngFor(world.config.seed, 'team-rank', t.team_id, format);
      const strength = t.players.slice(0, 11).reduce((sum, p) => sum + Math.max(p.batting_skill, p.bowling_skill), 0) / 11;
      const matches = rng.int(format === 'test' ? 14 : 24, format === 'test' ? 30 : 48);
      const r = Math.round(70 + strength * 60 + rng.next() * 18);
      return { t, r, matches };
    })
    .sort((a, b) => b.r - a.r || a.t.team_id - b.t.team_id)
    .slice(0, limit)
    .map(({ t, r, matches }, i) => ({
      rank: i + 1,
      tid: t.team_id,
      team: t.name,
      short_name: t.short_name,
      logo_url: media.team(world.config, t.team_id),
      rating: r,
      points: r * matches,
      matches,
    }));
}

export function rankingRoutes(ctx: SimContext): Hono {
  const app = new Hono();
  app.onError(onApiError);
  const { world } = ctx;

  app.get('/v1/misc/ranking', (c) => {
    const { limit } = parseInput(LimitQuery, c.req.query());
    const byFormat = <T>(make: (format: RankFormat) => T) => ({ t20: make('t20'), odi: make('odi'), test: make('test') });
    return c.json({
      status: 'success',
      data: {
        batsmen: byFormat((f) => rankedPlayers(world, f, limit, 'bat')),
        bowlers: byFormat((f) => rankedPlayers(world, f, limit, 'bowl')),
        allrounders: byFormat((f) => rankedPlayers(world, f, limit, 'all')),
        teams: byFormat((f) => teamRows(world, f, limit)),
      },
    });
  });

  return app;
}
