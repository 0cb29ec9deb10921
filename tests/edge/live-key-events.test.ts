// A match topic's key events, in the workers runtime against the simulator: the change that brings
// a wicket or a milestone carries it, a resume replays it with the same id, and a snapshot carries
// none; and the carousel carries the key events of every live match, with nobody on the match's topic.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { KeyEvent, PatchFrame } from '../../shared/live-protocol';
import { nextKeyEvent, pinSimClock, releaseSimClock, seekMatch } from '../support/sim-control';
import { startSite, type Site } from '../support/site';
import type { WireMatch } from '../support/wire-match';
import { eventually, LiveSocket, Mirror, upstreamCalls } from './live-socket';

let site: Site;
const sockets: LiveSocket[] = [];

async function open(path: string): Promise<LiveSocket> {
  const socket = await LiveSocket.open(site.url, path);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  // A ball every 2 s: the topic's first change comes within a poll or two.
  site = await startSite({ runtime: 'direct', ballMs: 2000 });
});

afterEach(async () => {
  await releaseSimClock(site.simUrl);
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

describe('the key events of a match topic', () => {
  it('come with the change that brings them, again with the same ids on a resume, and never in a snapshot', async () => {
    // A wicket within four overs (a jump of 70 balls or more would outgrow the resume ring, and the
    // resume below would get a snapshot), and the clock standing till the test moves it there: running,
    // it bowled the wicket while the topic was still starting, once (a Pago Pago fresh clone).
    const match = await seekMatch<WireMatch>(site.simUrl, 'stays-in-play', { awaiting: 'wicket', within: 24 });
    await pinSimClock(site.simUrl);
    const topic = `match/${match.match_id}`;
    const socket = await open(topic);
    socket.subscribe(topic);
    // The topic's first state, polled as the socket subscribed: the jump lands after it.
    const snapshot = await socket.next('snapshot');
    expect(snapshot).not.toHaveProperty('events');
    const before = socket.mirror(topic).seq;

    const title = await nextKeyEvent(site.simUrl, match.match_id, 'wicket');
    // The simulator's wicket is there, in the words of its scorecard.
    const told = title.replace('WICKET!', 'Wicket!');
    const change = await socket.next('patch', (f) => (f.events ?? []).some((e) => e.text === told));
    const events = change.events as KeyEvent[];
    expect(events.every((e) => e.match_id === match.match_id)).toBe(true);
    expect(events.find((e) => e.text === told)).toMatchObject({ kind: 'wicket' });

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

  it('come on the carousel too, for every live match, with nobody on the match\'s own topic', async () => {
    const match = await seekMatch<WireMatch>(site.simUrl, 'stays-in-play', { awaiting: 'wicket' });
    const carousel = await open('carousel');
    carousel.subscribe('carousel');
    await carousel.next('snapshot');
    // The carousel has the match's topic poll for it: twice at least before the clock moves, so
    // that the topic holds a state to tell the next change from.
    const path = `/v1/matches/${match.match_id}`;
    const polled = await upstreamCalls(site.simUrl, path);
    await eventually(async () => (await upstreamCalls(site.simUrl, path)) >= polled + 2);

    const told = (await nextKeyEvent(site.simUrl, match.match_id, 'wicket')).replace('WICKET!', 'Wicket!');
    const change = await carousel.next('patch', (f) => (f.events ?? []).some((e) => e.match_id === match.match_id && e.text === told));
    const events = (change.events as KeyEvent[]).filter((e) => e.match_id === match.match_id);
    // The moments, not the pace: over ends stay on the match's own topic.
    expect(events.map((e) => e.kind)).not.toContain('over_end');
  });
});
