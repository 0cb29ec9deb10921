import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataEnvelope } from '../../shared/schemas/envelope';
import { MatchSchema } from '../../shared/schemas/match';
import { SeriesStatsSchema } from '../../shared/schemas/series-stats';
import { z } from '../../shared/zod';
import { rawGet } from '../support/raw-http';
import { simRequests } from '../support/sim-control';
import { startSite, type Site } from '../support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct' });
});
afterAll(() => site?.stop());

describe('the signed pass-through', () => {
  it('returns the simulator categories and the simulator counts one signed request', async () => {
    const response = await fetch(`${site.url}/api/v1/news/categories`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe('success');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]).toHaveProperty('slug');
    // The simulator refuses unsigned requests, so a 200 through the edge proves the signature.
    const unsigned = await fetch(`${site.simUrl}/v1/news/categories`);
    expect(unsigned.status).toBe(403);
    const requests = await simRequests(site.simUrl);
    expect(requests['GET /v1/news/categories']).toBe(2);
  });

  it('serves a repeated anonymous GET from the edge cache', async () => {
    const url = `${site.url}/api/v1/misc/meta/home`;
    const first = await fetch(url);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await fetch(url);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.json()).toEqual(await first.json());
    expect((await simRequests(site.simUrl))['GET /v1/misc/meta/home']).toBe(1);
  });

  it('passes series stats through as a shared call: the query is dropped and the repeat is a cache hit', async () => {
    // The series of a live match: the world is built for the current year, so no fixed id is sure to exist.
    const live = dataEnvelope(z.array(MatchSchema)).parse(await (await fetch(`${site.url}/api/v2/matches/live`)).json());
    const cid = live.data.find((m) => m.cid)?.cid;
    if (!cid) throw new Error('the carousel lists no match with a series');
    const first = await fetch(`${site.url}/api/v1/series/${cid}/stats`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const body = dataEnvelope(SeriesStatsSchema).parse(await first.json());
    expect(body.data.cid).toBe(cid);
    const second = await fetch(`${site.url}/api/v1/series/${cid}/stats?bust=1`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(dataEnvelope(SeriesStatsSchema).parse(await second.json())).toEqual(body);
    const requests = await simRequests(site.simUrl);
    expect(Object.entries(requests).filter(([key]) => key.startsWith(`GET /v1/series/${cid}/stats`))).toEqual([
      [`GET /v1/series/${cid}/stats`, 1],
    ]);
  });

  it('sends the declared query parameters in one canonical order', async () => {
    const response = await fetch(`${site.url}/api/v1/news/home/news?per_page=4&page_no=1`);
    expect(response.status).toBe(200);
    expect((await simRequests(site.simUrl))['GET /v1/news/home/news?page_no=1&per_page=4']).toBe(1);
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await fetch(`${site.url}/api/v1/misc/meta/home`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('application/json');
    expect(head.headers.get('x-cache')).toMatch(/^(HIT|MISS)$/);
    expect(await head.text()).toBe('');
  });

  it('coalesces 200 concurrent misses of one cold URL into one upstream request', async () => {
    const path = '/v2/news?category_slug=ipl-2025&page=1&per_page=5';
    const responses = await Promise.all(Array.from({ length: 200 }, () => fetch(`${site.url}/api${path}`)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const bodies = new Set(await Promise.all(responses.map((r) => r.text())));
    expect(bodies.size).toBe(1);
    expect((await simRequests(site.simUrl))[`GET ${path}`]).toBe(1);
  });
});

describe('the allowlist', () => {
  it('answers 404 for a call the spec does not list, and the upstream never sees it', async () => {
    const before = await simRequests(site.simUrl);
    for (const [method, path] of [
      ['GET', '/api/v1/admin/users'],
      ['GET', '/api/v1/news/not-a-number'],
      ['POST', '/api/v1/news/categories'],
      ['DELETE', '/api/v1/news/categories'],
      ['GET', '/api/v1/cache/purge-cache'],
    ] as const) {
      const response = await fetch(`${site.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toMatchObject({ status: 'error', code: 'not_found' });
    }
    expect(await simRequests(site.simUrl)).toEqual(before);
  });

  it.each([
    '/api/v1/news%2fcategories',
    '/api/v1/news%2Fcategories',
    '/api/v1/news%5ccategories',
    '/api//v1/news/categories',
    '/api/v1/news/%252e%252e/categories',
    '/api/v1/news/categories%00',
  ])('rejects the encoded path trick %s with 400 before sending anything', async (target) => {
    const before = await simRequests(site.simUrl);
    const response = await rawGet(site.url, target);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ status: 'error', code: 'bad_request', message: 'Invalid path' });
    expect(await simRequests(site.simUrl)).toEqual(before);
  });

  // The runtime resolves dot segments and backslashes (as a URL parser must) before the Worker
  // runs, so these can only ever name another allowlisted call or none: never a path outside it.
  it.each(['/api/v1/news/../../v1/admin', '/api/v1/news/%2e%2e/%2E%2E/admin', '/api/v1\\admin', '/api/v1/news/./x/../../../secret'])(
    'never lets the dot-segment trick %s reach a path outside the allowlist',
    async (target) => {
      const before = await simRequests(site.simUrl);
      const response = await rawGet(site.url, target);
      expect([400, 404]).toContain(response.status);
      expect(JSON.parse(response.body).status).toBe('error');
      expect(await simRequests(site.simUrl)).toEqual(before);
    },
  );

  it('refuses a malformed forwarded header by name', async () => {
    const response = await fetch(`${site.url}/api/v1/news/categories`, { headers: { 'x-time-zone': 'Asia/Calcutta; drop' } });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Invalid x-time-zone header');
  });
});

describe('the app configuration', () => {
  it('gives the SPA the public Google client id, the development sign-in of a site on the simulator, no ads off the production host, and nothing secret', async () => {
    const response = await fetch(`${site.url}/app-config.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ googleClientId: '', devSignIn: true, adsEnabled: false, promoMatchId: null, pushPublicKey: null });
  });
});
