// What the cache answers when clients try to bust it, when the upstream fails or hangs, and for
// signed-in readers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, setFault, simRequests } from '../support/sim-control';
import { startSite, type Site } from '../support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct' });
});
afterEach(() => clearFaults(site.simUrl));
afterAll(() => site?.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}/api${path}`, { headers });

async function timedGet(path: string): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  const response = await get(path);
  await response.arrayBuffer();
  return { response, ms: performance.now() - started };
}

/** Upstream requests for paths starting with `prefix`, all queries together. */
async function upstreamCalls(prefix: string): Promise<number> {
  const requests = await simRequests(site.simUrl);
  return Object.entries(requests)
    .filter(([key]) => key.startsWith(`GET ${prefix}`))
    .reduce((sum, [, n]) => sum + n, 0);
}

/** Asks until the cached copy has outlived its lifetime; every answer meanwhile must be a HIT. */
async function untilStale(path: string): Promise<void> {
  await expect
    .poll(async () => (await get(path)).headers.get('x-cache'), { timeout: 20_000, interval: 250 })
    .toBe('STALE');
}

describe('a bounded cache key space', () => {
  it('answers 50 cache-busting query strings from one upstream request', async () => {
    const junk = Array.from({ length: 50 }, (_, i) =>
      [`?bust=${i}`, `?_=${Date.now()}${i}`, `?utm_source=x${i}&ref=${i}`, `?cg_random=${i}`, `?${'a'.repeat(i + 1)}`][i % 5],
    );
    for (const query of junk) expect((await get(`/v1/news/categories${query}`)).status).toBe(200);
    expect(await upstreamCalls('/v1/news/categories')).toBeLessThanOrEqual(1);
  });

  it('answers reordered and differently written values of the same query from one entry', async () => {
    for (const query of ['?per_page=4&page_no=2', '?page_no=2&per_page=4', '?page_no=02&per_page=004', '?per_page=4&junk=1&page_no=2']) {
      expect((await get(`/v1/news/home/top_story${query}`)).status).toBe(200);
    }
    expect((await simRequests(site.simUrl))['GET /v1/news/home/top_story?page_no=2&per_page=4']).toBe(1);
    expect(await upstreamCalls('/v1/news/home/top_story')).toBe(1);
  });

  it.each([
    ['/v1/news/home/news?per_page=0', 'Query parameter per_page must be a whole number from 1 to 100'],
    ['/v1/news/home/news?page_no=abc', 'Query parameter page_no must be a whole number from 1 to 100000'],
    ['/v1/series/seriesByMonth?year=99999', 'Query parameter year must be a whole number from 1900 to 2200'],
    ['/v1/authors/1/news?type=admin', "Query parameter type must be one of '', 'news', 'fantasy'"],
    [`/v1/teams?search=${'x'.repeat(51)}`, 'Query parameter search must be at most 50 characters'],
    ['/v2/news?category_slug=a%20b', 'Query parameter category_slug must be a slug (letters, digits, - and _)'],
  ])('refuses %s with a clear 400 that never reaches the upstream', async (path, message) => {
    const before = await simRequests(site.simUrl);
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', message });
    expect(await simRequests(site.simUrl)).toEqual(before);
  });
});

describe('stale answers', () => {
  it('answers at once from the stale copy while the upstream hangs, and asks it only once at a time', async () => {
    const path = '/v1/matches/schedule/live?page=2';
    expect((await get(path)).headers.get('x-cache')).toBe('MISS');
    await setFault(site.simUrl, { path: '/v1/matches/schedule/live', delayMs: 15_000 });
    await untilStale(path);
    for (let i = 0; i < 20; i++) {
      const { response, ms } = await timedGet(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache')).toBe('STALE');
      expect(Number(response.headers.get('age'))).toBeGreaterThanOrEqual(5);
      expect(ms).toBeLessThan(200);
    }
    // The first request and one background refresh, which the hang holds: no pile-up of waiters.
    expect(await upstreamCalls('/v1/matches/schedule/live')).toBeLessThanOrEqual(2);
  });

  it.each([
    [429, 3],
    [403, 4],
    [401, 5],
    [500, 6],
    [503, 7],
  ])('serves the last good copy when the upstream answers %i', async (status, page) => {
    // A key of its own: a refresh left running by another case cannot land on it.
    const path = `/v1/matches/schedule/live?page=${page}`;
    const good = await (await get(path)).text();
    await setFault(site.simUrl, { path: '/v1/matches/schedule/live', status });
    await untilStale(path);
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('STALE');
    expect(response.headers.get('age')).toMatch(/^\d+$/);
    expect(await response.text()).toBe(good);
  });

  it('passes a 404 through: the call itself is wrong, not the upstream', async () => {
    const response = await get('/v1/news/987654321');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a shared call the upstream refuses, with no copy to fall back on, as the upstream failing', async () => {
    await setFault(site.simUrl, { path: '/v1/misc/meta/series', status: 401 });
    const response = await get('/v1/misc/meta/series');
    // Not a 401: the SPA would sign the fan out for the edge's own credentials.
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ status: 'error', code: 'upstream_error' });
  });
});

describe('signed-in readers', () => {
  async function login(): Promise<string> {
    const response = await fetch(`${site.url}/api/v1/user/socialLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: 'dev-google-token', type: 'google' }),
    });
    return (await response.json()).data.token;
  }

  it('get their article from the shared copy when the upstream fails, instead of an error', async () => {
    const token = await login();
    const path = '/v1/news/3559';
    const shared = await (await get(path)).json();
    await setFault(site.simUrl, { path, status: 503 });
    const response = await get(path, { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('STALE');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await response.json()).data.id).toBe(shared.data.id);
  });
});
