// What happens to dot segments, as docs/security.md says: the runtime resolves literal ones before
// the Worker runs (as URL parsing does on Cloudflare), so the allowlist judges the resolved path and
// nothing climbs out of /api; encoded ones never reach the resolver and are refused with a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-http';
import { simRequests } from '../support/sim-control';
import { startSite, type Site } from '../support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct' });
});
afterAll(() => site?.stop());

describe('dot segments', () => {
  it('are resolved before the Worker runs: the resolved path is what the allowlist judges', async () => {
    for (const target of ['/api/v1/news/../teams', '/api/./v1/teams', '/api/v1/x/y/../../teams']) {
      const answer = await rawRequest(site.url, 'GET', target);
      expect(answer.status, target).toBe(200);
      expect(JSON.parse(answer.body), target).toMatchObject({ status: 'success' });
    }
    // Climbing out of /api leaves the API: the resolved path is a page or a file of the site, never an upstream call.
    const out = await rawRequest(site.url, 'GET', '/api/../app-config.json');
    expect(out.status).toBe(200);
    expect(JSON.parse(out.body)).toHaveProperty('adsEnabled');
    const asked = Object.keys(await simRequests(site.simUrl));
    expect(asked.filter((request) => request.includes('..') || request.includes('/./'))).toEqual([]);
    expect(asked).toContain('GET /v1/teams');
  });

  it('refuses encoded dots and slashes with a 400 before anything is decoded', async () => {
    for (const target of ['/api/v1/news/%2e%2e/teams', '/api/v1/news/.%2e/teams', '/api/v1/news/..%2fteams', '/api/v1/news/%2E%2E%2Fteams']) {
      const answer = await rawRequest(site.url, 'GET', target);
      expect(answer.status, target).toBe(400);
      expect(JSON.parse(answer.body), target).toEqual({ status: 'error', code: 'bad_request', message: 'Invalid path' });
    }
  });
});
