import { ArticleSchema } from '../../../../shared/schemas/article';
import { pagedEnvelope } from '../../../../shared/schemas/envelope';
import { apiGet, type ApiContext } from '../../lib/api-client';

const LatestNewsSchema = pagedEnvelope(ArticleSchema);

/** One page of the latest news at a size: 7 first, then 6 (SPEC.md section 9; lib/news-paging.ts). */
export function fetchLatestNews(page: number, perPage: number, context?: ApiContext) {
  return apiGet(`/v1/news/home/news?per_page=${perPage}&page_no=${page}`, LatestNewsSchema, context);
}
