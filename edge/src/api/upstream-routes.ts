// The allowlist of upstream calls (SPEC.md section 7) with each one's edge-cache lifetime. A request
// that matches no row is a 404 from the edge and never reaches the upstream. `ttl` is seconds; 0
// means never cached (per-user data, writes, counters).

export type Method = 'GET' | 'POST';

export interface UpstreamRoute {
  method: Method;
  /** Path with :params; each param name has a pattern in PARAMS below. */
  path: string;
  ttl: number;
}

// Reference data changes rarely; lists move with the news cycle; live data moves every ball.
const LIVE = 5;
const LIST = 60;
const SLOW_LIST = 300;
const REFERENCE = 3600;

/** What each path parameter may look like; anything else is not a known call. */
const PARAMS: Record<string, string> = {
  id: '[0-9]{1,12}',
  date: '[0-9]{4}-[0-9]{2}-[0-9]{2}',
  slug: '[A-Za-z0-9][A-Za-z0-9_-]{0,199}',
  newsType: '(?:news|fantasy|top_story|weekly_recap|seriesNews|categoryNews)',
  teamPart: '(?:players|news|recentMatches|upcomingMatches|videos)',
  vote: '(?:like|unlike)',
};

export const UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  // News
  { method: 'GET', path: '/v1/news/categories', ttl: REFERENCE },
  { method: 'GET', path: '/v1/news/articles', ttl: LIST },
  { method: 'GET', path: '/v1/news/home/:newsType', ttl: LIST },
  { method: 'GET', path: '/v1/news/:id', ttl: LIST },
  { method: 'GET', path: '/v1/news/:id/:vote', ttl: 0 },
  { method: 'GET', path: '/v1/news/:id/newsblocks', ttl: LIVE },
  { method: 'GET', path: '/v2/news', ttl: LIST },
  // Series and matches
  { method: 'GET', path: '/v1/series/seriesByMonth', ttl: SLOW_LIST },
  { method: 'GET', path: '/v1/series/recent', ttl: SLOW_LIST },
  { method: 'GET', path: '/v1/series/:id/pointtable', ttl: LIST },
  { method: 'GET', path: '/v1/matches/schedule/live', ttl: LIVE },
  { method: 'GET', path: '/v2/matches/live', ttl: LIVE },
  { method: 'GET', path: '/v2/matches/schedule/upcoming/:date/:date', ttl: LIST },
  { method: 'GET', path: '/v2/matches/schedule/completed/:date/:date', ttl: LIST },
  { method: 'GET', path: '/v1/matches/:id', ttl: LIVE },
  { method: 'GET', path: '/v1/fantasy/matches/:date/:date', ttl: SLOW_LIST },
  // Teams, players, ranking
  { method: 'GET', path: '/v1/teams', ttl: SLOW_LIST },
  { method: 'GET', path: '/v1/teams/:id', ttl: SLOW_LIST },
  { method: 'GET', path: '/v1/teams/:id/:teamPart', ttl: LIST },
  { method: 'GET', path: '/v1/players/:id/stats', ttl: REFERENCE },
  { method: 'GET', path: '/v1/misc/ranking', ttl: REFERENCE },
  // Misc
  { method: 'GET', path: '/v1/misc/meta/:slug', ttl: REFERENCE },
  { method: 'GET', path: '/v1/misc/customPage/:slug', ttl: REFERENCE },
  { method: 'GET', path: '/v1/misc/ourTeam', ttl: REFERENCE },
  { method: 'GET', path: '/v1/misc/exclusiveVideos', ttl: SLOW_LIST },
  { method: 'GET', path: '/v1/ads/:slug', ttl: SLOW_LIST },
  { method: 'POST', path: '/v1/misc/feedback', ttl: 0 },
  { method: 'POST', path: '/v1/misc/log', ttl: 0 },
  { method: 'GET', path: '/v1/stories', ttl: SLOW_LIST },
  { method: 'GET', path: '/v1/stories/:id', ttl: SLOW_LIST },
  // Authors (the spec writes the list with a trailing slash)
  { method: 'GET', path: '/v1/authors', ttl: SLOW_LIST },
  { method: 'GET', path: '/v1/authors/', ttl: SLOW_LIST },
  { method: 'POST', path: '/v1/authors/findByUsername', ttl: 0 },
  { method: 'GET', path: '/v1/authors/:id/news', ttl: LIST },
  // User
  { method: 'GET', path: '/v1/user/profile', ttl: 0 },
  { method: 'GET', path: '/v1/user/logout', ttl: 0 },
  { method: 'POST', path: '/v1/user/socialLogin', ttl: 0 },
  { method: 'POST', path: '/v1/user/updateProfile', ttl: 0 },
  // Cache (admin only; see purge.ts)
  { method: 'POST', path: '/v1/cache/purge-cache', ttl: 0 },
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
