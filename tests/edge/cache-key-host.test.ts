// The edge cache's keys do not depend on the Host header: a client naming a new host on each request
// (any address can, by connecting to the site's IP) must not turn each into a miss and an upstream call.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simRequests } from '../support/sim-control';
import { startSite, type Site } from '../support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct' });
});
afterAll(() => site?.stop());

/** A GET of `path` on the site, saying it is for `host`. */
function getAs(host: string, path: string): Promise<{ status: number; cache: string | undefined }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache'] as string | undefined }));
    });
    req.on('error', reject);
    req.end();
  });
}

const hosts = Array.from({ length: 20 }, (_, i) => `h${i}.made-up.test`);

describe('the cache key', () => {
  it('is the same for every Host header: one upstream call for 20 made-up hosts', async () => {
    const before = (await simRequests(site.simUrl))['GET /v1/misc/ourTeam'] ?? 0;
    const answers = [];
    for (const host of hosts) answers.push(await getAs(host, '/api/v1/misc/ourTeam'));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.slice(1).every((a) => a.cache === 'HIT')).toBe(true);
    expect((await simRequests(site.simUrl))['GET /v1/misc/ourTeam'] ?? 0).toBe(before + 1);
  });

  it('looks a made-up live id up once, whatever host names it', async () => {
    const answers = [];
    for (const host of hosts) answers.push(await getAs(host, '/live/match/880700001'));
    expect(answers.every((a) => a.status === 404)).toBe(true);
    expect((await simRequests(site.simUrl))['GET /v1/matches/880700001']).toBe(1);
  });
});
