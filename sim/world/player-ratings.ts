// ICC-style player ratings for T20, ODI and Test: skill with a little seeded luck per format, so a
// player's place differs from format to format. The ranking tables and a player's Popular Players
// both read them, so the two always agree.
import { media } from '../media/urls';
import { rngFor } from '../rng';
import { teamIdsOf } from './team-table';
import type { SimPlayer, World } from './types';

export const RANK_FORMATS = ['t20', 'odi', 'test'] as const;
export type RankFormat = (typeof RANK_FORMATS)[number];

/** What a board ranks by, or null when the player is not on it (a batter on the bowlers' board). */
export const RANK_BOARDS = {
  bat: (p: SimPlayer) => (p.role === 'bowl' ? null : p.batting_skill),
  bowl: (p: SimPlayer) => (p.bowler_kind === 'none' ? null : p.bowling_skill),
  all: (p: SimPlayer) => (p.role === 'all' ? Math.sqrt(p.batting_skill * p.bowling_skill) : null),
} as const;
export type RankBoard = keyof typeof RANK_BOARDS;

/** Skill in 0..1 to an ICC-like rating, with a touch of seeded luck per format. */
function rating(seed: number, key: string, id: number, format: RankFormat, skill: number): number {
  return Math.round(420 + skill * 430 + rngFor(seed, 'rating', key, id, format).next() * 90);
}

/** The top `limit` of one board in one format, among the men's international sides. */
export function rankedPlayers(world: World, format: RankFormat, limit: number, board: RankBoard) {
  const score = RANK_BOARDS[board];
  return teamIdsOf('men')
    .flatMap((id) => world.team(id) ?? [])
    .flatMap((t) => t.players.map((p) => ({ p, t, s: score(p) })))
    .flatMap(({ p, t, s }) => (s === null ? [] : [{ p, t, r: rating(world.config.seed, board, p.pid, format, s) }]))
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
