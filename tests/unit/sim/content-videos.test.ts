// The exclusive videos' tagging: every video of a series or match carries that series id and match
// id, a match has videos only once it is under way, and the answers are the same for the same world.
import { describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { VideoSchema } from '../../../shared/schemas/video';
import { matchEndMs, matchStatus } from '../../../sim/live/match-view';
import { mediaRoutes } from '../../../sim/routes/media';
import { miscRoutes } from '../../../sim/routes/misc';
import { DAY_MS } from '../../../sim/world/dates';
import { worldExtras } from '../../../sim/world/world';
import type { SimFixture } from '../../../sim/world/types';
import { contentSim } from './content-world';

// The sim's ids name each video's thumbnail; the shared schema reads the rest.
const VideosAnswer = dataEnvelope(z.array(z.intersection(VideoSchema, z.looseObject({ id: z.number() }))));

describe('exclusive videos by series and match', () => {
  const { world, ctx } = contentSim();
  const app = miscRoutes(ctx);
  const now = ctx.now();
  const videosOf = async (query: string) => {
    const res = await app.request(`/v1/misc/exclusiveVideos${query}`);
    expect(res.status, query).toBe(200);
    return VideosAnswer.parse(await res.json()).data;
  };
  const recent = world.fixturesBetween(now - 30 * DAY_MS, now + 30 * DAY_MS);
  const withStatus = (status: string) => recent.find((f) => matchStatus(world, f, now) === status);
  const needed = (fixture: SimFixture | undefined, what: string): SimFixture => {
    if (!fixture) throw new Error(`the world has no ${what} match around the pinned clock`);
    return fixture;
  };

  it("tags a series' videos with its id, each of them about the series or one of its matches, newest first", async () => {
    const live = needed(withStatus('Live'), 'live');
    const fixtureIds = new Set(
      worldExtras(world)
        .seriesFixtures(live.cid)
        .map((f) => f.match_id),
    );
    const videos = await videosOf(`?series=${live.cid}`);
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((v) => v.series_id === live.cid)).toBe(true);
    expect(videos.every((v) => v.match_id == null || fixtureIds.has(v.match_id))).toBe(true);
    expect(videos.some((v) => v.match_id === live.match_id)).toBe(true);
    const times = videos.map((v) => Date.parse(v.createdAt ?? ''));
    expect(times.every((t) => t <= now)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(videos.map((v) => v.id)).size).toBe(videos.length);
  });

  it("tags a match's videos with the match and its series, and adds the post-match ones once it is over", async () => {
    const done = needed(withStatus('Completed'), 'completed');
    const videos = await videosOf(`?match=${done.match_id}`);
    expect(videos.every((v) => v.match_id === done.match_id && v.series_id === done.cid)).toBe(true);
    const after = videos.filter((v) => Date.parse(v.createdAt ?? '') > matchEndMs(world, done));
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThan(videos.length);
    expect(await videosOf(`?match=${done.match_id}&series=${done.cid}`)).toEqual(videos);
    expect(await videosOf(`?match=${done.match_id}&series=${done.cid + 1}`)).toEqual([]);
  });

  it('has no videos for a match yet to start or called off, nor for a series more than hours away', async () => {
    const scheduled = needed(withStatus('Scheduled'), 'scheduled');
    expect(await videosOf(`?match=${scheduled.match_id}`)).toEqual([]);
    const cancelled = world.fixturesBetween(now - 365 * DAY_MS, now).find((f) => f.cancelled);
    if (cancelled) expect(await videosOf(`?match=${cancelled.match_id}`)).toEqual([]);
    const future = world.series.find((s) => Date.parse(s.date_start) > now + 2 * DAY_MS);
    if (!future) throw new Error('the world has no series to come');
    expect(await videosOf(`?series=${future.cid}`)).toEqual([]);
  });

  it("mixes the general clips with the latest matches' videos in the site-wide list, each also in its series' list", async () => {
    const site = await videosOf('');
    expect(site.some((v) => v.series_id == null)).toBe(true);
    const tagged = site.find((v) => v.series_id != null);
    if (!tagged?.series_id) throw new Error('the site-wide list has no match video');
    expect((await videosOf(`?series=${tagged.series_id}`)).map((v) => v.id)).toContain(tagged.id);
  });

  it('gives the same videos for the same seed and clock', async () => {
    const live = needed(withStatus('Live'), 'live');
    const again = miscRoutes(contentSim().ctx);
    const answer = async (a: typeof app) => (await a.request(`/v1/misc/exclusiveVideos?series=${live.cid}`)).json();
    expect(await answer(again)).toEqual(await answer(app));
  });

  it('draws a thumbnail for every series and match video', async () => {
    const media = mediaRoutes(ctx);
    const live = needed(withStatus('Live'), 'live');
    for (const video of await videosOf(`?series=${live.cid}`)) {
      const path = new URL(video.thumb_url ?? '').pathname;
      expect((await media.request(path)).status, path).toBe(200);
    }
  });

  it('refuses a bad filter with 400 and an unknown series or match with 404', async () => {
    for (const query of ['?series=abc', '?match=0', '?series=1.5', '?match=-3']) {
      expect((await app.request(`/v1/misc/exclusiveVideos${query}`)).status, query).toBe(400);
    }
    expect((await app.request('/v1/misc/exclusiveVideos?series=999999999')).status).toBe(404);
    expect((await app.request('/v1/misc/exclusiveVideos?match=999999999')).status).toBe(404);
  });
});
