// The simulator's transport contract: the signature check, request stats, injected faults, the
// clock, planted content and the error envelopes, over real HTTP.
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { NONCE_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../../shared/constants';
import { sign, signatureHeaders } from '../../../shared/signing';
import { MATCH_PHASES, type MatchPhase } from '../../../sim/control/match-phases';
import { PINNED, SECRET, type Harness, startHarness } from './sim-harness';

const ErrorBody = z.strictObject({ status: z.literal('error'), message: z.string() });
const Stats = z.strictObject({ requests: z.record(z.string(), z.number()) });
const Clock = z.strictObject({ now: z.number(), pinned: z.boolean(), ballMs: z.number() });
const Summary = z.looseObject({ match_id: z.number(), status: z.string() });
const Sought = z.strictObject({ now: z.number(), pinned: z.boolean(), ballMs: z.number(), match: Summary });
const NextEvent = z.strictObject({ now: z.number(), pinned: z.boolean(), ballMs: z.number(), event: z.strictObject({ at: z.string(), title: z.string() }) });
const NextBoundary = z.strictObject({
  now: z.number(),
  pinned: z.boolean(),
  ballMs: z.number(),
  ball: z.strictObject({ at: z.string(), inning: z.number(), over: z.string(), commentary: z.string() }),
});
const DetailReply = z.looseObject({
  data: z.looseObject({
    info: z.looseObject({
      commentaries: z.array(
        z.looseObject({ event: z.string(), inning_number: z.number(), over: z.number(), ball: z.number(), commentary: z.string(), four: z.optional(z.boolean()), six: z.optional(z.boolean()) }),
      ),
    }),
  }),
});
const Carousel = z.looseObject({ data: z.array(Summary) });
const AdsReply = z.looseObject({ data: z.array(z.strictObject({ target: z.string(), image: z.string() })) });
const Planted = z.strictObject({ ok: z.literal(true), id: z.number(), slug: z.string(), href: z.string(), liveBlogHref: z.string() });
const ArticleReply = z.looseObject({
  data: z.looseObject({ id: z.number(), slug: z.string(), content: z.string(), info: z.looseObject({ faqs: z.array(z.unknown()) }) }),
});
const BlocksReply = z.looseObject({
  data: z.array(z.looseObject({ id: z.number(), title: z.string(), body: z.string(), blockTime: z.string() })),
});
const PageReply = z.looseObject({ data: z.looseObject({ title: z.string(), content: z.string() }) });
const ListReply = z.looseObject({ data: z.array(z.looseObject({ id: z.number() })) });

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.sim.close();
});
beforeEach(async () => {
  await h.control('DELETE', '/faults');
  await h.control('DELETE', '/stats');
  await h.control('DELETE', '/planted');
});

