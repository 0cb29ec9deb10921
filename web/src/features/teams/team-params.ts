// /teams/{slug-id}/{type}: the team id is the last dash-separated part of the segment, and the type
// picks the tab. An unknown type is the home tab.
export const TEAM_TABS = [
  { type: 'home', label: 'Home' },
  { type: 'recent', label: 'Recent' },
  { type: 'upcoming', label: 'Upcoming' },
  { type: 'news', label: 'News' },
  { type: 'videos', label: 'Videos' },
  { type: 'teamplayers', label: 'Players' },
] as const;
export type TeamTab = (typeof TEAM_TABS)[number]['type'];

export function isTeamTab(value: string | undefined): value is TeamTab {
  return TEAM_TABS.some((tab) => tab.type === value);
}

/** 'india-25' → 25; a bare '25' is read too. Null when the segment names no id. */
export function teamIdOf(slugId: string | undefined): number | null {
  const last = slugId?.split('-').pop() ?? '';
  if (!/^[1-9]\d{0,11}$/.test(last)) return null;
  return Number(last);
}

export function teamPath(slugId: string, type: TeamTab): string {
  return `/teams/${slugId}/${type}`;
}
