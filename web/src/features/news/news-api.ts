import { ArticleSchema } from '../../../../shared/schemas/article';
import { pagedEnvelope } from '../../../../shared/schemas/envelope';
import { apiGet, type ApiContext } from '../../lib/api-client';
import { newsPageSize } from '../../lib/news-paging';

const LatestNewsSchema = pagedEnvelope(ArticleSchema);

/** News pages: the first holds 7 stories, later ones 6 (SPEC.md section 9; news-paging.ts). */
export function fetchLatestNews(page: number, context?: ApiContext) {
  return apiGet(`/v1/news/home/news?per_page=${newsPageSize(page)}&page_no=${page}`, LatestNewsSchema, context);
}
