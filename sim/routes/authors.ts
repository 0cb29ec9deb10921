// The Authors calls of SPEC.md section 7: the paged list, lookup by username and an author's articles.
import { Hono } from 'hono';
import { z } from '../../shared/zod';
import { AUTHOR_ARTICLES_PER_PAGE, AUTHORS_PER_PAGE } from '../../shared/constants';
import { ApiError, idParam, intParam, jsonBody, onApiError, pageOf, parseInput } from '../content/api-reply';
import { authorNewsItem, authorWire } from '../content/author-wire';
import { AUTHORS, authorById, authorByUsername } from '../content/authors';
import { newsFeed } from '../content/news-feed';
import type { SimContext } from '../world/types';

const ListQuery = z.object({ page: intParam(1, 1, 10_000), per_page: intParam(AUTHORS_PER_PAGE, 1, 100) });
const FindBody = z.object({ username: z.string().check(z.trim(), z.minLength(1, 'username is required'), z.maxLength(100)) });
const NewsQuery = z.object({
  page: intParam(1, 1, 10_000),
  per_page: intParam(AUTHOR_ARTICLES_PER_PAGE, 1, 100),
  // '' (or absent) is All; 'news' is everything that is not fantasy, as the News Articles tab shows.
  type: z._default(z.enum(['', 'news', 'fantasy']), ''),
});

export function authorsRoutes(ctx: SimContext) {
  const app = new Hono();
  app.onError(onApiError);
  const { world } = ctx;

  const list = (query: Record<string, string>) => {
    const q = parseInput(ListQuery, query);
    const feed = newsFeed(world, ctx.now());
    const { data, total, total_pages } = pageOf(AUTHORS, q.page, q.per_page);
    return { status: 'success' as const, data: data.map((a) => authorWire(world, a, feed)), total, total_pages };
  };
  // The SPA calls /v1/authors/ with the slash; both spellings answer.
  app.get('/v1/authors', (c) => c.json(list(c.req.query())));
  app.get('/v1/authors/', (c) => c.json(list(c.req.query())));

  app.post('/v1/authors/findByUsername', async (c) => {
    const { username } = parseInput(FindBody, await jsonBody(c));
    const author = authorByUsername(username.toLowerCase());
    if (!author) throw new ApiError(404, `Author ${username} not found`);
    return c.json({ status: 'success', data: authorWire(world, author, newsFeed(world, ctx.now())) });
  });

  app.get('/v1/authors/:id/news', (c) => {
    const { id } = parseInput(z.object({ id: idParam }), c.req.param());
    const q = parseInput(NewsQuery, c.req.query());
    const author = authorById(id);
    if (!author) throw new ApiError(404, `Author ${id} not found`);
    const own = newsFeed(world, ctx.now()).filter(
      (a) =>
        a.authorUsername === author.username && (q.type === '' || (q.type === 'fantasy' ? a.type === 'fantasy' : a.type !== 'fantasy')),
    );
    const { data, total, total_pages } = pageOf(own, q.page, q.per_page);
    return c.json({ status: 'success', data: data.map(authorNewsItem), total, total_pages });
  });

  return app;
}
