import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, setFault, simRequests } from '../support/sim-control';
import { startSite, type Site } from '../support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct' });
});
afterEach(() => clearFaults(site.simUrl));
afterAll(() => site?.stop());

async function expectEdgeError(path: string, status: number, code: string) {
  const response = await fetch(`${site.url}/api${path}`);
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = await response.json();
  expect(body).toMatchObject({ status: 'error', code });
  expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|\.ts:\d+/);
}

describe('upstream failures', () => {
  it('answers a JSON 502 when the upstream fails', async () => {
    await setFault(site.simUrl, { path: '/v1/series/recent', status: 500 });
    await expectEdgeError('/v1/series/recent', 502, 'upstream_error');
  });

  it('answers a JSON 502 when the upstream sends garbage', async () => {
    await setFault(site.simUrl, { path: '/v1/misc/ourTeam', garbage: true });
    await expectEdgeError('/v1/misc/ourTeam', 502, 'upstream_invalid');
  });

  it('answers a JSON 502 when the upstream drops the connection', async () => {
    await setFault(site.simUrl, { path: '/v1/stories', drop: true });
    await expectEdgeError('/v1/stories', 502, 'upstream_error');
  });

  it('answers a JSON 504 when the upstream is too slow', async () => {
    await setFault(site.simUrl, { path: '/v1/misc/exclusiveVideos', delayMs: 8000 });
    await expectEdgeError('/v1/misc/exclusiveVideos', 504, 'upstream_timeout');
  });

  it('does not cache a failure: the next request after recovery succeeds', async () => {
    await setFault(site.simUrl, { path: '/v1/misc/customPage/about-us', status: 503 });
    await expectEdgeError('/v1/misc/customPage/about-us', 502, 'upstream_error');
    await clearFaults(site.simUrl);
    const response = await fetch(`${site.url}/api/v1/misc/customPage/about-us`);
    expect(response.status).toBe(200);
  });

  it('keeps serving the cached copy it has while the upstream fails', async () => {
    const path = '/v1/matches/schedule/live?page=1';
    const first = await fetch(`${site.url}/api${path}`);
    expect(first.status).toBe(200);
    const good = await first.text();
    await setFault(site.simUrl, { path: '/v1/matches/schedule/live', status: 500 });

    // Within its lifetime the entry is served as a plain hit.
    const hit = await fetch(`${site.url}/api${path}`);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(await hit.text()).toBe(good);

    // Once it has gone stale, it is answered at once from the last good copy, and a background
    // request asks the upstream, which fails.
    await expect
      .poll(async () => (await fetch(`${site.url}/api${path}`)).headers.get('x-cache'), { timeout: 20_000, interval: 250 })
      .toBe('STALE');
    const stale = await fetch(`${site.url}/api${path}`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await stale.text()).toBe(good);
    await expect.poll(async () => (await simRequests(site.simUrl))[`GET ${path}`], { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  });
});
