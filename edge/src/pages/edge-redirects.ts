// The redirects of SPEC section 2 that depend on the address alone, answered by the edge as HTTP
// redirects, so crawlers and link previews follow them too. The SPA keeps its own copies for
// navigation inside the app; redirects that need data (an unknown match tab for a Test, a story not
// in the list, an article flagged live) stay in the SPA.

/** First path segments the SPA has pages under (web/src/app/routes); any other path goes home. */
const KNOWN_SECTIONS = new Set([
  'schedule', 'cricket-news', 'cricket-top-story', 'fantasy-cricket-tips', 'fantasy', 'live-blogs', 'live-blogs-test',
  'news', 'category', 'tag', 'more-categories', 'ranking', 'teams', 'points-table', 'series', 'players-details',
  'web-stories', 'authors', 'login', 'user-profile', 'about-us', 'contact-us', 'p', 'purge-cache', 'cgfToken',
  'my-teams',
]);

const SCHEDULE_TYPES = new Set(['live', 'upcoming', 'results']);
const SERIES_TABS = new Set(['schedule', 'pointtable', 'news', 'videos', 'teams']);

export interface EdgeRedirect {
  /** A path with its query. */
  location: string;
  /** 301 for the spec's fixed moves; 302 for a path the site does not have (it may have it later). */
  status: 301 | 302;
}

/** Where the edge sends `url`, or null when the SPA renders it. */
export function edgeRedirect(url: URL): EdgeRedirect | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const [first, second, third, fourth, fifth] = segments;
  const moved = (path: string): EdgeRedirect => ({ location: `${path}${url.search}`, status: 301 });
  if (first === undefined) return null;
  if (!KNOWN_SECTIONS.has(first)) return { location: '/', status: 302 };
  if (first === 'news') return moved(second === undefined ? '/cricket-news' : `/cricket-news/${segments.slice(1).join('/')}`);
  if (first === 'fantasy' && second === undefined) return moved('/fantasy-cricket-tips');
  if (first === 'schedule' && segments.length <= 2 && !(second && SCHEDULE_TYPES.has(second))) return moved('/schedule/live');
  if (first === 'series' && second !== undefined) {
    if (third === undefined) return moved(`/series/${second}/schedule`);
    if (fourth === undefined && !SERIES_TABS.has(third)) return moved(`/series/${second}/schedule`);
    if (third === 'schedule' && fourth !== undefined && fifth === undefined) return moved(`/series/${second}/schedule/${fourth}/matchinfo`);
    if (third === 'matches' && fourth !== undefined && segments.length <= 5) {
      return moved(`/series/${second}/schedule/${fourth}/${fifth ?? 'matchinfo'}`);
    }
  }
  return null;
}
