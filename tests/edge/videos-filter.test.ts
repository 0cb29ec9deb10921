// The series and match filters of GET /v1/misc/exclusiveVideos at the edge: checked like every other
// query parameter (a bad value is a clear 400 that never reaches the upstream), written in one
// canonical form, and part of the cache key, so one series' videos are never served for another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataEnvelope } from '../../shared/schemas/envelope';
import { MatchSchema } from '../../shared/schemas/match';
import { VideoSchema } from '../../shared/schemas/video';
import { z } from '../../shared/zod';
import { simRequests } from '../support/sim-control';
import { startSite, type Site } from '../support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct' });
});
afterAll(() => site?.stop());

const PATH = '/v1/misc/exclusiveVideos';
const VideosAnswer = dataEnvelope(z.array(VideoSchema));
const get = (query: string) => fetch(`${site.url}/api${PATH}${query}`);

/** A live match of the carousel: it and its series have videos out. */
async function liveMatch() {
  const live = dataEnvelope(z.array(MatchSchema)).parse(await (await fetch(`${site.url}/api/v2/matches/live`)).json());
  const match = live.data.find((m) => m.status === 'Live' && m.cid);
  if (!match?.cid) throw new Error('the carousel lists no live match with a series');
  return { matchId: match.match_id, cid: match.cid };
}

describe('the exclusive videos filters', () => {
  it.each([
    ['?series=abc', 'Query parameter series must be a whole number from 1 to 999999999999'],
    ['?series=0', 'Query parameter series must be a whole number from 1 to 999999999999'],
    ['?match=-4', 'Query parameter match must be a whole number from 1 to 999999999999'],
    ['?match=1.5', 'Query parameter match must be a whole number from 1 to 999999999999'],
    ['?match=9999999999999', 'Query parameter match must be a whole number from 1 to 999999999999'],
    ['?series=12&series=13', 'Query parameter series is given more than once'],
    ['?series=%3Cscript%3E', 'Query parameter series must be a whole number from 1 to 999999999999'],
  ])('refuses %s with a clear 400 that never reaches the upstream', async (query, message) => {
    const before = await simRequests(site.simUrl);
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', message });
    expect(await simRequests(site.simUrl)).toEqual(before);
  });

  it("answers a series' videos and a match's, each tagged with the id asked for", async () => {
    const { matchId, cid } = await liveMatch();
    const series = VideosAnswer.parse(await (await get(`?series=${cid}`)).json()).data;
    expect(series.length).toBeGreaterThan(0);
    expect(series.every((v) => v.series_id === cid)).toBe(true);
    const match = VideosAnswer.parse(await (await get(`?match=${matchId}`)).json()).data;
    expect(match.length).toBeGreaterThan(0);
    expect(match.every((v) => v.match_id === matchId && v.series_id === cid)).toBe(true);
    expect(series.map((v) => v.video_url)).toEqual(expect.arrayContaining(match.map((v) => v.video_url)));
  });

  it('keys the cache by the filter: each series, each match and the site-wide list is its own entry', async () => {
    const { matchId, cid } = await liveMatch();
    const queries = [`?match=${matchId}&series=${cid}`, `?series=${cid}&match=${matchId}&utm_source=x`, `?series=0${cid}&match=${matchId}`];
    const answers = [];
    for (const query of queries) {
      const response = await get(query);
      expect(response.status, query).toBe(200);
      answers.push(await response.json());
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((await simRequests(site.simUrl))[`GET ${PATH}?match=${matchId}&series=${cid}`]).toBe(1);

    // A series no other test asked about: after the site-wide list, its first answer is still a miss.
    const recent = dataEnvelope(z.array(z.looseObject({ cid: z.number() }))).parse(
      await (await fetch(`${site.url}/api/v1/series/recent`)).json(),
    );
    const other = recent.data.find((s) => s.cid !== cid)?.cid;
    if (!other) throw new Error('the simulator has one recent series only');
    const all = await get('');
    const series = await get(`?series=${other}`);
    expect(series.headers.get('x-cache')).toBe('MISS');
    expect(await series.json()).not.toEqual(await all.json());
    expect((await get(`?series=${other}`)).headers.get('x-cache')).toBe('HIT');
    const requests = await simRequests(site.simUrl);
    expect(requests[`GET ${PATH}`]).toBe(1);
    expect(requests[`GET ${PATH}?series=${other}`]).toBe(1);
  });

  it("passes the upstream's 404 for a series it does not know through as an error envelope", async () => {
    const response = await get('?series=999999999');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'error' });
  });
});
