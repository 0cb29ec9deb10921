// Live topics across a restart of the edge on the same storage (what eviction or a deploy does to
// the objects): seq and epoch carry on, a client resumes with exactly what it missed, and the
// listeners of the old process do not keep the upstream polled.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from '../support/site';
import { LiveSocket, upstreamCalls } from './live-socket';

const GRACE_MS = 2000;

let site: Site;
const sockets: LiveSocket[] = [];

async function open(path: string): Promise<LiveSocket> {
  const socket = await LiveSocket.open(site.url, path);
  sockets.push(socket);
  return socket;
}

const observe = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  site = await startSite({ runtime: 'direct', ballMs: 2000, vars: { LIVE_SHARDS: '2', LIVE_IDLE_GRACE_MS: String(GRACE_MS) } });
});

afterEach(async () => {
  for (const socket of sockets) expect(socket.errors).toEqual([]);
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

afterAll(() => site?.stop());

describe('after the edge restarts on the same storage', () => {
  it('a client resumes where it was: same epoch, seq carrying on, the missed changes in order', async () => {
    // The carousel changes whenever any live match does, so it cannot stall in an innings break.
    const socket = await open('carousel');
    socket.subscribe('carousel');
    await socket.next('snapshot');
    await socket.next('patch');
    // Someone follows the live schedule too, and will not come back: see the next test.
    const abandoned = await open('schedule-live');
    abandoned.subscribe('schedule-live');
    await abandoned.next('snapshot');
    const mirror = socket.mirror('carousel');
    const since = mirror.seq;

    await site.restartEdge();
    await socket.closed();
    await abandoned.closed();

    const back = await open('carousel');
    back.mirrors.set('carousel', mirror);
    back.subscribe('carousel', since, mirror.epoch);
    // The missed changes come in order (the mirror checks every seq), and the state is said to be live.
    await back.next('status', (s) => s.state === 'live');
    await back.until(() => mirror.seq >= since + 2);
    expect(back.frames.find((f) => f.type === 'patch')).toMatchObject({ seq: since + 1 });
    expect(back.frames.some((f) => f.type === 'snapshot')).toBe(false);

    // And a newcomer's snapshot agrees with the resumed client's state at that seq.
    const fresh = await open('carousel');
    fresh.subscribe('carousel');
    const snapshot = await fresh.next('snapshot');
    expect(snapshot.epoch).toBe(mirror.epoch);
    await back.until(() => mirror.seq >= snapshot.seq);
    expect(mirror.states.get(snapshot.seq)).toBe(JSON.stringify(snapshot.data));
  }, 60_000);

  it('stops polling a topic whose listeners were sockets of the old process', async () => {
    // The live schedule's socket died with the old process, and nobody subscribed since.
    // By now (15 s after the restart) its first alarm has found no listeners and the grace has run out.
    const path = '/v1/matches/schedule/live?page=1';
    const settled = await upstreamCalls(site.simUrl, path);
    await observe(7000); // More than one poll interval.
    expect(await upstreamCalls(site.simUrl, path)).toBe(settled);
  });
});
