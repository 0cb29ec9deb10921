// The News calls of SPEC.md section 7: categories, articles, likes, live-blog blocks and the home
// lists. Lists carry articles without their body; GET /v1/news/{id} carries everything.
import { Hono, type Context } from 'hono';
import { z } from '../../shared/zod';
import { MORE_STORIES_PER_PAGE } from '../../shared/constants';
import { ApiError, idParam, intParam, onApiError, optionalIntParam, pageOf, parseInput } from '../content/api-reply';
import { ARTICLE_TYPES, toArticleWire, type ArticleRecord } from '../content/article-model';
import { categoryBySlug, NEWS_CATEGORIES } from '../content/categories';
import { likeViewFor, setLike, viewerKey } from '../content/likes';
import { liveBlogBlocks } from '../content/live-blogs';
import { categoryBlocks, findArticle, newsFeed, ofType, seriesBlocks } from '../content/news-feed';
import { plantedBlocks } from '../content/planted';
import type { SimContext } from '../world/types';

const SlugQuery = z.string().check(z.trim(), z.regex(/^[a-z0-9][a-z0-9-]{0,119}$/i, 'must be a slug'));
const FlagQuery = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v) => v === 'true' || v === '1'),
);

const PagedQuery = z.object({
  per_page: intParam(10, 1, 100),
  page_no: optionalIntParam(1, 100_000),
  page: optionalIntParam(1, 100_000),
});

const HomeListQuery = z.extend(PagedQuery, {
  tag: z.optional(SlugQuery),
  isLive: z.optional(FlagQuery),
  /** Present on the article page's "more stories": the article being read, left out of the list. */
  id: z.optional(idParam),
});

const V2Query = z.extend(PagedQuery, { category_slug: z.optional(SlugQuery) });
const ArticlesQuery = z.extend(PagedQuery, { type: z.optional(z.enum(ARTICLE_TYPES)), tag: z.optional(SlugQuery) });
const IdPath = z.object({ id: idParam });
const NewsTypePath = z.object({ newsType: z.enum(ARTICLE_TYPES) });

/** The upstream is inconsistent: home lists page with page_no, the rest with page. */
function pageNumber(q: { page_no?: number | undefined; page?: number | undefined }): number {
  return q.page_no ?? q.page ?? 1;
}

export function newsRoutes(ctx: SimContext) {
  const app = new Hono();
  app.onError(onApiError);
  const { world } = ctx;

  const wire = (c: Context, list: ArticleRecord[], full = false) => {
    const viewer = viewerKey(world, (name) => c.req.header(name));
    return list.map((a) => toArticleWire(a, likeViewFor(world, a.id, viewer), full));
  };
  const paged = (c: Context, list: ArticleRecord[], page: number, perPage: number) => {
    const p = pageOf(list, page, perPage);
    return c.json({ status: 'success', ...p, data: wire(c, p.data) });
  };
  const articleOr404 = (id: number) => {
    const article = findArticle(world, id, ctx.now());
    if (!article) throw new ApiError(404, `Article ${id} not found`);
    return article;
  };

  // The More menu and /category pages.
  app.get('/v1/news/categories', (c) => c.json({ status: 'success', data: NEWS_CATEGORIES }));

  // Every article, optionally by type or tag.
  app.get('/v1/news/articles', (c) => {
    const q = parseInput(ArticlesQuery, c.req.query());
    let list = newsFeed(world, ctx.now());
    if (q.type) list = ofType(list, q.type);
    if (q.tag) list = list.filter((a) => a.tags.some((t) => t.keyword_slug === q.tag));
    return paged(c, list, pageNumber(q), q.per_page);
  });

  // /category/{slug}: an unknown slug is an empty category, which the page shows as such.
  app.get('/v2/news', (c) => {
    const q = parseInput(V2Query, c.req.query());
    const feed = newsFeed(world, ctx.now());
    const list = q.category_slug ? (categoryBySlug(q.category_slug) ? feed.filter((a) => a.categorySlug === q.category_slug) : []) : feed;
    return paged(c, list, pageNumber(q), q.per_page);
  });

  app.get('/v1/news/home/seriesNews', (c) =>
    c.json({
      status: 'success',
      data: seriesBlocks(world, ctx.now()).map((b) => ({
        title: b.title,
        subtitle: b.subtitle,
        slug: b.slug,
        news: { data: wire(c, b.news) },
      })),
    }),
  );

  app.get('/v1/news/home/categoryNews', (c) =>
    c.json({
      status: 'success',
      data: categoryBlocks(world, ctx.now()).map((b) => ({
        title: b.title,
        subtitle: b.subtitle,
        slug: b.slug,
        news: { data: wire(c, b.news) },
      })),
    }),
  );

  // Home lists (news, fantasy, top_story, weekly_recap) and, with ?id, the "more stories" strip.
  // A tag widens the news list to every type: the /tag page lists all articles with that tag.
  app.get('/v1/news/home/:newsType', (c) => {
    const { newsType } = parseInput(NewsTypePath, c.req.param());
    const q = parseInput(HomeListQuery, c.req.query());
    const feed = newsFeed(world, ctx.now());
    if (q.id !== undefined) {
      const perPage = c.req.query('per_page') ? q.per_page : MORE_STORIES_PER_PAGE;
      const more = ofType(feed, newsType)
        .filter((a) => a.id !== q.id)
        .slice(0, perPage);
      return c.json({ status: 'success', data: wire(c, more) });
    }
    let list = q.tag && newsType === 'news' ? feed : ofType(feed, newsType);
    if (q.tag) list = list.filter((a) => a.tags.some((t) => t.keyword_slug === q.tag));
    if (q.isLive !== undefined) list = list.filter((a) => a.isLive === q.isLive);
    return paged(c, list, pageNumber(q), q.per_page);
  });

  app.get('/v1/news/:id', (c) => {
    const { id } = parseInput(IdPath, c.req.param());
    return c.json({ status: 'success', data: wire(c, [articleOr404(id)], true)[0] });
  });

  // Likes are GETs upstream; the reply's count is what the button shows.
  for (const action of ['like', 'unlike'] as const) {
    app.get(`/v1/news/:id/${action}`, (c) => {
      const { id } = parseInput(IdPath, c.req.param());
      const article = articleOr404(id);
      const viewer = viewerKey(world, (name) => c.req.header(name));
      setLike(world, id, viewer, action === 'like');
      return c.json({ status: 'success', likes: article.likes + likeViewFor(world, id, viewer).extraLikes });
    });
  }

  // Live blogs gain blocks as play goes on; a planted article has the blocks it was planted with;
  // any other article has none.
  app.get('/v1/news/:id/newsblocks', (c) => {
    const { id } = parseInput(IdPath, c.req.param());
    articleOr404(id);
    return c.json({ status: 'success', data: plantedBlocks(world, id) ?? liveBlogBlocks(world, id, ctx.now()) });
  });

  return app;
}
