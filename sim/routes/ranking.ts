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
import type { SimContext, SimPlayer, SimTeam, World } from '../world/types';

const FORMATS = ['t20', 'odi', 'test'] as const;
type RankFormat = (typeof FORMATS)[number];

const LimitQuery = z.object({ limit: intParam(RANKING_LIMIT, 1, 100) });

/** Skill in 0..1 to an ICC-like rating, with a touch of seeded luck per format. */
function rating(seed: number, key: string, id: number, format: RankFormat, skill: number): number {
  return Math.round(420 + skill * 430 + rngFor(seed, 'rating', key, id, format).next() * 90);
}

function playerRows(world: World, format: RankFormat, limit: number, key: string, score: (p: SimPlayer) => number | null) {
  return teamIdsOf('men')
    .flatMap((id) => world.team(id) ?? [])
    .flatMap((t) => t.players.map((p) => ({ p, t, s: score(p) })))
    .flatMap(({ p, t, s }) => (s === null ? [] : [{ p, t, r: rating(world.config.seed, key, p.pid, format, s) }]))
    .sort((a, b) => b.r - a.r || a.p.pid - b.p.pid)
    .slice(0, limit)
    .map(({ p, t, r }, i) => ({
      rank: i + 1,
      pid: p.pid,
      player: p.name,
      slug: p.slug,
      team: t.short_name,
      team_name: t.name,
      country: p.country,
      rating: r,
      thumb_url: media.player(world.config, p.pid),
    }));
}

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
    const batter = (p: SimPlayer) => (p.role === 'bowl' ? null : p.batting_skill);
    const bowler = (p: SimPlayer) => (p.bowler_kind === 'none' ? null : p.bowling_skill);
    const allRounder = (p: SimPlayer) => (p.role === 'all' ? Math.sqrt(p.batting_skill * p.bowling_skill) : null);
    return c.json({
      status: 'success',
      data: {
        batsmen: byFormat((f) => playerRows(world, f, limit, 'bat', batter)),
        bowlers: byFormat((f) => playerRows(world, f, limit, 'bowl', bowler)),
        allrounders: byFormat((f) => playerRows(world, f, limit, 'all', allRounder)),
        teams: byFormat((f) => teamRows(world, f, limit)),
      },
    });
  });

  return app;
}
