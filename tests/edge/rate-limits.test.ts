// Fair use: per-client limits on what costs the upstream or an object, and a bound on made-up live
// topic ids that costs no object and no other fan anything. A site with low limits; each test counts as its own client (cf-connecting-ip, which
// Cloudflare sets on every request), so tests do not share buckets. The limiter counts in fixed
// one-minute windows, so a run may straddle a window edge: each check allows for one reset.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloseCode } from '../../shared/live-protocol';
import { simRequests } from '../support/sim-control';
import { startSite, type Site } from '../support/site';
import { liveMatchIds, LiveSocket, RefusedUpgrade } from './live-socket';

// A lookup counts against the client's miss limit too, as do its reads of the fixture lists when they
// are not cached: the miss limit is above the lookup limit and those reads, so the lookup limit shows.
const LIMITS = { API_MISS_LIMIT: 12, LIVE_UPGRADE_LIMIT: 4, PURGE_LIMIT: 3, TOPIC_LOOKUP_LIMIT: 6 };

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct', rateLimits: LIMITS });
});
afterAll(() => site?.stop());

let clients = 0;
const newClient = () => ({ 'cf-connecting-ip': `198.51.100.${++clients}` });

/** Sends `count` requests one after another; their statuses, and the first 429's answer. */
async function burst(count: number, request: (i: number) => Promise<Response>) {
  const statuses: number[] = [];
  let refused: { retryAfter: string | null; body: unknown } | null = null;
  for (let i = 0; i < count; i++) {
    const response = await request(i);
    statuses.push(response.status);
    if (response.status === 429 && !refused) refused = { retryAfter: response.headers.get('retry-after'), body: await response.json() };
    else await response.arrayBuffer();
  }
  return { statuses, refused };
}

/** Within one window the first `limit` pass; with a reset in the middle, at most twice as many do. */
function expectLimited(statuses: number[], limit: number, allowed: number) {
  expect(statuses.slice(0, limit).every((s) => s === allowed)).toBe(true);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(statuses.length - 2 * limit);
}

describe('rate limits', () => {
  it('refuses cache misses past the limit with 429 and Retry-After, but never a cached answer', async () => {
    const client = newClient();
    const { statuses, refused } = await burst(3 * LIMITS.API_MISS_LIMIT, (i) =>
      fetch(`${site.url}/api/v1/news/home/news?per_page=4&page_no=${100 + i}`, { headers: client }),
    );
    expectLimited(statuses, LIMITS.API_MISS_LIMIT, 200);
    expect(refused).toEqual({
      retryAfter: '60',
      body: { status: 'error', code: 'rate_limited', message: 'Too many uncached requests: try again in a minute' },
    });
    // The same client reading what is cached is never limited.
    const cached = await burst(20, () => fetch(`${site.url}/api/v1/news/home/news?per_page=4&page_no=100`, { headers: client }));
    expect(cached.statuses.every((s) => s === 200)).toBe(true);
  });

  it('counts each client on its own', async () => {
    const first = newClient();
    await burst(2 * LIMITS.API_MISS_LIMIT, (i) => fetch(`${site.url}/api/v1/teams?page=${200 + i}`, { headers: first }));
    const other = await fetch(`${site.url}/api/v1/teams?page=300`, { headers: newClient() });
    expect(other.status).toBe(200);
  });

  it('limits pass-through calls too', async () => {
    const client = newClient();
    const { statuses } = await burst(3 * LIMITS.API_MISS_LIMIT, () =>
      fetch(`${site.url}/api/v1/user/profile`, { headers: { ...client, authorization: 'Bearer nope' } }),
    );
    expectLimited(statuses, LIMITS.API_MISS_LIMIT, 401);
  });

  it('limits purge attempts before the admin token is even checked', async () => {
    const client = newClient();
    const { statuses, refused } = await burst(3 * LIMITS.PURGE_LIMIT, () =>
      fetch(`${site.url}/api/v1/cache/purge-cache`, {
        method: 'POST',
        headers: { ...client, 'content-type': 'application/json', 'x-admin-token': 'a-wrong-guess-a-wrong-guess' },
        body: JSON.stringify({ files: ['https://x.test/api/v1/stories'] }),
      }),
    );
    expectLimited(statuses, LIMITS.PURGE_LIMIT, 403);
    expect(refused?.retryAfter).toBe('60');
  });

  it('limits live socket upgrades', async () => {
    const client = newClient();
    const statuses: number[] = [];
    const sockets: LiveSocket[] = [];
    for (let i = 0; i < 3 * LIMITS.LIVE_UPGRADE_LIMIT; i++) {
      try {
        sockets.push(await LiveSocket.open(site.url, 'carousel', { headers: client }));
        statuses.push(101);
      } catch (err) {
        if (!(err instanceof RefusedUpgrade)) throw err;
        statuses.push(err.status);
      }
    }
    await Promise.all(sockets.map((s) => s.close()));
    expectLimited(statuses, LIMITS.LIVE_UPGRADE_LIMIT, 101);
  });
});

