// The allowlist of upstream calls (SPEC.md section 7): for each, its edge-cache lifetime, who may
// share its answer, and the query parameters it takes. A request that matches no row is a 404 from
// the edge and never reaches the upstream. `ttl` is seconds; 0 means never cached.
import { TEAM_SEARCH_MAX_LENGTH } from '../../../shared/constants';
import { droppedInt, int, oneOf, slug, text, year, type QueryRules } from './query-rules';

export type Method = 'GET' | 'POST';

/**
 * Who an answer is for:
 * - shared:   the same for every reader. Served from the shared cache to everyone, signed in or not;
 *             the caller's token is never sent, so a fan's token cannot bypass the cache.
 * - viewer:   shared content carrying the reader's own state (`is_liked`). Anonymous readers share
 *             the cached copy; a signed-in reader's call passes through with the token, and falls
 *             back to the shared copy when the upstream fails.
 * - personal: the reader's own data or a write. Never cached, always passed through with the token.
 */
export type Access = 'shared' | 'viewer' | 'personal';

export interface UpstreamRoute {
  method: Method;
  /** Path with :params; each param name has a pattern in PARAMS below. */
  path: string;
  ttl: number;
  access: Access;
  /** The query parameters the call takes; any other is dropped before the cache and the upstream. */
  query?: QueryRules;
}

// Reference data changes rarely; lists move with the news cycle; live data moves every ball.
const LIVE = 5;
const LIST = 60;
const SLOW_LIST = 300;
const REFERENCE = 3600;

/** What each path parameter may look like; anything else is not a known call. */
const PARAMS: Record<string, string> = {
  id: '[0-9]{1,12}',
  // A calendar date (YYYY-MM-DD, months 01-12, days 01-31): '2026-13-45' is no question to ask.
  date: '(?:19|20)[0-9]{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])',
  slug: '[A-Za-z0-9][A-Za-z0-9_-]{0,199}',
  newsType: '(?:news|fantasy|top_story|weekly_recap|seriesNews|categoryNews)',
  teamPart: '(?:players|news|recentMatches|upcomingMatches|videos)',
  vote: '(?:like|unlike)',
};

// Query vocabularies. Bounds are the upstream's own (a page past the end is an empty page).
const PAGE = int(1, 100_000);
const PER_PAGE = int(1, 100);
/** The upstream is inconsistent: home lists page with page_no, the rest with page. */
const NEWS_PAGING: QueryRules = { per_page: PER_PAGE, page_no: PAGE, page: PAGE };
const PAGING: QueryRules = { page: PAGE, per_page: PER_PAGE };
/** A series (cid) or match id in a query, bounded as the path parameter :id. */
const ID = int(1, 999_999_999_999);
const ARTICLE_TYPE = oneOf('news', 'top_story', 'fantasy', 'weekly_recap');

