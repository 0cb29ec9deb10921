// The fan-out tree end to end, small enough to see every level: 8 leaves and a fanout of 2 put two
// levels of relays between the topic and its leaves (topic → 2 relays → 4 relays → 8 leaves). Real
// sockets from Node against the edge in the workers runtime; the carousel topic changes whenever any
// live match does, so it never stalls. Every client mirrors the state and fails on a gap in seq.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CloseCode, reconnectWindowOf } from '../../shared/live-protocol';
import { z } from '../../shared/zod';
import { startSite, type Site } from '../support/site';
import { eventually, LiveSocket, upstreamCalls } from './live-socket';

const LEAVES = 8;
const TOPIC = 'carousel';
const UPSTREAM_PATH = '/v2/matches/live';
const GRACE_MS = 2000;

let site: Site;
const sockets: LiveSocket[] = [];
/** The client id each socket was opened with: the same id lands on the same leaf again. */
const clients = new Map<LiveSocket, string>();

/** Watching for something that must not happen takes a window of time; this names that window. */
const observe = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const TreeSchema = z.object({
  topic: z.string(),
  nodes: z.record(z.string(), z.record(z.string(), z.object({ count: z.number(), stamp: z.number() }))),
});

beforeAll(async () => {
  site = await startSite({
    runtime: 'direct',
    ballMs: 2000,
    vars: { LIVE_SHARDS: String(LEAVES), LIVE_FANOUT: '2', LIVE_IDLE_GRACE_MS: String(GRACE_MS) },
  });
});

