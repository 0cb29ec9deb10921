import { z } from '../../../../shared/zod';
import { ArticleSchema } from '../../../../shared/schemas/article';
import { NewsCategorySchema } from '../../../../shared/schemas/category';
import { dataEnvelope, pagedEnvelope } from '../../../../shared/schemas/envelope';
import { FantasyMatchSchema } from '../../../../shared/schemas/fantasy';
import { apiGet, type ApiContext } from '../../lib/api-client';

const NewsPageSchema = pagedEnvelope(ArticleSchema);
const CategoriesSchema = dataEnvelope(z.array(NewsCategorySchema));
const FantasyMatchesSchema = dataEnvelope(z.array(FantasyMatchSchema));

export type HomeListType = 'news' | 'top_story' | 'fantasy';

/** GET /v1/news/home/{type}?per_page&page_no[&tag][&isLive]: the news, top story and fantasy lists, by tag or live. */
export function fetchHomeList(
  type: HomeListType,
  page: number,
  perPage: number,
  context: ApiContext,
  filter: { tag?: string; isLive?: boolean } = {},
) {
  const query = new URLSearchParams({ per_page: String(perPage), page_no: String(page) });
  if (filter.tag) query.set('tag', filter.tag);
  if (filter.isLive !== undefined) query.set('isLive', String(filter.isLive));
  return apiGet(`/v1/news/home/${type}?${query}`, NewsPageSchema, context);
}

/** GET /v2/news?category_slug&per_page&page: a category's articles. */
export function fetchCategoryNews(slug: string, page: number, perPage: number, context: ApiContext) {
  const query = new URLSearchParams({ category_slug: slug, per_page: String(perPage), page: String(page) });
  return apiGet(`/v2/news?${query}`, NewsPageSchema, context);
}

/** GET /v1/news/categories: the category names the /category pages are titled with. */
export async function fetchCategories(context: ApiContext) {
  return (await apiGet('/v1/news/categories', CategoriesSchema, context)).data;
}

/** GET /v1/fantasy/matches/{from}/{to}: matches in the fantasy window with their tips. */
export async function fetchFantasyMatches(path: string, context: ApiContext) {
  return (await apiGet(path, FantasyMatchesSchema, context)).data;
}
