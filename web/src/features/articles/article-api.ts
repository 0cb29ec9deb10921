import { queryOptions } from '@tanstack/react-query';
import { ArticleSchema } from '../../../../shared/schemas/article';
import { dataEnvelope } from '../../../../shared/schemas/envelope';
import { apiGet } from '../../lib/api-client';

const ArticleResponseSchema = dataEnvelope(ArticleSchema);

/** GET /v1/news/{id}: the full article with its content. */
export function articleQuery(id: number) {
  return queryOptions({
    queryKey: ['article', id],
    queryFn: async ({ signal }) => (await apiGet(`/v1/news/${id}`, ArticleResponseSchema, signal)).data,
  });
}
