// Live topics when things go wrong: the upstream fails or sends garbage, ids do not exist, clients
// send bad frames or come from the wrong origin.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_BLOG_ARTICLE_IDS, LIVE_CLIENT_FRAMES_PER_WINDOW, LIVE_MAX_TOPICS_PER_SOCKET } from '../../shared/constants';
import { CloseCode, ServerMessage } from '../../shared/live-protocol';
import { clearFaults, setFault } from '../support/sim-control';
import { startSite, type Site } from '../support/site';
import { liveMatchIds, LiveSocket, RefusedUpgrade, upstreamCalls, type OpenOptions } from './live-socket';

let site: Site;
let matchIds: number[];
const sockets: LiveSocket[] = [];

async function open(path: string, options: OpenOptions = {}): Promise<LiveSocket> {
  const socket = await LiveSocket.open(site.url, path, options);
  sockets.push(socket);
  return socket;
}

async function refusal(path: string, options: OpenOptions = {}): Promise<number> {
  try {
    await open(path, options);
  } catch (err) {
    if (err instanceof RefusedUpgrade) return err.status;
    throw err;
  }
  return 101;
}

beforeAll(async () => {
  site = await startSite({
    runtime: 'direct',
    ballMs: 2000,
    vars: { LIVE_SHARDS: '2', ALLOWED_ORIGINS: 'https://cricket.example, http://localhost:*' },
  });
  matchIds = await liveMatchIds(site.url);
});

