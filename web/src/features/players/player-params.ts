// /players-details/{slug-id}/{section}: the id is the slug's last dash-separated part.
export const PLAYER_SECTIONS = [
  { key: 'overview', label: 'Overview' },
  { key: 'stats', label: 'Stats' },
  { key: 'news', label: 'News' },
] as const;
export type PlayerSection = (typeof PLAYER_SECTIONS)[number]['key'];

export function isPlayerSection(value: string | undefined): value is PlayerSection {
  return PLAYER_SECTIONS.some((section) => section.key === value);
}

export function playerIdOf(slug: string | undefined): number | null {
  const last = slug?.split('-').pop() ?? '';
  return /^[1-9]\d{0,11}$/.test(last) ? Number(last) : null;
}

/** 'virat-kohli-1234' → 'virat-kohli': the player's tag slug when the upstream sends none. */
export function playerNameSlugOf(slug: string): string {
  return slug.replace(/-?\d+$/, '');
}
