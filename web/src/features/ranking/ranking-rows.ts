// One row shape for the podium and the table, whether the category ranks players or teams. The
// rows are loose objects: the fields beyond the spec's (photo, slug, team name) are read only when
// they are strings.
import type { PlayerRank, TeamRank } from '../../../../shared/schemas/ranking';
import { nameSlug, playerHref } from '../../../../shared/format/player-path';

export interface RankRow {
  rank: number;
  name: string;
  /** The player's team, or '' for team rows. */
  team: string;
  image: string | null;
  rating: number | null;
  points: number | null;
  matches: number | null;
  /** The player or team page, when the row names one. */
  href: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function num(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function playerRow(row: PlayerRank): RankRow {
  return {
    rank: Number(row.rank),
    name: row.player,
    team: row.team,
    image: text(row.thumb_url),
    rating: num(row.rating),
    points: null,
    matches: null,
    href: playerHref({ pid: row.pid, slug: text(row.slug), name: row.player }),
  };
}

export function teamRow(row: TeamRank): RankRow {
  return {
    rank: Number(row.rank),
    name: row.team,
    team: '',
    image: row.logo_url ?? null,
    rating: num(row.rating),
    points: num(row.points),
    matches: num(row.matches),
    href: row.tid ? `/teams/${nameSlug(row.team)}-${row.tid}/home` : null,
  };
}
