// A player's page data (GET /v1/players/{id}/stats): who they are, the sides they play for,
// career batting and bowling per format, their recent innings and spells, and Popular Players. The
// id may be the pid, the player's slug, or a slug ending in the pid, since the SPA's route names
// players by slug.
import { Hono } from 'hono';
import { z } from '../../shared/zod';
import { ApiError, onApiError, parseInput } from '../content/api-reply';
import { playedMatches, popularPlayers, recentForm } from '../content/player-form';
import { media } from '../media/urls';
import { careerStats } from '../world/player-stats';
import { teamIdsOf } from '../world/team-table';
import type { SimContext, SimPlayer, SimTeam, World } from '../world/types';
import { teamListItem } from '../world/wire';

const PlayerPath = z.object({
  id: z.pipe(
    z.string().check(z.trim(), z.regex(/^[a-z0-9][a-z0-9-]{0,150}$/i, 'must be a player id or slug')),
    z.transform((s) => s.toLowerCase()),
  ),
});

const ROLE_TEXT: Record<SimPlayer['role'], string> = { bat: 'Batter', bowl: 'Bowler', all: 'All-rounder', wk: 'Wicketkeeper batter' };
/** Men's national sides: where a capped franchise player's international caps come from. */
const NATIONAL_IDS = new Set(teamIdsOf('men'));

function ageOn(birthdate: string, nowMs: number): number {
  const born = new Date(`${birthdate}T00:00:00Z`);
  const now = new Date(nowMs);
  let age = now.getUTCFullYear() - born.getUTCFullYear();
  const before =
    now.getUTCMonth() < born.getUTCMonth() || (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate());
  if (before) age -= 1;
  return age;
}

/** 'Top-order batter', 'Wicketkeeper batter', 'Bowling all-rounder': the overview's batting role. */
function battingRole(p: SimPlayer, squadIndex: number): string {
  if (p.role === 'wk') return 'Wicketkeeper batter';
  if (p.role === 'all') return p.batting_skill >= p.bowling_skill ? 'Batting all-rounder' : 'Bowling all-rounder';
  if (p.role === 'bowl') return 'Tail-end batter';
  return squadIndex <= 2 ? 'Top-order batter' : 'Middle-order batter';
}

function about(p: SimPlayer, team: SimTeam | undefined, age: number): string {
  const [city] = p.birthplace.split(',');
  const craft =
    p.role === 'bowl'
      ? `a ${p.bowling_style.toLowerCase()} bowler who ${p.bowling_skill > 0.75 ? 'leads the attack' : 'keeps things tight in the middle overs'}`
      : p.role === 'all'
        ? `an all-rounder who bats ${p.batting_style === 'Left Handed Bat' ? 'left-handed' : 'right-handed'} and bowls ${p.bowling_style.toLowerCase()}`
        : p.role === 'wk'
          ? 'a wicketkeeper who can move up and down the order'
          : `a ${p.batting_style === 'Left Handed Bat' ? 'left-handed' : 'right-handed'} batter known for ${p.batting_skill > 0.75 ? 'big innings at the top' : 'steady hands in a crisis'}`;
  return (
    `${p.name}, ${age}, is ${craft}. Born in ${city ?? p.birthplace}, ${p.short_name.split(' ').pop() ?? p.name} came through the ` +
    `${p.country} age-group system and plays for ${team?.name ?? p.country}${p.is_international ? ', and has represented the national side' : ''}. ` +
    `Team-mates rate the work ethic as highly as the talent.`
  );
}

function findPlayer(world: World, key: string): SimPlayer | undefined {
  if (/^\d+$/.test(key)) return world.player(Number(key));
  const trailing = /-(\d+)$/.exec(key)?.[1];
  const byPid = trailing ? world.player(Number(trailing)) : undefined;
  if (byPid) return byPid;
  for (const team of world.teams) for (const p of team.players) if (p.slug === key) return p;
  return undefined;
}

/** The player's own side, and the national side of their country when they are capped and it differs. */
function teamsOf(world: World, p: SimPlayer): SimTeam[] {
  const own = world.team(p.team_id);
  const nation = world.teams.find((t) => NATIONAL_IDS.has(t.team_id) && t.name === p.country);
  return [own, p.is_international && nation && nation.team_id !== p.team_id ? nation : undefined].flatMap((t) => (t ? [t] : []));
}

export function playersRoutes(ctx: SimContext): Hono {
  const app = new Hono();
  app.onError(onApiError);
  const { world } = ctx;

  app.get('/v1/players/:id/stats', (c) => {
    const { id } = parseInput(PlayerPath, c.req.param());
    const p = findPlayer(world, id);
    if (!p) throw new ApiError(404, `Player ${id} not found`);
    const team = world.team(p.team_id);
    const age = ageOn(p.birthdate, ctx.now());
    const squadIndex = team?.players.indexOf(p) ?? 0;
    return c.json({
      status: 'success',
      data: {
        player: {
          pid: p.pid,
          name: p.name,
          short_name: p.short_name,
          slug: p.slug,
          logo_url: media.player(world.config, p.pid),
          thumb_url: media.player(world.config, p.pid),
          playing_role: p.playing_role,
          country: { name: p.country, image: media.flag(world.config, p.country) },
          info: {
            birthdate: p.birthdate,
            birthplace: p.birthplace,
            age: `${age} years`,
            batting_style: p.batting_style,
            bowling_style: p.bowling_style || 'Does not bowl',
            battingRole: battingRole(p, squadIndex),
            role: ROLE_TEXT[p.role],
            about: about(p, team, age),
          },
          teams: teamsOf(world, p).map((t) => teamListItem(world.config, t)),
        },
        stats: careerStats(world.config.seed, p, age, playedMatches(world, p, ctx.now())),
        recent_form: recentForm(world, p, ctx.now()),
        popular_players: popularPlayers(world, p),
      },
    });
  });

  return app;
}
