import { describe, expect, it } from 'vitest';
import { matchUpstreamRoute, UPSTREAM_ROUTES } from '../../../edge/src/api/upstream-routes';
import { isSafePath, rawPathOf } from '../../../edge/src/api/safe-path';

describe('the upstream allowlist', () => {
  it.each([
    ['GET', '/v1/news/categories'],
    ['GET', '/v1/news/3558'],
    ['GET', '/v1/news/3558/like'],
    ['GET', '/v1/news/3558/unlike'],
    ['GET', '/v1/news/3674/newsblocks'],
    ['GET', '/v1/news/home/top_story'],
    ['GET', '/v2/matches/schedule/upcoming/2026-11-20/2026-11-30'],
    ['GET', '/v2/matches/schedule/completed/2026-11-20/2026-11-10'],
    ['GET', '/v1/matches/87006'],
    ['GET', '/v1/series/129400/stats'],
    ['GET', '/v1/teams/12/recentMatches'],
    ['GET', '/v1/misc/customPage/privacy-policy'],
    ['GET', '/v1/authors/'],
    ['POST', '/v1/authors/findByUsername'],
    ['POST', '/v1/user/updateProfile'],
    ['POST', '/v1/user/favouriteTeams'],
    ['POST', '/v1/cache/purge-cache'],
  ])('allows %s %s', (method, path) => {
    expect(matchUpstreamRoute(method, path)).toBeDefined();
  });

  it.each([
    ['GET', '/v1/news/abc'],
    ['GET', '/v1/news/3558/delete'],
    ['GET', '/v1/news/home/secret'],
    ['POST', '/v1/news/categories'],
    ['GET', '/v2/matches/schedule/upcoming/today/tomorrow'],
    ['GET', '/v2/matches/schedule/upcoming/2026-13-45/2026-11-30'],
    ['GET', '/v1/fantasy/matches/2026-11-00/9999-99-99'],
    ['GET', '/v1/teams/12/salaries'],
    ['GET', '/v1/series/indian-premier-league-2026-129400/stats'],
    ['POST', '/v1/series/129400/stats'],
    ['GET', '/v1/misc/customPage/a/b'],
    ['PUT', '/v1/user/updateProfile'],
    ['GET', '/v1/user/favouriteTeams'],
    ['GET', '/v1/cache/purge-cache'],
    ['GET', '/v1/news/categories/'],
  ])('refuses %s %s', (method, path) => {
    expect(matchUpstreamRoute(method, path)).toBeUndefined();
  });

  it('never caches a write, a vote or a user call', () => {
    for (const route of UPSTREAM_ROUTES) {
      if (route.method === 'POST' || /\/(:vote|user)/.test(route.path)) expect(route.ttl, route.path).toBe(0);
    }
  });
});

describe('raw path safety', () => {
  it.each(['/api/v1/../x', '/api/./v1', '/api/%2e%2e/x', '/api/a%2Fb', '/api//v1', '/api/a\\b', '/api/%252e', '/api/a%00'])(
    'rejects %s',
    (path) => expect(isSafePath(path)).toBe(false),
  );

  it('accepts an ordinary path', () => {
    expect(isSafePath('/api/v1/news/home/news')).toBe(true);
  });

  it('takes the path from a raw URL without decoding or normalising it', () => {
    expect(rawPathOf('http://h:8787/api/v1/%2e%2e/x?y=1#z')).toBe('/api/v1/%2e%2e/x');
    expect(rawPathOf('http://h/api/v1/../x')).toBe('/api/v1/../x');
  });
});
