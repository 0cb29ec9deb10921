// The fan's teams first, from the first paint. The fan's list is the app's (web/src/lib/favourite-teams.ts,
// in local storage); a cookie mirrors its team ids, which the edge reads. A page's match lists carry
// each match's two team ids (MATCH_TEAMS_ATTRIBUTE), and the edge marks the fan's matches in the page it
// sends (edge/src/pages/favourite-marks.ts): a mark puts the match first in its list and draws a star,
// both by CSS, so the served page already reads as it will. The render and its cache never see the
// cookie; the marks go on after, per response. The browser's hydration reads the same cookie, so it
// draws the same marks, and it then puts the fan's matches first in the DOM too, where they already stood.

import { FAVOURITE_TEAMS_MAX } from './constants';

export const FAVOURITES_COOKIE = 'favouriteTeamIds';

/** The class of a match of one of the fan's teams. */
export const FAVOURITE_MARK_CLASS = 'is-favourite';

/** An element's attribute naming the teams of its match: their ids, space-separated. */
export const MATCH_TEAMS_ATTRIBUTE = 'data-teams';

/** The attribute's value for a match of these teams. */
export const matchTeamsValue = (teamIds: readonly number[]): string => teamIds.join(' ');

/** The cookie's value: the ids, dot-separated ('25.31'). */
export const favouritesCookieValue = (teamIds: readonly number[]): string => teamIds.join('.');

const COOKIE_PATTERN = /^[1-9]\d{0,9}(\.[1-9]\d{0,9})*$/;

/** The ids a cookie value names; none when it is not one this site wrote. */
export function parseFavouritesCookie(value: string | undefined | null): number[] {
  if (!value || !COOKIE_PATTERN.test(value)) return [];
  const ids = [...new Set(value.split('.').map(Number))];
  return ids.length <= FAVOURITE_TEAMS_MAX && ids.every(Number.isSafeInteger) ? ids : [];
}

/** Whether a match of these teams is one of the fan's. */
export const isFavouriteMatch = (teamIds: readonly number[], favourites: ReadonlySet<number>): boolean =>
  teamIds.some((id) => favourites.has(id));

/** The fan's matches first, each part in the order it came. */
export function favouritesFirst<T>(items: readonly T[], teamIdsOf: (item: T) => readonly number[], favourites: ReadonlySet<number>): T[] {
  if (favourites.size === 0) return [...items];
  const mine = items.filter((item) => isFavouriteMatch(teamIdsOf(item), favourites));
  return mine.length === 0 ? [...items] : [...mine, ...items.filter((item) => !mine.includes(item))];
}
