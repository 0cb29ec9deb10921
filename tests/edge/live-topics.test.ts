// Live topics end to end: real sockets from Node against the edge in the workers runtime, which
// polls the simulator. Three shards per topic, a ring of three patches, a 2 s idle grace.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../shared/zod';
import { startSite, type Site } from '../support/site';
import { eventually, liveMatchIds, LiveSocket, upstreamCalls } from './live-socket';

const RING = 3;
const GRACE_MS = 2000;

let site: Site;
let matchIds: number[];
const sockets: LiveSocket[] = [];

async function open(path: string, client?: string): Promise<LiveSocket> {
  const socket = await LiveSocket.open(site.url, path, client ? { client } : {});
  sockets.push(socket);
  return socket;
}

/** Watching for something that must not happen takes a window of time; this names that window. */
const observe = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  site = await startSite({
    runtime: 'direct',
    ballMs: 2000,
    vars: { LIVE_SHARDS: '3', LIVE_RESUME_MAX_PATCHES: String(RING), LIVE_IDLE_GRACE_MS: String(GRACE_MS) },
  });
  matchIds = await liveMatchIds(site.url);
  expect(matchIds.length).toBeGreaterThanOrEqual(3);
});

afterEach(async () => {
  for (const socket of sockets) expect(socket.errors).toEqual([]);
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

afterAll(() => site?.stop());

describe('a live topic', () => {
  it('sends a snapshot on subscribe, then changes in order that rebuild the same state', async () => {
    const topic = `match/${matchIds[0]}`;
    const first = await open(topic);
    first.subscribe(topic);
    const snapshot = await first.next('snapshot');
    expect(snapshot).toMatchObject({ topic, epoch: expect.any(String) });
    expect(snapshot.data.match).toMatchObject({ match_id: matchIds[0], status: 'Live' });
    // Generous: an innings break holds a match still for a dozen balls.
    const patches = [await first.next('patch', undefined, 45_000), await first.next('patch', undefined, 45_000)];
    expect(patches.map((p) => p.seq)).toEqual([snapshot.seq + 1, snapshot.seq + 2]);

    // A newcomer's snapshot equals what the first client rebuilt from patches at that seq.
    const second = await open(topic);
    second.subscribe(topic);
    const fresh = await second.next('snapshot');
    const mirror = first.mirror(topic);
    await first.until(() => mirror.seq >= fresh.seq);
    expect(mirror.states.get(fresh.seq)).toBe(JSON.stringify(fresh.data));

    // A ball adds commentary items; the growing list itself is never sent again whole.
    for (const patch of patches) {
      const commentaries = z.object({ match: z.object({ info: z.looseObject({ commentaries: z.unknown() }) }) }).parse(patch.patch).match
        .info.commentaries;
      // The array operation is sent when it is smaller than the list: always, once a match is a few
      // balls old; a list of a handful of items may still travel whole.
      if (Array.isArray(commentaries)) expect(commentaries.length).toBeLessThanOrEqual(6);
      else expect(commentaries).toMatchObject({ $array: { len: expect.any(Number) } });
      expect(patch.patch).not.toHaveProperty('match.teama.name');
    }
  }, 90_000);

  it('sends nothing when nothing changed upstream', async () => {
    const topic = `match/${matchIds[0]}`;
    const path = `/v1/matches/${matchIds[0]}`;
    const socket = await open(topic);
    socket.subscribe(topic);
    await socket.next('snapshot');
    const clock = z.object({ now: z.number() }).parse(await (await fetch(`${site.simUrl}/__sim/clock`)).json());
    await fetch(`${site.simUrl}/__sim/clock`, { method: 'POST', body: JSON.stringify({ now: clock.now }) });
    try {
      // The first poll after pinning may still see the last balls, and its change reaches the socket
      // some time later (a busy machine); once the second has been made, nothing moves any more.
      const pinnedAt = await upstreamCalls(site.simUrl, path);
      await eventually(async () => (await upstreamCalls(site.simUrl, path)) > pinnedAt + 1, 20_000);
      const framesBefore = socket.frames.length;
      const calls = await upstreamCalls(site.simUrl, path);
      await eventually(async () => (await upstreamCalls(site.simUrl, path)) >= calls + 2, 15_000);
      expect(socket.frames.slice(framesBefore)).toEqual([]);
    } finally {
      await fetch(`${site.simUrl}/__sim/clock`, { method: 'POST', body: JSON.stringify({ release: true }) });
    }
  });

  it('delivers every change, uncompressed, to the sockets of every shard, with one upstream call per interval for 50 sockets', async () => {
    const fans = await Promise.all(Array.from({ length: 50 }, (_, i) => open('carousel', `fan-${i}`)));
    expect(new Set(fans.map((f) => f.shard))).toEqual(new Set(['0', '1', '2']));
    // `ws` offers permessage-deflate, as browsers do; the Worker declines it (no_web_socket_compression).
    for (const fan of fans) expect(fan.ws.extensions).toBe('');
    for (const fan of fans) fan.subscribe('carousel');
    const snapshots = await Promise.all(fans.map((f) => f.next('snapshot')));
    const start = Math.max(...snapshots.map((s) => s.seq));
    const reach = (seq: number) => Promise.all(fans.map((f) => f.until(() => f.mirror('carousel').seq >= seq)));

    await reach(start + 1);
    const before = await upstreamCalls(site.simUrl, '/v2/matches/live');
    await reach(start + 2);
    const after = await upstreamCalls(site.simUrl, '/v2/matches/live');
    expect(after - before).toBe(1);
    // Every socket, whatever its shard, holds the same state at the same seq.
    const states = new Set(fans.map((f) => f.mirror('carousel').states.get(start + 2)));
    expect(states.size).toBe(1);
  });

  // The carousel changes whenever any live match does, so it cannot stall in an innings break.
  it('resumes after a drop with the missed changes, in order, and no snapshot', async () => {
    const watcher = await open('carousel', 'watcher');
    watcher.subscribe('carousel');
    await watcher.next('snapshot');
    const dropped = await open('carousel', 'dropper');
    dropped.subscribe('carousel');
    await dropped.next('snapshot');
    const before = dropped.mirror('carousel');
    await dropped.close();
    const since = before.seq;
    await watcher.until(() => watcher.mirror('carousel').seq >= since + 2);

    const back = await open('carousel', 'dropper');
    back.mirrors.set('carousel', before);
    back.subscribe('carousel', since, before.epoch);
    const missed = await back.next('patch');
    expect(missed.seq).toBe(since + 1);
    await back.next('status', (s) => s.state === 'live');
    const target = watcher.mirror('carousel').seq;
    await back.until(() => before.seq >= target);
    expect(back.frames.some((f) => f.type === 'snapshot')).toBe(false);
    expect(before.states.get(target)).toBe(watcher.mirror('carousel').states.get(target));
  });

  it('sends a fresh snapshot when the client is too far behind, in the future, or of another epoch', async () => {
    const watcher = await open('carousel');
    watcher.subscribe('carousel');
    const first = await watcher.next('snapshot');
    await watcher.until(() => watcher.mirror('carousel').seq > first.seq + RING, 45_000);

    const cases: [number, string][] = [
      [first.seq, first.epoch],
      [first.seq + 1000, first.epoch],
      [watcher.mirror('carousel').seq, 'another-epoch'],
    ];
    for (const [since, epoch] of cases) {
      const late = await open('carousel');
      late.subscribe('carousel', since, epoch);
      const snapshot = await late.next('snapshot');
      expect(snapshot.seq).toBeGreaterThanOrEqual(watcher.mirror('carousel').seq - 1);
      expect(snapshot.epoch).toBe(first.epoch);
    }
  }, 60_000);

  it('polls only while someone listens, and stops after the grace period', async () => {
    const path = '/v1/matches/schedule/live?page=1';
    // The Worker has read the list already, for the match topics opened above (fixture-ids.ts).
    const before = await upstreamCalls(site.simUrl, path);
    const socket = await open('schedule-live');
    socket.subscribe('schedule-live');
    await socket.next('snapshot');
    await eventually(async () => (await upstreamCalls(site.simUrl, path)) >= before + 2, 12_000);
    await socket.close();
    // After the grace period and the poll that may be in flight, the count must stand still.
    await observe(GRACE_MS + 1500);
    const settled = await upstreamCalls(site.simUrl, path);
    await observe(7000); // More than one poll interval.
    expect(await upstreamCalls(site.simUrl, path)).toBe(settled);
  });

  it('serves the latest snapshot over plain GET, edge-cached, without extra upstream calls', async () => {
    const topic = `match/${matchIds[2]}`;
    const path = `/v1/matches/${matchIds[2]}`;
    const before = await upstreamCalls(site.simUrl, path);
    const responses = await Promise.all(Array.from({ length: 10 }, () => fetch(`${site.url}/live/${topic}`)));
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=2');
    }
    const body = await responses[0]!.json();
    expect(body).toMatchObject({ type: 'snapshot', topic, data: { match: { match_id: matchIds[2] } } });
    // At most the Worker's one lookup of the id (none for a listed match: topic-exists.ts), and one poll by the topic.
    expect((await upstreamCalls(site.simUrl, path)) - before).toBeLessThanOrEqual(2);
  });
});
