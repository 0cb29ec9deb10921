import type { FantasyPlayer } from '../../../../../shared/schemas/fantasy-article-match';

/** Fantasy apps' four player kinds, in the order a team sheet lists them. */
export const ROLE_GROUPS = [
  { key: 'wk', label: 'Wicket-keepers', short: 'WK' },
  { key: 'bat', label: 'Batters', short: 'BAT' },
  { key: 'all', label: 'All-rounders', short: 'AR' },
  { key: 'bowl', label: 'Bowlers', short: 'BOWL' },
] as const;

export type RoleKey = (typeof ROLE_GROUPS)[number]['key'];

/** The upstream's role text read as one of the four kinds ('wk', 'Batsman', 'AR' …); batters by default. */
export function roleOf(player: Pick<FantasyPlayer, 'role'>): RoleKey {
  const role = String(player.role ?? '').toLowerCase();
  if (role.startsWith('wk') || role.includes('keep')) return 'wk';
  if (role.startsWith('all') || role === 'ar') return 'all';
  if (role.startsWith('bowl')) return 'bowl';
  return 'bat';
}

export function roleShort(player: Pick<FantasyPlayer, 'role'>): string {
  const key = roleOf(player);
  return ROLE_GROUPS.find((group) => group.key === key)?.short ?? '';
}

/** 'Virat Kohli' → 'VK'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** The same player whatever the case or spacing the upstream wrote the name in. */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** A value with its unit, unless the upstream already wrote one ('28°C'). */
export function withUnit(value: string | null | undefined, unit: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  return /^-?\d+(\.\d+)?$/.test(value.trim()) ? `${value.trim()}${unit}` : value;
}

/** 'Rinku Menon' → 'R Menon', the way a team sheet fits a name under a player's token. */
export function sheetName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return name.trim();
  return `${words[0]?.[0] ?? ''} ${words.slice(1).join(' ')}`;
}