afterEach(async () => {
  for (const socket of sockets) expect(socket.errors).toEqual([]);
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

afterAll(() => site?.stop());

/** Opens sockets with made-up client ids until every leaf holds `perLeaf` of them. */
async function socketsOnEveryLeaf(perLeaf: number): Promise<Map<string, LiveSocket[]>> {
  const byLeaf = new Map<string, LiveSocket[]>();
  for (let i = 0; [...byLeaf.values()].filter((s) => s.length >= perLeaf).length < LEAVES; i++) {
    const client = `tree-fan-${i}`;
    const socket = await LiveSocket.open(site.url, TOPIC, { client });
    const leaf = socket.shard!;
    const held = byLeaf.get(leaf) ?? [];
    if (held.length >= perLeaf) {
      await socket.close();
      continue;
    }
    byLeaf.set(leaf, [...held, socket]);
    sockets.push(socket);
    clients.set(socket, client);
  }
  return byLeaf;
}

async function subscribeAll(all: LiveSocket[]): Promise<void> {
  for (const socket of all) socket.subscribe(TOPIC);
  await Promise.all(all.map((socket) => socket.next('snapshot')));
}

/** Every socket has applied `count` more changes than it had, and all agree on each state they share. */
async function allAdvance(all: LiveSocket[], count: number): Promise<void> {
  const target = Math.max(...all.map((s) => s.mirror(TOPIC).seq)) + count;
  await Promise.all(all.map((socket) => socket.until(() => socket.mirror(TOPIC).seq >= target, 60_000, `seq ${target}`)));
  const reference = all[0]!.mirror(TOPIC);
  for (const socket of all.slice(1)) {
    for (const [seq, state] of socket.mirror(TOPIC).states) {
      if (reference.states.has(seq)) expect(state, `state at seq ${seq}`).toBe(reference.states.get(seq));
    }
  }
}

async function admin(method: 'GET' | 'POST', path: string): Promise<unknown> {
  const response = await fetch(`${site.url}/live-admin/${path}`, { method, headers: { 'x-admin-token': site.adminToken } });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function tree() {
  return TreeSchema.parse(await admin('GET', `tree?topic=${TOPIC}`)).nodes;
}

describe('a topic with a fan-out tree of three levels', () => {
  it('delivers every change, in order, to the sockets of every leaf, through every relay', async () => {
    const byLeaf = await socketsOnEveryLeaf(2);
    const all = [...byLeaf.values()].flat();
    await subscribeAll(all);
    await allAdvance(all, 3);
    for (const socket of all) expect(socket.mirror(TOPIC).snapshots).toBe(1);

    // The topic publishes to its two top relays only; each relay to its two children.
    const nodes = await tree();
    expect(Object.keys(nodes[TOPIC]!).sort()).toEqual([`${TOPIC}~2.0`, `${TOPIC}~2.1`]);
    expect(Object.keys(nodes[`${TOPIC}~2.1`]!).sort()).toEqual([`${TOPIC}~1.2`, `${TOPIC}~1.3`]);
    expect(Object.keys(nodes[`${TOPIC}~1.3`]!).sort()).toEqual([`${TOPIC}#6`, `${TOPIC}#7`]);
    const total = Object.values(nodes[TOPIC]!).reduce((sum, child) => sum + child.count, 0);
    expect(total).toBe(all.length);
  }, 180_000);

  it('loses nothing when the relays are evicted mid-stream', async () => {
    const all = [...(await socketsOnEveryLeaf(1)).values()].flat();
    await subscribeAll(all);
    await allAdvance(all, 1);
    for (let round = 0; round < 3; round++) {
      await admin('POST', `evict?topic=${TOPIC}&level=1`);
      await admin('POST', `evict?topic=${TOPIC}&level=2`);
      await allAdvance(all, 1);
    }
    // Every change reached every socket as a patch, in order: the mirrors saw no gap and no resync.
    for (const socket of all) expect(socket.mirror(TOPIC).snapshots).toBe(1);
  }, 240_000);

  it('stops relaying to a branch nobody listens to, and stops polling when nobody listens at all', async () => {
    const byLeaf = await socketsOnEveryLeaf(1);
    const all = [...byLeaf.values()].flat();
    await subscribeAll(all);
    // Leaves 0-3 hang under relay ~2.0; their fans leave, those of leaves 4-7 stay.
    const leaving = ['0', '1', '2', '3'].flatMap((leaf) => byLeaf.get(leaf)!);
    const staying = all.filter((socket) => !leaving.includes(socket));
    await Promise.all(leaving.map((socket) => socket.close()));
    const nodes = await eventually(async () => {
      const now = await tree();
      return Object.keys(now[TOPIC]!).join() === `${TOPIC}~2.1` && now;
    });
    expect(nodes[`${TOPIC}~2.0`]).toBeUndefined();
    await allAdvance(staying, 2);

    await Promise.all(staying.map((socket) => socket.close()));
    await eventually(async () => Object.keys((await tree())[TOPIC]!).length === 0);
    // After the grace period the topic stops asking the upstream.
    const settled = await eventually(async () => {
      const before = await upstreamCalls(site.simUrl, UPSTREAM_PATH);
      await observe(6_000); // One poll interval and then some.
      return (await upstreamCalls(site.simUrl, UPSTREAM_PATH)) === before;
    }, 30_000);
    expect(settled).toBe(true);
  }, 180_000);

  it('drains every socket with goingAway and a window, and the fans resume from the leaves without a snapshot', async () => {
    const all = [...(await socketsOnEveryLeaf(2)).values()].flat();
    await subscribeAll(all);
    await allAdvance(all, 1);

    const drained = z.object({ closed: z.number() }).parse(await admin('POST', `drain?topic=${TOPIC}`));
    expect(drained.closed).toBe(all.length);
    const closes = await Promise.all(all.map((socket) => socket.closed()));
    for (const close of closes) {
      expect(close.code).toBe(CloseCode.goingAway);
      expect(reconnectWindowOf(close.reason)).toBeGreaterThan(0);
    }

    const back = await Promise.all(
      all.map(async (old) => {
        const mirror = old.mirror(TOPIC);
        const socket = await LiveSocket.open(site.url, TOPIC, { client: clients.get(old)! });
        expect(socket.shard).toBe(old.shard);
        sockets.push(socket);
        socket.mirrors.set(TOPIC, mirror);
        socket.subscribe(TOPIC, mirror.seq, mirror.epoch);
        return socket;
      }),
    );
    await Promise.all(back.map((socket) => socket.next('status', (s) => s.state === 'live')));
    await allAdvance(back, 2);
    for (const socket of back) {
      expect(socket.frames.some((f) => f.type === 'snapshot')).toBe(false);
      expect(socket.mirror(TOPIC).snapshots).toBe(1);
    }
  }, 180_000);
});

describe('the operator routes', () => {
  it('refuse callers without the admin token, and bad parameters', async () => {
    expect((await fetch(`${site.url}/live-admin/drain?topic=${TOPIC}`, { method: 'POST' })).status).toBe(401);
    const headers = { 'x-admin-token': site.adminToken };
    const bad = await fetch(`${site.url}/live-admin/evict?topic=${TOPIC}&level=9`, { method: 'POST', headers });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'bad_request', message: 'level must be a whole number from 1 to 2' });
    expect((await fetch(`${site.url}/live-admin/drain?topic=weather`, { method: 'POST', headers })).status).toBe(400);
  });
});
