// The fan's teams ('My teams'): kept on the device, in the order the fan gave them, each with the key
// events that alert the fan and a mute. A vanilla zustand store, read and written from outside React
// too (the alerts), kept in localStorage and in step across the tabs of the browser. The edge sees
// their ids alone, in a cookie that mirrors the list, and only to mark the fan's matches in the page it
// sends (shared/favourite-marks.ts): nothing personal is in what the edge renders or caches.
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { FAVOURITE_TEAMS_MAX } from '../../../shared/constants';
import { FAVOURITES_COOKIE, favouritesCookieValue, parseFavouritesCookie } from '../../../shared/favourite-marks';
import { KeyEventKind } from '../../../shared/live-protocol';
import { FavouriteTeamsSchema, type AlertKind, type FavouriteTeam } from '../../../shared/schemas/favourite-teams';
import { inBrowser } from './in-browser';

export { ALERT_KINDS, type AlertKind, type FavouriteTeam } from '../../../shared/schemas/favourite-teams';

const STORAGE_KEY = 'favouriteTeams';

/** What a newly starred team alerts of: the moments that change a match. */
export const DEFAULT_ALERT_KINDS: AlertKind[] = ['wicket', 'result'];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  wicket: 'Wickets',
  result: 'Results',
  match_start: 'Match starts',
  innings_break: 'Innings breaks',
  fifty: 'Fifties',
  hundred: 'Hundreds',
  five_wickets: 'Five-wicket hauls',
  hat_trick_chance: 'Hat-trick chances',
  six: 'Sixes',
  four: 'Fours',
};

/** What starring a team needs to know of it. */
export type TeamToStar = Pick<FavouriteTeam, 'team_id' | 'name' | 'short_name' | 'slug' | 'logo'>;

const NONE: readonly FavouriteTeam[] = [];

/** A year: the mirror is written again on every visit, so it lasts as long as the fan keeps coming. */
const MIRROR_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The team ids the cookie held as this document was asked for: the ones the edge marked in it, and so
 * the ones the browser's hydration of it marks (useFavouriteTeamIds). Read before the mirror is written.
 */
const servedIds: ReadonlySet<number> = new Set(inBrowser ? parseFavouritesCookie(cookieValue(FAVOURITES_COOKIE)) : []);

export const favouriteTeams = createStore<{ teams: readonly FavouriteTeam[] }>(() => ({ teams: read() }));

/** What the device holds; what it cannot read (another version's, edited by hand) is none. */
function read(): readonly FavouriteTeam[] {
  if (!inBrowser) return NONE;
  try {
    const parsed = FavouriteTeamsSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : NONE;
  } catch {
    return NONE;
  }
}

function write(teams: readonly FavouriteTeam[]): void {
  favouriteTeams.setState({ teams });
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(teams));
  } catch {
    // Storage full or refused (private mode): the teams last for this page's life.
  }
  mirror(teams);
}

function cookieValue(name: string): string | null {
  for (const pair of document.cookie.split('; ')) if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  return null;
}

/** Writes the teams' ids to the cookie the edge reads, or clears it when there are none. */
function mirror(teams: readonly FavouriteTeam[]): void {
  if (!inBrowser) return;
  const value = favouritesCookieValue(teams.map((team) => team.team_id));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = value
    ? `${FAVOURITES_COOKIE}=${value}; Path=/; Max-Age=${MIRROR_MAX_AGE_S}; SameSite=Lax${secure}`
    : `${FAVOURITES_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

if (inBrowser) {
  // Teams starred before the cookie existed, or a cookie cleared: the edge learns them for the next page.
  mirror(favouriteTeams.getState().teams);
  // Another tab changed them: take its list.
  addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) favouriteTeams.setState({ teams: read() });
  });
}

export function isFavourite(teamId: number): boolean {
  return favouriteTeams.getState().teams.some((team) => team.team_id === teamId);
}

/** Stars or unstars a team; a new one goes last, alerting of wickets and results. False when full. */
export function toggleFavourite(team: TeamToStar): boolean {
  const { teams } = favouriteTeams.getState();
  if (teams.some((t) => t.team_id === team.team_id)) {
    write(teams.filter((t) => t.team_id !== team.team_id));
    return true;
  }
  if (teams.length >= FAVOURITE_TEAMS_MAX) return false;
  write([...teams, { ...team, alerts: [...DEFAULT_ALERT_KINDS], muted: false }]);
  return true;
}

/** Moves a team up (-1) or down (+1) the list. */
export function moveFavourite(teamId: number, by: -1 | 1): void {
  const teams = [...favouriteTeams.getState().teams];
  const from = teams.findIndex((t) => t.team_id === teamId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= teams.length) return;
  [teams[from], teams[to]] = [teams[to]!, teams[from]!];
  write(teams);
}

/** Replaces the list (the merge of the device's and the profile's at sign-in): what is not valid is dropped. */
export function replaceFavourites(teams: readonly FavouriteTeam[]): void {
  const parsed = FavouriteTeamsSchema.safeParse(teams);
  if (parsed.success) write(parsed.data);
}

export function updateFavourite(teamId: number, change: Partial<Pick<FavouriteTeam, 'alerts' | 'muted'>>): void {
  write(favouriteTeams.getState().teams.map((t) => (t.team_id === teamId ? { ...t, ...change } : t)));
}

/** Whether a key event of that kind about these teams alerts the fan, and for which of them. */
export function alertingTeam(teamIds: readonly number[], kind: KeyEventKind): FavouriteTeam | null {
  return favouriteTeams.getState().teams.find((t) => teamIds.includes(t.team_id) && !t.muted && (t.alerts as string[]).includes(kind)) ?? null;
}

/** The fan's teams, in their order; none while the edge renders and the browser hydrates its page. */
export function useFavouriteTeams(): readonly FavouriteTeam[] {
  return useSyncExternalStore(
    favouriteTeams.subscribe,
    () => favouriteTeams.getState().teams,
    () => NONE,
  );
}

let idsOf: { teams: readonly FavouriteTeam[]; ids: ReadonlySet<number> } | null = null;

function teamIds(): ReadonlySet<number> {
  const { teams } = favouriteTeams.getState();
  if (idsOf?.teams !== teams) idsOf = { teams, ids: new Set(teams.map((team) => team.team_id)) };
  return idsOf.ids;
}

/**
 * The ids of the fan's teams, whose matches a list marks and puts first: none on the edge; while the
 * browser hydrates a page the edge sent, the ones the edge marked it with; the fan's own from then on.
 */
export function useFavouriteTeamIds(): ReadonlySet<number> {
  return useSyncExternalStore(favouriteTeams.subscribe, teamIds, () => servedIds);
}
