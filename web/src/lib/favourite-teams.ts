// The fan's teams ('My teams'): kept on the device, in the order the fan gave them, each with the key
// events that alert the fan and a mute. A vanilla zustand store, read and written from outside React
// too (the alerts), kept in localStorage and in step across the tabs of the browser. The edge never
// sees it: nothing personal is in what the edge renders or caches.
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { FAVOURITE_TEAMS_MAX } from '../../../shared/constants';
import { KeyEventKind } from '../../../shared/live-protocol';
import { z } from '../../../shared/zod';
import { inBrowser } from './in-browser';

const STORAGE_KEY = 'favouriteTeams';

/** The key events a fan can be alerted of, in the order the choices are shown. */
export const ALERT_KINDS = ['wicket', 'result', 'match_start', 'innings_break', 'fifty', 'hundred', 'five_wickets', 'hat_trick_chance', 'six', 'four'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
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

const AlertKindSchema = z.enum(ALERT_KINDS);

const FavouriteTeamSchema = z.object({
  team_id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  short_name: z.string().check(z.maxLength(16)),
  /** The team page's address segment ('india-25'). */
  slug: z.string().check(z.maxLength(120)),
  logo: z.optional(z.string().check(z.maxLength(500))),
  alerts: z.array(AlertKindSchema).check(z.maxLength(ALERT_KINDS.length)),
  muted: z.boolean(),
});
export type FavouriteTeam = z.infer<typeof FavouriteTeamSchema>;

/** What starring a team needs to know of it. */
export type TeamToStar = Pick<FavouriteTeam, 'team_id' | 'name' | 'short_name' | 'slug' | 'logo'>;

const StoredSchema = z.array(FavouriteTeamSchema).check(z.maxLength(FAVOURITE_TEAMS_MAX));

const NONE: readonly FavouriteTeam[] = [];

export const favouriteTeams = createStore<{ teams: readonly FavouriteTeam[] }>(() => ({ teams: read() }));

/** What the device holds; what it cannot read (another version's, edited by hand) is none. */
function read(): readonly FavouriteTeam[] {
  if (!inBrowser) return NONE;
  try {
    const parsed = StoredSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
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
}

// Another tab changed them: take its list.
if (inBrowser) {
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