describe('made-up live topic ids', () => {
  it('answer a socket with not_found from the Worker, asking the upstream once per id', async () => {
    const topic = 'match/880000100';
    for (let i = 0; i < 3; i++) {
      const socket = await LiveSocket.open(site.url, topic, { headers: newClient() });
      expect(await socket.next('error')).toMatchObject({ code: 'not_found', topic });
      expect(await socket.closed()).toMatchObject({ code: CloseCode.notFound });
      expect(socket.shard).toBeUndefined();
    }
    expect((await simRequests(site.simUrl))['GET /v1/matches/880000100']).toBe(1);
  });

  it('cost at most the lookup limit in upstream calls when named in subscribe frames', async () => {
    const before = await simRequests(site.simUrl);
    const ids = Array.from({ length: 20 }, (_, i) => 881_000_000 + i);
    const socket = await LiveSocket.open(site.url, 'carousel', { headers: newClient() });
    // A topic that exists keeps the socket open while the made-up ones are refused.
    socket.subscribe('carousel');
    await socket.next('snapshot');
    for (const id of ids) {
      socket.subscribe(`match/${id}`);
      const error = await socket.next('error', (e) => e.topic === `match/${id}`);
      expect(['not_found', 'unavailable']).toContain(error.code);
    }
    await socket.close();
    const after = await simRequests(site.simUrl);
    const asked = ids.filter((id) => (after[`GET /v1/matches/${id}`] ?? 0) > (before[`GET /v1/matches/${id}`] ?? 0));
    expect(asked.length).toBeLessThanOrEqual(2 * LIMITS.TOPIC_LOOKUP_LIMIT);
  });

  it('refuse one client past its lookup limit, costing the upstream at most that', async () => {
    const client = newClient();
    const before = await simRequests(site.simUrl);
    const ids = Array.from({ length: 3 * LIMITS.TOPIC_LOOKUP_LIMIT }, (_, i) => 880_000_000 + i);
    const { statuses, refused } = await burst(ids.length, (i) => fetch(`${site.url}/live/match/${ids[i]}`, { headers: client }));
    expectLimited(statuses, LIMITS.TOPIC_LOOKUP_LIMIT, 404);
    expect(refused).toEqual({
      retryAfter: '60',
      body: { status: 'error', code: 'rate_limited', message: 'Too many new live topics: try again in a minute' },
    });
    const after = await simRequests(site.simUrl);
    const lookups = ids.filter((id) => (after[`GET /v1/matches/${id}`] ?? 0) > (before[`GET /v1/matches/${id}`] ?? 0));
    // One window, or two if the run straddles a window edge.
    expect(lookups.length).toBeLessThanOrEqual(2 * LIMITS.TOPIC_LOOKUP_LIMIT);
    expect(statuses.filter((s) => s === 404).length).toBe(lookups.length);
  });

  it('cost the fans of a real match nothing: another client opens it while one is refused', async () => {
    const [first, second] = await liveMatchIds(site.url);
    expect(second).toBeDefined();
    const abuser = newClient();
    const { statuses } = await burst(3 * LIMITS.TOPIC_LOOKUP_LIMIT, (i) => fetch(`${site.url}/live/match/${882_000_000 + i}`, { headers: abuser }));
    expect(statuses.at(-1)).toBe(429);
    // The first opens of two live matches nobody has opened yet, by a fan at another address: a
    // snapshot by GET, and a socket that subscribes and gets one.
    const fan = newClient();
    const snapshot = await fetch(`${site.url}/live/match/${first}`, { headers: fan });
    expect(snapshot.status).toBe(200);
    expect(await snapshot.json()).toMatchObject({ type: 'snapshot', topic: `match/${first}` });
    const socket = await LiveSocket.open(site.url, `match/${second}`, { headers: fan });
    socket.subscribe(`match/${second}`);
    expect(await socket.next('snapshot')).toMatchObject({ topic: `match/${second}` });
    await socket.close();
    // The abuser is still refused meanwhile.
    expect((await fetch(`${site.url}/live/match/${882_100_000}`, { headers: abuser })).status).toBe(429);
  });

  it('cost no object: a made-up id is looked up without a CacheFill object', async () => {
    const objects = (kind: string) => {
      const dir = join(site.stateDirectory!, 'do', `cricket-edge-${kind}`);
      return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite').length : 0;
    };
    // One lookup first: the fixture lists it reads have objects of their own, one per list, once.
    expect((await fetch(`${site.url}/live/match/883000000`, { headers: newClient() })).status).toBe(404);
    const before = { fills: objects('CacheFill'), topics: objects('LiveTopic'), shards: objects('LiveShard') };
    const ids = Array.from({ length: 4 }, (_, i) => 883_000_001 + i);
    for (const id of ids) {
      expect((await fetch(`${site.url}/live/match/${id}`, { headers: newClient() })).status).toBe(404);
      const socket = await LiveSocket.open(site.url, `match/${id}`, { headers: newClient() });
      expect(await socket.closed()).toMatchObject({ code: CloseCode.notFound });
    }
    // Each id was asked of the upstream (so it was looked up), and none made an object.
    const asked = await simRequests(site.simUrl);
    for (const id of ids) expect(asked[`GET /v1/matches/${id}`]).toBe(1);
    expect({ fills: objects('CacheFill'), topics: objects('LiveTopic'), shards: objects('LiveShard') }).toEqual(before);
  });
});