describe('signature check', () => {
  it('refuses a request without signature headers with 403 and no data', async () => {
    const response = await fetch(`${h.sim.url}/v1/teams`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 'error', message: 'Invalid signature' });
  });

  it('refuses a signature made with another secret', async () => {
    const headers = await signatureHeaders('not-the-secret', { method: 'GET', pathWithQuery: '/v1/teams', body: null });
    const response = await fetch(`${h.sim.url}/v1/teams`, { headers });
    expect(response.status).toBe(403);
    expect(ErrorBody.parse(await response.json()).message).toBe('Invalid signature');
  });

  it('refuses a signature for another path or query', async () => {
    const headers = await signatureHeaders(SECRET, { method: 'GET', pathWithQuery: '/v1/teams?page=1', body: null });
    const response = await fetch(`${h.sim.url}/v1/teams?page=2`, { headers });
    expect(response.status).toBe(403);
  });

  it('refuses a stale signature, ten minutes old', async () => {
    const headers = await signatureHeaders(SECRET, { method: 'GET', pathWithQuery: '/v1/teams', body: null }, Date.now() - 600_000);
    const response = await fetch(`${h.sim.url}/v1/teams`, { headers });
    expect(response.status).toBe(403);
  });

  it('accepts a fresh signature and checks the body of a POST', async () => {
    const body = new TextEncoder().encode(JSON.stringify({ files: ['https://example.com/a'] }));
    const timestamp = Math.floor(Date.now() / 1000);
    const nonce = (n: number) => n.toString(16).padStart(32, '0');
    const good = await sign(SECRET, { method: 'POST', pathWithQuery: '/v1/cache/purge-cache', body, timestamp, nonce: nonce(1) });
    const post = (signature: string, n: number) =>
      fetch(`${h.sim.url}/v1/cache/purge-cache`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature, [TIMESTAMP_HEADER]: String(timestamp), [NONCE_HEADER]: nonce(n) },
        body,
      });
    expect((await post(good, 1)).status).toBe(200);
    const other = await sign(SECRET, { method: 'POST', pathWithQuery: '/v1/cache/purge-cache', body: new Uint8Array([1]), timestamp, nonce: nonce(2) });
    expect((await post(other, 2)).status).toBe(403);
  });

  it('refuses a signed request replayed within its window, and one whose Authorization was swapped', async () => {
    const headers = await signatureHeaders(SECRET, { method: 'GET', pathWithQuery: '/v1/teams', body: null });
    expect((await fetch(`${h.sim.url}/v1/teams`, { headers })).status).toBe(200);
    const replay = await fetch(`${h.sim.url}/v1/teams`, { headers });
    expect(replay.status).toBe(403);
    expect(await replay.json()).toEqual({ status: 'error', message: 'Replayed request' });
    const signedFor = await signatureHeaders(SECRET, { method: 'GET', pathWithQuery: '/v1/teams', authorization: 'Bearer one', body: null });
    const swapped = await fetch(`${h.sim.url}/v1/teams`, { headers: { ...signedFor, authorization: 'Bearer two' } });
    expect(swapped.status).toBe(403);
  });

  it('serves media and the control API unsigned', async () => {
    expect((await fetch(`${h.sim.url}/media/teams/1.svg`)).status).toBe(200);
    expect((await fetch(`${h.sim.url}/__sim/health`)).status).toBe(200);
  });
});

describe('request stats', () => {
  it('counts upstream requests by method, path and query exactly as received, refused ones included', async () => {
    await h.get('/v1/news/categories?x=1');
    await h.get('/v1/news/categories?x=1');
    await h.get('/v1/teams?search=mumbai%20indians');
    await fetch(`${h.sim.url}/v1/series/recent`);
    await h.get('/v1/no-such-call');
    await fetch(`${h.sim.url}/media/teams/1.svg`);
    const { body } = await h.control('GET', '/stats');
    expect(Stats.parse(body).requests).toEqual({
      'GET /v1/news/categories?x=1': 2,
      'GET /v1/teams?search=mumbai%20indians': 1,
      'GET /v1/series/recent': 1,
      'GET /v1/no-such-call': 1,
    });
  });

  it('resets on DELETE', async () => {
    await h.get('/v1/series/recent');
    await h.control('DELETE', '/stats');
    expect(Stats.parse((await h.control('GET', '/stats')).body).requests).toEqual({});
  });
});

