import { describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { LIVE_BLOG_ARTICLE_IDS } from '../../../shared/constants';
import { ArticleSchema } from '../../../shared/schemas/article';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { NewsBlockSchema } from '../../../shared/schemas/news-block';
import { liveArticleRef } from '../../../sim/content/live-articles';
import { matchEndMs, matchStatus } from '../../../sim/live/match-view';
import { newsRoutes } from '../../../sim/routes/news';
import { contentSim } from './content-world';

const One = dataEnvelope(ArticleSchema);
const Blocks = dataEnvelope(z.array(NewsBlockSchema));

describe('live blogs', () => {
  it('follows three different live matches with the fixed live-blog ids', async () => {
    const { ctx, world } = contentSim();
    const app = newsRoutes(ctx);
    const articles = [];
    for (const id of LIVE_BLOG_ARTICLE_IDS) articles.push(One.parse(await (await app.request(`/v1/news/${id}`)).json()).data);
    const fixtures = articles.map((a) => world.fixture(Number(a.match_id)));
    expect(articles.every((a) => a.isLive && a.info?.isLive)).toBe(true);
    expect(fixtures.every((f) => f && matchStatus(world, f, ctx.now()) === 'Live')).toBe(true);
    expect(new Set(fixtures.map((f) => f?.match_id)).size).toBe(3);
    expect(articles[0]?.slug).toMatch(/-vs-.+-live-score-updates$/);
  });

  it('always has live play behind the fixed ids as matches end and new ones start', async () => {
    const { ctx, clock } = contentSim();
    const app = newsRoutes(ctx);
    for (let step = 0; step < 12; step++) {
      for (const id of LIVE_BLOG_ARTICLE_IDS) {
        const a = One.parse(await (await app.request(`/v1/news/${id}`)).json()).data;
        expect(a.isLive, `${id} at step ${step}`).toBe(true);
      }
      clock.advance(97_000);
    }
  });

  it('gains blocks as play goes on, newest first, keeping the ids of earlier blocks', async () => {
    const { ctx, clock, world } = contentSim();
    const app = newsRoutes(ctx);
    // The fixed id whose match has the most play left, so it still follows that match later on.
    const followed = [];
    for (const id of LIVE_BLOG_ARTICLE_IDS) {
      const a = One.parse(await (await app.request(`/v1/news/${id}`)).json()).data;
      const f = world.fixture(Number(a.match_id));
      if (f) followed.push({ id, f, end: matchEndMs(world, f) });
    }
    const pick = followed.sort((x, y) => y.end - x.end)[0];
    if (!pick) throw new Error('no live blog');
    const path = `/v1/news/${pick.id}/newsblocks`;
    const before = Blocks.parse(await (await app.request(path)).json()).data;
    expect(before.length).toBeGreaterThan(0);
    const times = before.map((b) => Date.parse(b.blockTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((t) => t <= ctx.now())).toBe(true);
    expect(before[0]?.body).toMatch(/^<p>/);

    clock.advance(Math.floor((pick.end - ctx.now()) / 2));
    // Other matches end in between; the blog still follows its own match.
    const article = One.parse(await (await app.request(`/v1/news/${pick.id}`)).json()).data;
    expect(article.match_id).toBe(pick.f.match_id);
    const after = Blocks.parse(await (await app.request(path)).json()).data;
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.slice(after.length - before.length).map((b) => b.id)).toEqual(before.map((b) => b.id));
  });

  it('serves every fixture its own live article, live while the match is and not after', async () => {
    const { ctx, world, clock } = contentSim();
    const app = newsRoutes(ctx);
    const fixture = world.fixturesBetween(ctx.now() - 86_400_000, ctx.now()).find((f) => matchStatus(world, f, ctx.now()) === 'Live');
    expect(fixture).toBeDefined();
    if (!fixture) return;
    const ref = liveArticleRef(world, fixture);
    const live = One.parse(await (await app.request(`/v1/news/${ref.id}`)).json()).data;
    expect(live).toMatchObject({ id: ref.id, slug: ref.slug, isLive: true, match_id: fixture.match_id, type: 'news' });
    const during = Blocks.parse(await (await app.request(`/v1/news/${ref.id}/newsblocks`)).json()).data;

    clock.pin(matchEndMs(world, fixture) + 60_000);
    const done = One.parse(await (await app.request(`/v1/news/${ref.id}`)).json()).data;
    expect(done.isLive).toBe(false);
    const final = Blocks.parse(await (await app.request(`/v1/news/${ref.id}/newsblocks`)).json()).data;
    expect(final.length).toBeGreaterThan(during.length);
    expect(final.every((b) => b.id !== undefined && b.title)).toBe(true);
  });

  it('answers an empty block list for an ordinary article and 404 for an unknown live id', async () => {
    const app = newsRoutes(contentSim().ctx);
    expect(Blocks.parse(await (await app.request('/v1/news/3558/newsblocks')).json()).data).toEqual([]);
    expect((await app.request('/v1/news/900005/newsblocks')).status).toBe(404);
  });
});
