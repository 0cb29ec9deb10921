// Document titles, one formula a kind of page, used by the edge for the HTML it serves and by the SPA
// when a fan moves to the page inside the app, so a page is titled the same however it was reached.
import { SITE_NAME } from '../constants';

/** Longest title a search result shows whole; longer ones are cut at a word, never inside one. */
export const TITLE_MAX_CHARS = 70;

/** `text` with collapsed whitespace, cut at the last word boundary that fits `max` (with '…'). */
export function fitText(text: string, max: number): string {
  const compact = text.replace(/\s+/g, ' ').trim();
  if (compact.length <= max) return compact;
  const room = compact.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.|–-]+$/, '')}…`;
}

/** '<name> | Cricket Edge', unless the name already carries the site's name. */
export function withSiteName(name: string): string {
  const fitted = fitText(name, TITLE_MAX_CHARS);
  return fitted.includes(SITE_NAME) ? fitted : fitText(`${fitted} | ${SITE_NAME}`, TITLE_MAX_CHARS + SITE_NAME.length + 3);
}

/** Pages with a fixed name and no upstream meta record, by path. */
export const NAMED_PAGES: Readonly<Record<string, string>> = {
  '/points-table': 'Cricket Points Tables',
  '/teams': 'Cricket Teams',
  '/authors': 'Our Authors',
  '/more-categories': 'More Categories',
  '/about-us': 'About Us',
  '/contact-us': 'Contact Us',
  '/login': 'Login',
  '/user-profile': 'Your Profile',
  '/my-teams': 'My Teams',
};

interface TitledMatch {
  status: string;
  subtitle?: string | null;
  teama: { name: string };
  teamb: { name: string };
}

/** 'India vs Australia, 3rd ODI': how a match is named in titles and structured data. */
export function matchName(match: TitledMatch): string {
  return `${match.teama.name} vs ${match.teamb.name}${match.subtitle ? `, ${match.subtitle}` : ''}`;
}

/** 'India vs Australia, 3rd ODI: Live Score | Cricket Edge'; Scorecard once over, Match Info before. */
export function matchTitle(match: TitledMatch): string {
  const what = match.status === 'Live' ? 'Live Score' : match.status === 'Completed' ? 'Scorecard' : 'Match Info';
  return withSiteName(`${matchName(match)}: ${what}`);
}

export const seriesTitle = (series: string, tab: string) => withSiteName(`${series}: ${tab}`);
export const playerTitle = (player: string) => withSiteName(`${player}: Profile, Stats and News`);
export const teamTitle = (team: string) => withSiteName(`${team} Cricket Team: Matches, News and Players`);
export const authorTitle = (author: string, role: string | null | undefined) => withSiteName(`${author}${role ? `, ${role}` : ''}`);
/** A series' points table on /points-table/{series}. */
export const pointsTableTitle = (series: string) => withSiteName(`${series}: Points Table`);