describe('faults', () => {
  it('answers every request under the path with the status asked for', async () => {
    await h.control('POST', '/faults', { path: '/v1/news', status: 503 });
    const hit = await h.get('/v1/news/categories');
    expect(hit.status).toBe(503);
    expect(ErrorBody.parse(JSON.parse(hit.text)).status).toBe('error');
    expect((await h.get('/v1/series/recent')).status).toBe(200);
  });

  it('delays the answer by delayMs', async () => {
    await h.control('POST', '/faults', { path: '/v1/series/recent', delayMs: 400 });
    const started = Date.now();
    const { status } = await h.get('/v1/series/recent');
    expect(status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });

  it('answers 200 with a body that is not JSON for a garbage fault', async () => {
    await h.control('POST', '/faults', { path: '/v1/teams', garbage: true });
    const { status, text } = await h.get('/v1/teams');
    expect(status).toBe(200);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('drops the connection without an answer for a drop fault', async () => {
    await h.control('POST', '/faults', { path: '/v1/teams', drop: true });
    const outcome = await new Promise<string>((resolve) => {
      const { port } = new URL(h.sim.url);
      const req = request({ host: '127.0.0.1', port, path: '/v1/teams', method: 'GET' }, (res) => resolve(`answered ${res.statusCode}`));
      req.on('error', (err) => resolve(`error ${err.message}`));
      req.end();
    });
    expect(outcome).toMatch(/^error /);
    // The server survives and keeps answering.
    expect((await h.get('/v1/series/recent')).status).toBe(200);
  });

  it('lists the faults and clears them all', async () => {
    await h.control('POST', '/faults', { path: '/v1/news', status: 500 });
    await h.control('POST', '/faults', { path: '/v1/teams', delayMs: 10 });
    const listed = await h.control('GET', '/faults');
    expect(listed.body).toEqual({
      faults: [
        { path: '/v1/news', status: 500 },
        { path: '/v1/teams', delayMs: 10 },
      ],
    });
    await h.control('DELETE', '/faults');
    expect((await h.control('GET', '/faults')).body).toEqual({ faults: [] });
    expect((await h.get('/v1/news/categories')).status).toBe(200);
  });

  it.each([
    [{ status: 500 }],
    [{ path: 'v1/news', status: 500 }],
    [{ path: '/v1/news' }],
    [{ path: '/v1/news', status: 200 }],
    [{ path: '/v1/news', status: 500, drop: true }],
    [{ path: '/v1/news', delayMs: -5 }],
    [{ path: '/v1/news', garbage: 'yes' }],
  ])('refuses a malformed fault %j with 400', async (fault) => {
    const { status, body } = await h.control('POST', '/faults', fault);
    expect(status).toBe(400);
    expect(ErrorBody.parse(body).status).toBe('error');
  });
});

describe('clock', () => {
  it('reports now, whether it is pinned and the ball interval', async () => {
    const clock = Clock.parse((await h.control('GET', '/clock')).body);
    expect(clock).toEqual({ now: PINNED, pinned: true, ballMs: 4000 });
  });

  it('pins to epoch ms or an ISO string, advances, and runs again on release', async () => {
    expect(Clock.parse((await h.control('POST', '/clock', { now: PINNED + 60_000 })).body).now).toBe(PINNED + 60_000);
    const iso = Clock.parse((await h.control('POST', '/clock', { now: '2026-11-21T10:00:00Z' })).body);
    expect(iso).toMatchObject({ now: Date.parse('2026-11-21T10:00:00Z'), pinned: true });
    expect(Clock.parse((await h.control('POST', '/clock', { advanceMs: 4000 })).body).now).toBe(iso.now + 4000);
    const released = Clock.parse((await h.control('POST', '/clock', { release: true })).body);
    expect(released.pinned).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(Clock.parse((await h.control('GET', '/clock')).body).now).toBeGreaterThan(released.now);
    await h.control('POST', '/clock', { now: PINNED });
  });

  it.each(Object.keys(MATCH_PHASES) as MatchPhase[])(
    "seeks the first moment a live match of the carousel is '%s', and moves the clock there",
    async (phase) => {
      const sought = Sought.parse((await h.control('POST', '/clock/seek', { phase })).body);
      expect(sought.now).toBeGreaterThanOrEqual(PINNED);
      expect(MATCH_PHASES[phase](sought.match)).toBe(true);
      // The upstream's carousel says the same, from the moved clock on.
      const carousel = Carousel.parse(JSON.parse((await h.get('/v2/matches/live')).text));
      expect(carousel.data.find((m) => m.match_id === sought.match.match_id)).toEqual(sought.match);
      // Sought again, where it stands, the clock does not move.
      expect(Sought.parse((await h.control('POST', '/clock/seek', { phase })).body).now).toBe(sought.now);
      await h.control('POST', '/clock', { now: PINNED });
    },
  );

  it("moves the clock to just after a live match's next key event, a new block of its live blog", async () => {
    const sought = Sought.parse((await h.control('POST', '/clock/seek', { phase: 'live-blog' })).body);
    const article = z.looseObject({ articles: z.array(z.looseObject({ id: z.number(), islive: z.number() })) }).parse(sought.match).articles.find((a) => a.islive);
    const blocks = async () => BlocksReply.parse(JSON.parse((await h.get(`/v1/news/${article?.id}/newsblocks`)).text)).data;
    const before = await blocks();

    const moved = NextEvent.parse((await h.control('POST', '/clock/next-event', { matchId: sought.match.match_id })).body);
    expect(moved.now).toBeGreaterThan(sought.now);
    expect(Date.parse(moved.event.at)).toBe(moved.now - 1);
    // The event is new on top (with any other of the same ball), and the blocks before it are kept.
    const after = await blocks();
    const added = after.slice(0, after.length - before.length);
    expect(after.slice(added.length)).toEqual(before);
    expect(added.map((block) => [block.title, block.blockTime])).toContainEqual([moved.event.title, moved.event.at]);
    expect(added.every((block) => block.blockTime === moved.event.at)).toBe(true);
    await h.control('POST', '/clock', { now: PINNED });
  });

  it("moves the clock past a live match's next key event of a kind, over the others before it", async () => {
    const sought = Sought.parse((await h.control('POST', '/clock/seek', { phase: 'stays-in-play' })).body);
    const matchId = sought.match.match_id;
    const wicket = NextEvent.parse((await h.control('POST', '/clock/next-event', { matchId, kind: 'wicket' })).body);
    expect(wicket.event.title).toMatch(/^WICKET! /);
    // Nothing of that kind was skipped: from where the clock was, the first event of the kind is this one.
    await h.control('POST', '/clock', { now: sought.now });
    let any = NextEvent.parse((await h.control('POST', '/clock/next-event', { matchId })).body);
    while (!any.event.title.startsWith('WICKET! ')) any = NextEvent.parse((await h.control('POST', '/clock/next-event', { matchId })).body);
    expect(any.event).toEqual(wicket.event);
    await h.control('POST', '/clock', { now: PINNED });
  });

  it('seeks a match with a key event of a kind to come within 120 balls, and says when there is none', async () => {
    const balls = (from: { now: number; ballMs: number }, to: { now: number }) => (to.now - from.now) / from.ballMs;
    const sought = Sought.parse((await h.control('POST', '/clock/seek', { phase: 'stays-in-play', awaiting: 'wicket' })).body);
    const wicket = NextEvent.parse((await h.control('POST', '/clock/next-event', { matchId: sought.match.match_id, kind: 'wicket' })).body);
    expect(balls(sought, wicket)).toBeLessThanOrEqual(120);
    await h.control('POST', '/clock', { now: PINNED });
    const six = Sought.parse((await h.control('POST', '/clock/seek', { phase: 'stays-in-play', awaiting: 'six' })).body);
    const hit = NextBoundary.parse((await h.control('POST', '/clock/next-boundary', { matchId: six.match.match_id, runs: 6 })).body);
    expect(balls(six, hit)).toBeLessThanOrEqual(120);
    await h.control('POST', '/clock', { now: PINNED });
    // Within fewer balls, when asked.
    const near = Sought.parse((await h.control('POST', '/clock/seek', { phase: 'stays-in-play', awaiting: 'six', within: 6 })).body);
    const nearHit = NextBoundary.parse((await h.control('POST', '/clock/next-boundary', { matchId: near.match.match_id, runs: 6 })).body);
    expect(balls(near, nearHit)).toBeLessThanOrEqual(6);
    await h.control('POST', '/clock', { now: PINNED });
    // A live match has had its toss: none is to come.
    const none = await h.control('POST', '/clock/seek', { phase: 'stays-in-play', awaiting: 'toss' });
    expect([none.status, ErrorBody.parse(none.body).message]).toEqual([404, 'No live match is stays-in-play with a toss in its next 120 balls within 1800 balls']);
    expect((await h.control('GET', '/clock')).body).toMatchObject({ now: PINNED });
  });

  it.each([[4], [6]] as const)("moves the clock to just after a live match's next ball hit for %i, the newest of its commentary", async (runs) => {
    const sought = Sought.parse((await h.control('POST', '/clock/seek', { phase: 'stays-in-play' })).body);
    const matchId = sought.match.match_id;
    const moved = NextBoundary.parse((await h.control('POST', '/clock/next-boundary', { matchId, runs })).body);
    expect(moved.now).toBeGreaterThan(sought.now);
    const detail = DetailReply.parse(await h.json(`/v1/matches/${matchId}`));
    const newest = detail.data.info.commentaries.find((c) => c.event !== 'overend');
    expect(newest).toMatchObject({ inning_number: moved.ball.inning, commentary: moved.ball.commentary, [runs === 6 ? 'six' : 'four']: true });
    expect(`${newest?.over}.${newest?.ball}`).toBe(moved.ball.over);
    await h.control('POST', '/clock', { now: PINNED });
  });

  it('refuses the next boundary of a match that is not live with 404, and a malformed body with 400', async () => {
    const notLive = await h.control('POST', '/clock/next-boundary', { matchId: 1, runs: 6 });
    expect([notLive.status, ErrorBody.parse(notLive.body).message]).toEqual([404, 'Match 1 is not live']);
    for (const body of [{}, { matchId: 1 }, { matchId: 1, runs: 5 }, { matchId: 1, runs: 6, extra: 1 }]) {
      expect((await h.control('POST', '/clock/next-boundary', body)).status).toBe(400);
    }
  });

  it('refuses the next key event of a match that is not live with 404, and a malformed body with 400', async () => {
    const notLive = await h.control('POST', '/clock/next-event', { matchId: 1 });
    expect([notLive.status, ErrorBody.parse(notLive.body).message]).toEqual([404, 'Match 1 is not live']);
    for (const body of [{}, { matchId: 'x' }, { matchId: 1, extra: 1 }, { matchId: 1, kind: 'duck' }]) {
      expect((await h.control('POST', '/clock/next-event', body)).status).toBe(400);
    }
  });

  it.each([[{}], [{ phase: 'tea' }], [{ phase: 'long-chase', extra: 1 }], [{ phase: 'long-chase', awaiting: 'duck' }], [{ phase: 'long-chase', within: 6 }], [{ phase: 'long-chase', awaiting: 'six', within: 121 }]])('refuses a malformed seek %j with 400', async (body) => {
    expect((await h.control('POST', '/clock/seek', body)).status).toBe(400);
  });

  it.each([[{}], [{ now: 'yesterday' }], [{ advanceMs: 'x' }], [{ release: false }], [{ now: 1, advanceMs: 2 }]])(
    'refuses a malformed clock body %j with 400',
    async (body) => {
      expect((await h.control('POST', '/clock', body)).status).toBe(400);
    },
  );
});

describe('planted content', () => {
  it('answers a planted campaign in place of the house ads, and the house ads again once planted content is cleared', async () => {
    const house = AdsReply.parse(JSON.parse((await h.get('/v1/ads/promo-banner')).text)).data;
    expect(house.length).toBeGreaterThan(0);
    expect((await h.control('POST', '/planted/campaigns', { campaign: 'promo-banner', ads: [] })).status).toBe(200);
    expect(AdsReply.parse(JSON.parse((await h.get('/v1/ads/promo-banner')).text)).data).toEqual([]);
    await h.control('DELETE', '/planted');
    expect(AdsReply.parse(JSON.parse((await h.get('/v1/ads/promo-banner')).text)).data).toEqual(house);
  });

  it.each([[{ campaign: 'Promo Banner', ads: [] }], [{ campaign: 'promo-banner' }], [{ campaign: 'promo-banner', ads: [{ image: 1 }] }]])(
    'refuses a malformed campaign %j with 400',
    async (body) => {
      expect((await h.control('POST', '/planted/campaigns', body)).status).toBe(400);
    },
  );

  const hostile = '<p>Hi</p><svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>{{GOOGLE_AD_1}}';

  it('answers a planted article, its FAQs and its blocks (newest first) with the HTML exactly as planted', async () => {
    const planted = await h.control('POST', '/planted/articles', {
      id: 880_001,
      title: 'Planted: a hostile body',
      content: hostile,
      faqs: [{ question: 'Why?', answer: '<img src=x onerror=alert(2)>' }],
      blocks: [
        { title: 'First', body: '<p onclick="alert(3)">old</p>' },
        { title: 'Second', body: '<p>new</p>' },
      ],
    });
    expect(planted.status).toBe(200);
    expect(Planted.parse(planted.body)).toEqual({
      ok: true,
      id: 880_001,
      slug: 'planted-a-hostile-body',
      href: '/cricket-news/planted-a-hostile-body-880001',
      liveBlogHref: '/live-blogs/planted-a-hostile-body-880001',
    });
    const article = ArticleReply.parse(await h.json('/v1/news/880001')).data;
    expect(article.content).toBe(hostile);
    expect(article.info.faqs).toEqual([{ question: 'Why?', answer: '<img src=x onerror=alert(2)>' }]);
    const blocks = BlocksReply.parse(await h.json('/v1/news/880001/newsblocks')).data;
    expect(blocks.map((b) => [b.id, b.title, b.body])).toEqual([
      [880_001_002, 'Second', '<p>new</p>'],
      [880_001_001, 'First', '<p onclick="alert(3)">old</p>'],
    ]);
    expect(Date.parse(blocks[0]!.blockTime)).toBeGreaterThan(Date.parse(blocks[1]!.blockTime));
  });

  it('keeps planted articles out of the lists', async () => {
    await h.control('POST', '/planted/articles', { id: 880_002, title: 'Not listed', content: '<p>x</p>' });
    const list = ListReply.parse(await h.json('/v1/news/articles?per_page=100')).data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((a) => a.id)).not.toContain(880_002);
  });

  it('answers a planted custom page in place of the generated one, until cleared', async () => {
    const generated = PageReply.parse(await h.json('/v1/misc/customPage/privacy-policy')).data;
    const planted = await h.control('POST', '/planted/pages', { slug: 'privacy-policy', title: 'Planted policy', content: hostile });
    expect(planted.body).toEqual({ ok: true, slug: 'privacy-policy' });
    expect(PageReply.parse(await h.json('/v1/misc/customPage/privacy-policy')).data).toMatchObject({
      title: 'Planted policy',
      content: hostile,
    });
    await h.control('DELETE', '/planted');
    expect(PageReply.parse(await h.json('/v1/misc/customPage/privacy-policy')).data).toEqual(generated);
  });

  it('forgets planted articles when cleared', async () => {
    await h.control('POST', '/planted/articles', { id: 880_003, title: 'Short-lived', content: '<p>x</p>' });
    expect((await h.get('/v1/news/880003')).status).toBe(200);
    expect((await h.control('DELETE', '/planted')).body).toEqual({ ok: true });
    expect((await h.get('/v1/news/880003')).status).toBe(404);
  });

  it.each([
    ['/planted/articles', { title: 'No id', content: '' }],
    ['/planted/articles', { id: 0, title: 'Zero', content: '' }],
    ['/planted/articles', { id: 1_000_000_000, title: 'Too big', content: '' }],
    ['/planted/articles', { id: 5, title: ' ', content: '' }],
    ['/planted/articles', { id: 5, title: 'Bad block', content: '', blocks: [{ body: 'no title' }] }],
    ['/planted/articles', { id: 5, title: 'Extra', content: '', pinned: true }],
    ['/planted/pages', { slug: 'Not A Slug', title: 'x', content: '' }],
    ['/planted/pages', { slug: 'about-us', content: '' }],
  ])('refuses a malformed plant at %s (%j) with 400', async (path, body) => {
    const { status, body: reply } = await h.control('POST', path, body);
    expect(status).toBe(400);
    expect(ErrorBody.parse(reply).status).toBe('error');
  });
});

describe('envelopes', () => {
  it('answers the health probe', async () => {
    expect((await h.control('GET', '/health')).body).toEqual({ ok: true });
  });

  it('answers an unknown path with a 404 error envelope', async () => {
    const { status, text } = await h.get('/v1/nowhere/at/all');
    expect(status).toBe(404);
    expect(ErrorBody.parse(JSON.parse(text)).status).toBe('error');
  });
});
