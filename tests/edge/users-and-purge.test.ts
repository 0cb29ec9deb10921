import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simRequests } from '../support/sim-control';
import { startSite, type Site } from '../support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct' });
});
afterAll(() => site?.stop());

async function login(): Promise<string> {
  const response = await fetch(`${site.url}/api/v1/user/socialLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessToken: 'dev-google-token', type: 'google' }),
  });
  expect(response.status).toBe(200);
  const body = await response.json();
  return body.data.token;
}

describe('logged-in calls', () => {
  it('forwards the bearer token and never caches the answer', async () => {
    const token = await login();
    const headers = { authorization: `Bearer ${token}` };
    const first = await fetch(`${site.url}/api/v1/user/profile`, { headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('BYPASS');
    expect(first.headers.get('cache-control')).toContain('no-store');
    await fetch(`${site.url}/api/v1/user/profile`, { headers });
    expect((await simRequests(site.simUrl))['GET /v1/user/profile']).toBe(2);
  });

  it('passes the upstream 401 through for a bad token', async () => {
    const response = await fetch(`${site.url}/api/v1/user/profile`, { headers: { authorization: 'Bearer nope' } });
    expect(response.status).toBe(401);
    expect((await response.json()).status).toBe('error');
  });

  it('sends a signed-in reader’s article straight through, so is_liked is the reader’s own', async () => {
    const token = await login();
    const response = await fetch(`${site.url}/api/v1/news/3558`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves a signed-in reader’s shared calls from the cache, without their token', async () => {
    const token = await login();
    const path = '/v1/misc/customPage/about-us';
    for (let i = 0; i < 50; i++) {
      const response = await fetch(`${site.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
    }
    expect((await simRequests(site.simUrl))[`GET ${path}`]).toBe(1);
  });
});

describe('purging the cache', () => {
  const purge = (headers: Record<string, string>, files: unknown) =>
    fetch(`${site.url}/api/v1/cache/purge-cache`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ files }),
    });

  it('refuses a purge without the admin token, and with a wrong one', async () => {
    expect((await purge({}, ['https://x.test/api/v1/stories'])).status).toBe(401);
    expect((await purge({ 'x-admin-token': 'wrong-token-wrong-token' }, ['https://x.test/api/v1/stories'])).status).toBe(403);
    expect((await simRequests(site.simUrl))['POST /v1/cache/purge-cache']).toBeUndefined();
  });

  it('refuses an empty list of files', async () => {
    const response = await purge({ 'x-admin-token': site.adminToken }, []);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Files URL is required');
  });

  it('purges the upstream and the edge cache, so the next read goes upstream again', async () => {
    const url = `${site.url}/api/v1/misc/ourTeam`;
    await fetch(url);
    expect((await fetch(url)).headers.get('x-cache')).toBe('HIT');

    const response = await purge({ 'x-admin-token': site.adminToken }, [url]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'success', message: 'Files are purged.' });
    expect(response.headers.get('x-edge-purged')).toBe('1');

    expect((await fetch(url)).headers.get('x-cache')).toBe('MISS');
    const requests = await simRequests(site.simUrl);
    expect(requests['GET /v1/misc/ourTeam']).toBe(2);
    expect(requests['POST /v1/cache/purge-cache']).toBe(1);
  });
});