afterEach(async () => {
  await clearFaults(site.simUrl);
  for (const socket of sockets) expect(socket.errors).toEqual([]);
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

afterAll(() => site?.stop());

describe('upstream failures', () => {
  it('keeps the last good state on a 500, says it is stale since when, and recovers by itself', async () => {
    const socket = await open('schedule-live');
    socket.subscribe('schedule-live');
    const snapshot = await socket.next('snapshot');
    expect(snapshot.data).toHaveProperty('matches');
    await setFault(site.simUrl, { path: '/v1/matches/schedule/live', status: 500 });
    const failedAt = Date.now();
    const stale = await socket.next('status', (s) => s.state === 'stale');
    expect(stale.since).toBeGreaterThanOrEqual(failedAt - 1000);
    const seqWhileStale = socket.mirror('schedule-live').seq;

    // A newcomer meanwhile gets the last good state, marked stale, and so does a plain GET.
    const newcomer = await open('schedule-live');
    newcomer.subscribe('schedule-live');
    expect(await newcomer.next('snapshot')).toMatchObject({ seq: seqWhileStale, stale: { since: stale.since } });
    await newcomer.next('status', (s) => s.state === 'stale' && s.since === stale.since);
    const cached = ServerMessage.parse(await (await fetch(`${site.url}/live/schedule-live?fresh=${Date.now()}`)).json());
    expect(cached).toMatchObject({ type: 'snapshot', seq: seqWhileStale });

    await clearFaults(site.simUrl);
    const recovered = await socket.next('status', (s) => s.state === 'recovered');
    expect(recovered.since).toBeGreaterThan(stale.since!);
    expect(socket.mirror('schedule-live').seq).toBeGreaterThanOrEqual(seqWhileStale);
  });

  it('tells an early subscriber the topic is unavailable, then sends the snapshot once the upstream answers', async () => {
    const topic = `match/${matchIds[0]}`;
    await setFault(site.simUrl, { path: `/v1/matches/${matchIds[0]}`, status: 503 });
    const socket = await open(topic);
    socket.subscribe(topic);
    expect(await socket.next('error')).toMatchObject({ code: 'unavailable', topic });
    await clearFaults(site.simUrl);
    const snapshot = await socket.next('snapshot');
    expect(snapshot).toMatchObject({ seq: 1, data: { match: { match_id: matchIds[0] } } });
    expect(snapshot.stale).toBeUndefined();
  });

  it("holds a live blog's first state until its blocks answer too: an article alone is not a blog with no blocks", async () => {
    const id = LIVE_BLOG_ARTICLE_IDS[1];
    const topic = `blog/${id}`;
    await setFault(site.simUrl, { path: `/v1/news/${id}/newsblocks`, status: 503 });
    const socket = await open(topic);
    socket.subscribe(topic);
    expect(await socket.next('error')).toMatchObject({ code: 'unavailable', topic });
    await clearFaults(site.simUrl);
    // Both are asked again together, at the blocks' interval.
    const snapshot = await socket.next('snapshot');
    expect(snapshot.data).toMatchObject({ article: { id }, blocks: expect.any(Array) });
  });

  it('treats garbage JSON from the upstream as a failure and keeps what it had', async () => {
    const socket = await open('carousel');
    socket.subscribe('carousel');
    await socket.next('snapshot');
    await setFault(site.simUrl, { path: '/v2/matches/live', garbage: true });
    const stale = await socket.next('status', (s) => s.state === 'stale');
    await clearFaults(site.simUrl);
    const recovered = await socket.next('status', (s) => s.state === 'recovered');
    const between = socket.frames.slice(socket.frames.indexOf(stale) + 1, socket.frames.indexOf(recovered));
    expect(between).toEqual([]);
    await socket.next('patch');
  });
});

describe('unknown topics and ids', () => {
  it('refuses an unknown match id with a clear error, asking the upstream only once', async () => {
    const topic = 'match/9999999';
    for (let i = 0; i < 3; i++) {
      const socket = await open(topic);
      socket.subscribe(topic);
      expect(await socket.next('error')).toMatchObject({ code: 'not_found', topic });
      expect(await socket.closed()).toMatchObject({ code: CloseCode.notFound });
    }
    const response = await fetch(`${site.url}/live/${topic}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'error', code: 'not_found' });
    expect(await upstreamCalls(site.simUrl, '/v1/matches/9999999')).toBe(1);
  });

  it('refuses an unknown live blog the same way', async () => {
    const socket = await open('blog/899999');
    socket.subscribe('blog/899999');
    expect(await socket.next('error')).toMatchObject({ code: 'not_found' });
    await socket.closed();
    const again = await open('blog/899999');
    again.subscribe('blog/899999');
    await again.next('error');
    expect(await upstreamCalls(site.simUrl, '/v1/news/899999')).toBeLessThanOrEqual(1);
    expect(await upstreamCalls(site.simUrl, '/v1/news/899999/newsblocks')).toBeLessThanOrEqual(1);
  });

  it('keeps the socket open when only one of its topics is unknown', async () => {
    const socket = await open('carousel');
    socket.subscribe('carousel');
    await socket.next('snapshot');
    socket.subscribe('match/9999999');
    await socket.next('error', (e) => e.code === 'not_found');
    socket.send({ type: 'ping' });
    await socket.next('pong');
  });

  it('refuses names that are not topics before upgrading', async () => {
    expect(await refusal('weather')).toBe(404);
    expect(await refusal('match/abc')).toBe(404);
    expect(await refusal('match/1/2')).toBe(404);
    expect((await fetch(`${site.url}/live/news`)).status).toBe(404);
  });

  it('serves a live blog with its article and blocks', async () => {
    const topic = `blog/${LIVE_BLOG_ARTICLE_IDS[0]}`;
    const socket = await open(topic);
    socket.subscribe(topic);
    const snapshot = await socket.next('snapshot');
    expect(snapshot.data).toMatchObject({ article: { id: LIVE_BLOG_ARTICLE_IDS[0] }, blocks: expect.any(Array) });
  });
});

describe('client frames', () => {
  it('closes on a frame over the size cap', async () => {
    const socket = await open('carousel');
    socket.send(JSON.stringify({ type: 'subscribe', topic: 'carousel', padding: 'x'.repeat(2000) }));
    expect(await socket.next('error')).toMatchObject({ code: 'frame_too_large' });
    expect((await socket.closed()).code).toBe(CloseCode.tooLarge);
  });

  it.each(['not json', '{"type":"subscribe","topic":"weather"}', '{"type":"subscribe","topic":"carousel","since":-1}', '[1,2]'])(
    'closes on the malformed frame %s',
    async (frame) => {
      const socket = await open('carousel');
      socket.send(frame);
      expect(await socket.next('error')).toMatchObject({ code: 'bad_frame' });
      expect((await socket.closed()).code).toBe(CloseCode.badFrame);
    },
  );

  it('closes on a binary frame', async () => {
    const socket = await open('carousel');
    socket.ws.send(Buffer.from([1, 2, 3]));
    expect((await socket.closed()).code).toBe(CloseCode.unsupportedData);
  });

  it('answers pings, and closes a socket that sends too many frames', async () => {
    const socket = await open('carousel');
    socket.send({ type: 'ping' });
    await socket.next('pong');
    // Spelled differently from the canonical ping, so each reaches the object and counts.
    for (let i = 0; i <= LIVE_CLIENT_FRAMES_PER_WINDOW; i++) socket.send('{ "type": "ping" }');
    expect(await socket.next('error')).toMatchObject({ code: 'rate_limited' });
    expect((await socket.closed()).code).toBe(CloseCode.rateLimited);
  });

  it('caps the topics one socket may follow', async () => {
    const socket = await open('carousel');
    const topics = ['carousel', 'schedule-live', ...matchIds.slice(0, LIVE_MAX_TOPICS_PER_SOCKET - 1).map((id) => `match/${id}`)];
    for (const topic of topics) socket.subscribe(topic);
    expect(await socket.next('error')).toMatchObject({ code: 'too_many_topics', topic: topics[LIVE_MAX_TOPICS_PER_SOCKET] });
    for (const topic of topics.slice(0, LIVE_MAX_TOPICS_PER_SOCKET)) await socket.until(() => socket.mirrors.has(topic));
    expect(socket.closeEvent).toBeNull();
  });
});

describe('origins', () => {
  it('refuses an upgrade from an origin not on the list', async () => {
    expect(await refusal('carousel', { origin: 'https://evil.example' })).toBe(403);
    expect(await refusal('carousel', { origin: 'http://localhost.evil.example' })).toBe(403);
  });

  it('accepts listed origins, the site itself, and clients that send none', async () => {
    for (const origin of ['https://cricket.example', 'http://localhost:5173', site.url, undefined]) {
      const socket = await open('carousel', origin ? { origin } : {});
      socket.send({ type: 'ping' });
      await socket.next('pong');
    }
  });
});
