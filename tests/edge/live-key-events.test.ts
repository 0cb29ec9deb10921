// A match topic's key events, in the workers runtime against the simulator: the change that brings
// a wicket or a milestone carries it, a resume replays it with the same id, and a snapshot carries none.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { KeyEvent, PatchFrame } from '../../shared/live-protocol';
import { nextKeyEvent, seekMatch } from '../support/sim-control';
import { startSite, type Site } from '../support/site';
import type { WireMatch } from '../support/wire-match';
import { LiveSocket, Mirror } from './live-socket';

let site: Site;
const sockets: LiveSocket[] = [];

async function open(path: string): Promise<LiveSocket> {
  const socket = await LiveSocket.open(site.url, path);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  site = await startSite({ runtime: 'direct' });
});

afterEach(async () => {
  for (const socket of sockets) expect(socket.errors).toEqual([]);
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

afterAll(() => site?.stop());

/** A client's copy of the topic as it stood at `seq`, which `mirror` went through. */
function mirrorAt(mirror: Mirror, seq: number): Mirror {
  const copy = new Mirror();
  copy.seq = seq;
  copy.epoch = mirror.epoch;
  copy.data = JSON.parse(mirror.states.get(seq)!);
  return copy;
}

const withEvents = (frame: PatchFrame) => (frame.events?.length ?? 0) > 0;

describe('the key events of a match topic', () => {
  it('come with the change that brings them, again with the same ids on a resume, and never in a snapshot', async () => {
    const match = await seekMatch<WireMatch>(site.simUrl, 'stays-in-play');
    const topic = `match/${match.match_id}`;
    const socket = await open(topic);
    socket.subscribe(topic);
    const snapshot = await socket.next('snapshot');
    expect(snapshot).not.toHaveProperty('events');
    // The topic has polled once at least: the clock's jump lands between two of its polls.
    await socket.next('patch');
    const before = socket.mirror(topic).seq;

    const title = await nextKeyEvent(site.simUrl, match.match_id);
    const change = await socket.next('patch', withEvents);
    const events = change.events as KeyEvent[];
    expect(events.every((e) => e.match_id === match.match_id)).toBe(true);
    // The simulator's key event (a wicket or a milestone) is among them, by its kind.
    const kind = /wicket/i.test(title) ? 'wicket' : /hundred|century/i.test(title) ? 'hundred' : 'fifty';
    expect(events.map((e) => e.kind), title).toContain(kind);

    // A fan who dropped before that change resumes through it: the same events, the same ids.
    const back = await open(topic);
    back.mirrors.set(topic, mirrorAt(socket.mirror(topic), before));
    back.subscribe(topic, before, snapshot.epoch);
    await back.next('status', (s) => s.state === 'live');
    const replayed = back.frames.filter((f): f is PatchFrame => f.type === 'patch' && f.seq === change.seq);
    expect(replayed.map((f) => f.events)).toEqual([events]);
    expect(back.frames.some((f) => f.type === 'snapshot')).toBe(false);

    // A newcomer gets the state with the moment in it, and no events to tell of.
    const newcomer = await open(topic);
    newcomer.subscribe(topic);
    const fresh = await newcomer.next('snapshot');
    expect(fresh.seq).toBeGreaterThanOrEqual(change.seq);
    expect(newcomer.raw[0]).not.toContain('"events"');
  });
});