export const UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  // News. Lists carry is_liked per item too, but no page shows a list item's like: they stay shared,
  // and the article page reads the reader's like from /v1/news/{id}.
  { method: 'GET', path: '/v1/news/categories', ttl: REFERENCE, access: 'shared' },
  { method: 'GET', path: '/v1/news/articles', ttl: LIST, access: 'shared', query: { ...NEWS_PAGING, type: ARTICLE_TYPE, tag: slug } },
  {
    method: 'GET',
    path: '/v1/news/home/:newsType',
    ttl: LIST,
    access: 'shared',
    // id: the article being read, left out of its "more stories".
    query: { ...NEWS_PAGING, tag: slug, isLive: oneOf('true', 'false', '1', '0'), id: int(1, 999_999_999_999) },
  },
  { method: 'GET', path: '/v1/news/:id', ttl: LIST, access: 'viewer' },
  { method: 'GET', path: '/v1/news/:id/:vote', ttl: 0, access: 'personal' },
  { method: 'GET', path: '/v1/news/:id/newsblocks', ttl: LIVE, access: 'shared' },
  { method: 'GET', path: '/v2/news', ttl: LIST, access: 'shared', query: { ...NEWS_PAGING, category_slug: slug } },
  // Series and matches
  { method: 'GET', path: '/v1/series/seriesByMonth', ttl: SLOW_LIST, access: 'shared', query: { year } },
  { method: 'GET', path: '/v1/series/recent', ttl: SLOW_LIST, access: 'shared' },
  { method: 'GET', path: '/v1/series/:id/pointtable', ttl: LIST, access: 'shared' },
  // A series' leaders, read from its scorecards: they move with its live match. No query: any is dropped.
  { method: 'GET', path: '/v1/series/:id/stats', ttl: LIST, access: 'shared', query: {} },
  { method: 'GET', path: '/v1/matches/schedule/live', ttl: LIVE, access: 'shared', query: { page: PAGE } },
  { method: 'GET', path: '/v2/matches/live', ttl: LIVE, access: 'shared' },
  { method: 'GET', path: '/v2/matches/schedule/upcoming/:date/:date', ttl: LIST, access: 'shared', query: { page: PAGE } },
  { method: 'GET', path: '/v2/matches/schedule/completed/:date/:date', ttl: LIST, access: 'shared', query: { page: PAGE } },
  { method: 'GET', path: '/v1/matches/:id', ttl: LIVE, access: 'shared' },
  { method: 'GET', path: '/v1/fantasy/matches/:date/:date', ttl: SLOW_LIST, access: 'shared' },
  // Teams, players, ranking
  { method: 'GET', path: '/v1/teams', ttl: SLOW_LIST, access: 'shared', query: { page: PAGE, search: text(TEAM_SEARCH_MAX_LENGTH) } },
  { method: 'GET', path: '/v1/teams/:id', ttl: SLOW_LIST, access: 'shared' },
  { method: 'GET', path: '/v1/teams/:id/:teamPart', ttl: LIST, access: 'shared', query: { ...PAGING, limit: int(1, 50) } },
  { method: 'GET', path: '/v1/players/:id/stats', ttl: REFERENCE, access: 'shared' },
  { method: 'GET', path: '/v1/misc/ranking', ttl: REFERENCE, access: 'shared', query: { limit: int(1, 100) } },
  // Misc
  { method: 'GET', path: '/v1/misc/meta/:slug', ttl: REFERENCE, access: 'shared' },
  {
    method: 'GET',
    path: '/v1/misc/customPage/:slug',
    ttl: REFERENCE,
    access: 'shared',
    query: { cg_random: droppedInt(0, Number.MAX_SAFE_INTEGER) },
  },
  { method: 'GET', path: '/v1/misc/ourTeam', ttl: REFERENCE, access: 'shared' },
  // Records of recent play: they change only when a match finishes. No query: any is dropped.
  { method: 'GET', path: '/v1/misc/facts', ttl: SLOW_LIST, access: 'shared', query: {} },
  // series (a cid) or match narrows the list to one series' or one match's videos (docs/upstream-api.md).
  { method: 'GET', path: '/v1/misc/exclusiveVideos', ttl: SLOW_LIST, access: 'shared', query: { series: ID, match: ID } },
  { method: 'GET', path: '/v1/ads/:slug', ttl: SLOW_LIST, access: 'shared' },
  // Writes: the feedback form and the crash log.
  { method: 'POST', path: '/v1/misc/feedback', ttl: 0, access: 'personal' },
  { method: 'POST', path: '/v1/misc/log', ttl: 0, access: 'personal' },
  { method: 'GET', path: '/v1/stories', ttl: SLOW_LIST, access: 'shared' },
  { method: 'GET', path: '/v1/stories/:id', ttl: SLOW_LIST, access: 'shared' },
  // Authors (the spec writes the list with a trailing slash)
  { method: 'GET', path: '/v1/authors', ttl: SLOW_LIST, access: 'shared', query: PAGING },
  { method: 'GET', path: '/v1/authors/', ttl: SLOW_LIST, access: 'shared', query: PAGING },
  // A POST that only reads; it is rare (one author page) and the upstream answers it fast.
  { method: 'POST', path: '/v1/authors/findByUsername', ttl: 0, access: 'personal' },
  { method: 'GET', path: '/v1/authors/:id/news', ttl: LIST, access: 'shared', query: { ...PAGING, type: oneOf('', 'news', 'fantasy') } },
  // User: the reader's own data
  { method: 'GET', path: '/v1/user/profile', ttl: 0, access: 'personal' },
  { method: 'GET', path: '/v1/user/logout', ttl: 0, access: 'personal' },
  { method: 'POST', path: '/v1/user/socialLogin', ttl: 0, access: 'personal' },
  { method: 'POST', path: '/v1/user/updateProfile', ttl: 0, access: 'personal' },
  // The fan's teams, kept with the profile (docs/upstream-api.md; not in the spec).
  { method: 'POST', path: '/v1/user/favouriteTeams', ttl: 0, access: 'personal' },
  // Cache (admin only; see purge.ts)
  { method: 'POST', path: '/v1/cache/purge-cache', ttl: 0, access: 'personal' },
];

export const PURGE_PATH = '/v1/cache/purge-cache';

interface CompiledRoute extends UpstreamRoute {
  regex: RegExp;
}

function compile(route: UpstreamRoute): CompiledRoute {
  const source = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const pattern = PARAMS[name];
    if (!pattern) throw new Error(`Unknown path parameter :${name} in ${route.path}`);
    return pattern;
  });
  return { ...route, regex: new RegExp(`^${source}$`) };
}

const COMPILED = UPSTREAM_ROUTES.map(compile);

/** The allowlisted route for a method and path, or undefined when the call is not allowed. */
export function matchUpstreamRoute(method: string, path: string): UpstreamRoute | undefined {
  return COMPILED.find((r) => r.method === method && r.regex.test(path));
}
