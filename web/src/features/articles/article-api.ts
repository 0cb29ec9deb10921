import { queryOptions } from '@tanstack/react-query';
import { MORE_STORIES_PER_PAGE } from '../../../../shared/constants';
import { ArticleSchema, type ArticleType } from '../../../../shared/schemas/article';
import { dataEnvelope } from '../../../../shared/schemas/envelope';
import { lenientArray } from '../../../../shared/schemas/primitives';
import { apiGet, embeddedData } from '../../lib/api-client';

const ArticleResponseSchema = dataEnvelope(ArticleSchema);
// One broken card should cost that card, not the strip.
const MoreStoriesSchema = dataEnvelope(lenientArray(ArticleSchema));

/** GET /v1/news/{id}: the full article with its content. */
export function articleQuery(id: number) {
  return queryOptions({
    queryKey: ['article', id],
    queryFn: async (context) => (await apiGet(`/v1/news/${id}`, ArticleResponseSchema, context)).data,
    initialData: () => embeddedData(`/v1/news/${id}`, ArticleResponseSchema)?.data,
  });
}

/** GET /v1/news/home/{newsType}?id={id}&per_page=6: more stories of the article's type, without it. */
export function moreStoriesQuery(newsType: ArticleType, id: number) {
  return queryOptions({
    queryKey: ['more-stories', newsType, id],
    queryFn: async (context) =>
      (await apiGet(`/v1/news/home/${newsType}?id=${id}&per_page=${MORE_STORIES_PER_PAGE}`, MoreStoriesSchema, context)).data,
  });
}
