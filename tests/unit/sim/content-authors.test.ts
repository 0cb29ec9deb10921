import { describe, expect, it } from 'vitest';
import { AuthorListResponseSchema, AuthorNewsResponseSchema, AuthorSchema } from '../../../shared/schemas/author';
import { UpstreamErrorSchema, dataEnvelope } from '../../../shared/schemas/envelope';
import { authorsRoutes } from '../../../sim/routes/authors';
import { contentSim, post } from './content-world';

describe('authors routes', () => {
  const app = authorsRoutes(contentSim().ctx);

  it('lists at least ten authors, nine to a page, with stats from their articles', async () => {
    const first = AuthorListResponseSchema.parse(await (await app.request('/v1/authors/?page=1&per_page=9')).json());
    expect(first.total).toBeGreaterThanOrEqual(10);
    expect(first.total_pages).toBe(Math.ceil(Number(first.total) / 9));
    expect(first.data).toHaveLength(9);
    const second = AuthorListResponseSchema.parse(await (await app.request('/v1/authors?page=2&per_page=9')).json());
    expect(second.data).toHaveLength(Number(first.total) - 9);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((a) => a.username)).size).toBe(all.length);
    expect(all.every((a) => Number(a.total_articles) > 0 && a.stats?.total_views === a.total_views)).toBe(true);
    expect(all[0]?.info?.profile_pic).toMatch(/^http:\/\/sim\.test\/media\/authors\/[a-z-]+\.webp$/);
  });

  it('finds an author by username and answers 404 for an unknown one', async () => {
    const found = dataEnvelope(AuthorSchema).parse(await (await app.request(...post('/v1/authors/findByUsername', { username: 'priya-raman' }))).json());
    expect(found.data.name).toBe('Priya Raman');
    const missing = await app.request(...post('/v1/authors/findByUsername', { username: 'nobody-here' }));
    expect(missing.status).toBe(404);
    UpstreamErrorSchema.parse(await missing.json());
  });

  it('rejects a findByUsername body without a username', async () => {
    for (const body of [{}, { username: '' }, { username: 7 }]) {
      const res = await app.request(...post('/v1/authors/findByUsername', body));
      expect(res.status).toBe(400);
    }
    const notJson = await app.request('/v1/authors/findByUsername', { method: 'POST', body: 'username=x' });
    expect(notJson.status).toBe(400);
  });

  it("pages an author's articles and filters them by fantasy and news", async () => {
    const writer = 102; // fantasy analyst
    const all = AuthorNewsResponseSchema.parse(await (await app.request(`/v1/authors/${writer}/news?page=1&per_page=10&type=`)).json());
    expect(all.data.length).toBeGreaterThan(0);
    const fantasy = AuthorNewsResponseSchema.parse(await (await app.request(`/v1/authors/${writer}/news?page=1&per_page=10&type=fantasy`)).json());
    expect(fantasy.total).toBe(all.total);
    expect(fantasy.data.every((i) => i.href.startsWith('/fantasy-cricket-tips/') && i.href.endsWith(`-${i.id}`))).toBe(true);

    const reporter = 101;
    const news = AuthorNewsResponseSchema.parse(await (await app.request(`/v1/authors/${reporter}/news?page=1&per_page=10&type=news`)).json());
    expect(news.data.every((i) => /^\/(cricket-news|cricket-top-story)\//.test(i.href))).toBe(true);
    const page2 = AuthorNewsResponseSchema.parse(await (await app.request(`/v1/authors/${reporter}/news?page=2&per_page=10&type=news`)).json());
    expect(page2.data.map((i) => i.id)).not.toContain(news.data[0]?.id);
  });

  it('answers 400 for a bad type or page and 404 for an unknown author', async () => {
    expect((await app.request('/v1/authors/101/news?type=videos')).status).toBe(400);
    expect((await app.request('/v1/authors/101/news?page=0')).status).toBe(400);
    expect((await app.request('/v1/authors/?per_page=abc')).status).toBe(400);
    expect((await app.request('/v1/authors/999/news')).status).toBe(404);
  });
});
