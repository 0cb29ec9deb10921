// One row shape for the podium and the table, whether the category ranks players or teams. The
// rows are loose objects: the fields beyond the spec's (photo, slug, team name) are read only when
// they are strings.
import type { PlayerRank, TeamRank } from '../../../../shared/schemas/ranking';

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

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function playerRow(row: PlayerRank): RankRow {
  const slug = text(row.slug) ?? slugOf(row.player);
  return {
    rank: Number(row.rank),
    name: row.player,
    team: row.team,
    image: text(row.thumb_url),
    rating: num(row.rating),
    points: null,
    matches: null,
    // The player route takes the id from the slug's last part.
    href: row.pid ? `/players-details/${slug}-${row.pid}` : null,
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
    href: row.tid ? `/teams/${slugOf(row.team)}-${row.tid}/home` : null,
  };
}
