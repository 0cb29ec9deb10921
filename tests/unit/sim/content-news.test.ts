import { describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { LIVE_BLOG_ARTICLE_IDS, LIVE_BLOG_REDIRECT_FROM } from '../../../shared/constants';
import { ArticleSchema, CustomBlockIdSchema, LikesSchema } from '../../../shared/schemas/article';
import { HomeBlockSchema, NewsCategorySchema } from '../../../shared/schemas/category';
import { UpstreamErrorSchema, dataEnvelope, pagedEnvelope, payloadEnvelope } from '../../../shared/schemas/envelope';
import { FIRST_FEATURE_ID, MIN_CATEGORY_ARTICLES } from '../../../sim/content/category-features';
import { NEWS_CATEGORIES } from '../../../sim/content/categories';
import { newsRoutes } from '../../../sim/routes/news';
import { AT, contentSim } from './content-world';

const Paged = pagedEnvelope(ArticleSchema);
const One = dataEnvelope(ArticleSchema);
const Likes = payloadEnvelope(z.object({ likes: z.number() }));

async function allArticles(app: ReturnType<typeof newsRoutes>) {
  const first = Paged.parse(await (await app.request('/v1/news/articles?per_page=100&page=1')).json());
  const rest = [];
  for (let page = 2; page <= Number(first.total_pages); page++) {
    rest.push(...Paged.parse(await (await app.request(`/v1/news/articles?per_page=100&page=${page}`)).json()).data);
  }
  return [...first.data, ...rest];
}

describe('news routes', () => {
  const { ctx } = contentSim();
  const app = newsRoutes(ctx);

  it('lists at least ten categories including IPL 2025', async () => {
    const body = dataEnvelope(z.array(NewsCategorySchema)).parse(await (await app.request('/v1/news/categories')).json());
    expect(body.data.length).toBeGreaterThanOrEqual(10);
    expect(body.data.map((c) => c.slug)).toContain('ipl-2025');
  });

  it('has at least 200 articles of every type, with the special and live-blog ids', async () => {
    const all = await allArticles(app);
    expect(all.length).toBeGreaterThanOrEqual(200);
    expect(new Set(all.map((a) => a.type))).toEqual(new Set(['news', 'top_story', 'fantasy', 'weekly_recap']));
    const ids = all.map((a) => a.id);
    for (const id of [3558, 3674, 3720, 3766]) expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id >= 3400 && id < FIRST_FEATURE_ID + NEWS_CATEGORIES.length * MIN_CATEGORY_ARTICLES)).toBe(true);
  });

  it('dates articles over the last ~90 days, newest first, none in the future', async () => {
    const all = await allArticles(app);
    const times = all.map((a) => Date.parse(a.publishedAt ?? ''));
    expect(times.every((t) => t <= AT)).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const recent = times.filter((t) => t >= AT - 91 * 86_400_000);
    expect(recent.length).toBeGreaterThanOrEqual(200);
  });

  it('flags live articles on both sides of the live-blog redirect date', async () => {
    const live = Paged.parse(await (await app.request('/v1/news/home/news?isLive=true&per_page=50')).json()).data;
    const from = Date.parse(`${LIVE_BLOG_REDIRECT_FROM}T00:00:00Z`);
    expect(live.some((a) => Date.parse(a.publishedAt ?? '') >= from)).toBe(true);
    expect(live.some((a) => Date.parse(a.publishedAt ?? '') < from)).toBe(true);
    expect(live.every((a) => a.isLive)).toBe(true);
  });

  it('serves a full article with every spec field and a body with headings, a table and the ad placeholder', async () => {
    const res = await app.request('/v1/news/3558');
    expect(res.status).toBe(200);
    const raw = z.record(z.string(), z.unknown()).parse((await res.clone().json()).data);
    for (const key of [
      'id',
      'title',
      'slug',
      'excerpt',
      'content',
      'image',
      'image_source',
      'type',
      'author',
      'tags',
      'publishedAt',
      'createdAt',
      'updatedAt',
      'cnt_views',
      'cnt_likes',
      'is_liked',
      'isLive',
      'match_id',
      'info',
    ]) {
      expect(raw).toHaveProperty(key);
    }
    const article = One.parse(await res.json()).data;
    expect(article.content).toMatch(/<h2[^>]*>/);
    expect(article.content).toMatch(/<h3[^>]*>/);
    expect(article.content).toContain('<table>');
    expect(article.content).toContain('<blockquote>');
    expect(article.content).toContain('{{GOOGLE_AD_1}}');
    expect(article.image).toBe('http://sim.test/media/articles/3558.webp');
    expect(article.info?.customBlocks.length).toBeGreaterThan(0);
    expect(article.info?.faqs.length).toBeGreaterThan(0);
  });

  it('gives fantasy articles match data for a real fixture and the known custom blocks', async () => {
    const list = Paged.parse(await (await app.request('/v1/news/home/fantasy?per_page=10')).json()).data;
    expect(list).toHaveLength(10);
    const tied = list.find((a) => a.match_id !== null);
    expect(tied).toBeDefined();
    const article = One.parse(await (await app.request(`/v1/news/${tied?.id}`)).json()).data;
    const fixture = ctx.world.fixture(Number(article.match_id));
    expect(fixture).toBeDefined();
    expect(Math.abs((fixture?.startMs ?? 0) - AT)).toBeLessThanOrEqual(10 * 86_400_000);
    const match = article.match;
    expect(match?.c_vc?.c).toBeTruthy();
    expect(match?.weather?.temp).toBeTruthy();
    for (const key of ['matchInfo', 'teams', 'injuryNews', 'teamForm', 'pitch', 'avoidablePlayers', 'fantasyTeams'])
      expect(match).toHaveProperty(key);
    const blockIds = article.info?.customBlocks.map((b) => b.id) ?? [];
    expect(blockIds).toEqual(CustomBlockIdSchema.options);
    const teamA = ctx.world.team(fixture?.teama_id ?? 0);
    expect(article.title).toContain(teamA?.short_name ?? 'missing');
  });

  it('pages with total and total_pages, and answers a page past the end with an empty list', async () => {
    const first = Paged.parse(await (await app.request('/v1/news/home/top_story?per_page=7&page_no=1')).json());
    const total = Number(first.total);
    expect(first.total_pages).toBe(Math.ceil(total / 7));
    expect(first.data).toHaveLength(7);
    const last = Paged.parse(await (await app.request(`/v1/news/home/top_story?per_page=7&page_no=${first.total_pages}`)).json());
    expect(last.data).toHaveLength(total - 7 * (Number(first.total_pages) - 1));
    const past = Paged.parse(
      await (await app.request(`/v1/news/home/top_story?per_page=7&page_no=${Number(first.total_pages) + 1}`)).json(),
    );
    expect(past.data).toEqual([]);
    const second = Paged.parse(await (await app.request('/v1/news/home/top_story?per_page=7&page_no=2')).json());
    expect(second.data.map((a) => a.id)).not.toContain(first.data[0]?.id);
  });

  it('leaves the body out of list items', async () => {
    const res = await app.request('/v1/news/home/news?per_page=4');
    const raw = z.object({ data: z.array(z.record(z.string(), z.unknown())) }).parse(await res.json());
    expect(raw.data).toHaveLength(4);
    expect(raw.data.every((a) => !('content' in a) && a.type === 'news')).toBe(true);
  });

  it('filters /v2/news by category and answers an unknown category with an empty list', async () => {
    const india = Paged.parse(await (await app.request('/v2/news?category_slug=india&per_page=5&page=1')).json());
    expect(india.data.length).toBeGreaterThan(0);
    const unknown = Paged.parse(await (await app.request('/v2/news?category_slug=no-such-category&per_page=5&page=1')).json());
    expect(unknown.total).toBe(0);
  });

  // The IPL out of season, a T20 World Cup between editions: no menu item leads to an empty list.
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])('lists articles in every category of the menu, on the 20th of month %i', async (month) => {
    const at = Date.UTC(2026, month, 20, 15);
    const routes = newsRoutes(contentSim(42, at).ctx);
    const counts: Record<string, number> = {};
    for (const { slug } of NEWS_CATEGORIES) {
      const listed = Paged.parse(await (await routes.request(`/v2/news?category_slug=${slug}&per_page=20&page=1`)).json());
      counts[slug] = listed.data.filter((a) => Date.parse(a.publishedAt ?? '') <= at).length;
    }
    const short = Object.entries(counts).filter(([, n]) => n < MIN_CATEGORY_ARTICLES);
    expect(short).toEqual([]);
  });

  it("files IPL 2025's features under the IPL 2025 season, and each feature is about its category's series", async () => {
    const at = Date.UTC(2026, 11, 7, 6);
    const routes = newsRoutes(contentSim(42, at).ctx);
    const ipl = Paged.parse(await (await routes.request('/v2/news?category_slug=ipl-2025&per_page=20&page=1')).json()).data;
    const features = ipl.filter((a) => a.id >= FIRST_FEATURE_ID);
    expect(features.length).toBeGreaterThan(0);
    expect(features.every((a) => a.title.includes('Indian Premier League 2025'))).toBe(true);
  });

  it('filters the news list by tag across article types', async () => {
    const [some] = Paged.parse(await (await app.request('/v1/news/home/top_story?per_page=1')).json()).data;
    const slug = some?.tags[0]?.keyword_slug ?? '';
    const tagged = Paged.parse(await (await app.request(`/v1/news/home/news?tag=${slug}&per_page=50`)).json()).data;
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((a) => a.tags.some((t) => t.keyword_slug === slug))).toBe(true);
    expect(tagged.map((a) => a.id)).toContain(some?.id);
  });

  it('returns more stories of the same type without the current article', async () => {
    const body = dataEnvelope(z.array(ArticleSchema)).parse(await (await app.request('/v1/news/home/top_story?id=3558&per_page=6')).json());
    expect(body.data).toHaveLength(6);
    expect(body.data.map((a) => a.id)).not.toContain(3558);
    expect(body.data.every((a) => a.type === 'top_story')).toBe(true);
  });

  it('builds home series and category blocks with their latest news', async () => {
    for (const path of ['/v1/news/home/seriesNews', '/v1/news/home/categoryNews']) {
      const body = dataEnvelope(z.array(HomeBlockSchema)).parse(await (await app.request(path)).json());
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((b) => b.news.data.length > 0)).toBe(true);
    }
  });

  it('answers bad input with 400 and unknown ids with 404, in the error envelope', async () => {
    for (const path of [
      '/v1/news/abc',
      '/v1/news/home/news?per_page=0',
      '/v1/news/home/news?isLive=maybe',
      '/v1/news/home/podcasts',
      '/v2/news?category_slug=%3Cscript%3E',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(400);
      UpstreamErrorSchema.parse(await res.json());
    }
    const missing = await app.request('/v1/news/3399');
    expect(missing.status).toBe(404);
    expect(UpstreamErrorSchema.parse(await missing.json()).message).toMatch(/not found/);
    expect((await app.request('/v1/news/3399/like')).status).toBe(404);
  });

  it('is the same for the same seed and clock, and stable within a day', async () => {
    const again = newsRoutes(contentSim().ctx);
    const a = await (await app.request('/v1/news/3558')).text();
    expect(await (await again.request('/v1/news/3558')).text()).toBe(a);
    // A world built hours later the same day (rolling live matches differ) has the same catalog.
    const laterApp = newsRoutes(contentSim(42, AT + 5 * 3_600_000).ctx);
    const fixed = new Set<number>(LIVE_BLOG_ARTICLE_IDS);
    const summary = (list: Awaited<ReturnType<typeof allArticles>>) =>
      list.filter((x) => !fixed.has(x.id)).map((x) => `${x.id} ${x.publishedAt} ${x.title}`);
    expect(summary(await allArticles(laterApp))).toEqual(summary(await allArticles(app)));
  });
});

describe('likes', () => {
  it('toggles per session, counts each viewer once and reports is_liked to that viewer only', async () => {
    const app = newsRoutes(contentSim().ctx);
    const [first] = Paged.parse(await (await app.request('/v1/news/home/news?per_page=1')).json()).data;
    const id = first?.id ?? 0;
    const alice = { 'x-session-id': 'alice' };
    const bob = { 'x-session-id': 'bob' };
    const before = One.parse(await (await app.request(`/v1/news/${id}`, { headers: alice })).json()).data;
    const base = Number(before.cnt_likes);
    expect(before.is_liked).toBe(false);

    const liked = Likes.parse(await (await app.request(`/v1/news/${id}/like`, { headers: alice })).json());
    expect(liked.likes).toBe(base + 1);
    expect(Likes.parse(await (await app.request(`/v1/news/${id}/like`, { headers: alice })).json()).likes).toBe(base + 1);
    expect(LikesSchema.parse(await (await app.request(`/v1/news/${id}/like`, { headers: bob })).json()).likes).toBe(base + 2);

    const asAlice = One.parse(await (await app.request(`/v1/news/${id}`, { headers: alice })).json()).data;
    expect(asAlice.is_liked).toBe(true);
    expect(asAlice.cnt_likes).toBe(base + 2);
    const asCarol = One.parse(await (await app.request(`/v1/news/${id}`, { headers: { 'x-session-id': 'carol' } })).json()).data;
    expect(asCarol.is_liked).toBe(false);

    expect(Likes.parse(await (await app.request(`/v1/news/${id}/unlike`, { headers: alice })).json()).likes).toBe(base + 1);
    expect(One.parse(await (await app.request(`/v1/news/${id}`, { headers: alice })).json()).data.is_liked).toBe(false);
  });
});
