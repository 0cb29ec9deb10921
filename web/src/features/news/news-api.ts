import { NEWS_FIRST_PAGE_SIZE, NEWS_NEXT_PAGE_SIZE } from '../../../../shared/constants';
import { ArticleSchema } from '../../../../shared/schemas/article';
import { pagedEnvelope } from '../../../../shared/schemas/envelope';
import { apiGet } from '../../lib/api-client';

const LatestNewsSchema = pagedEnvelope(ArticleSchema);

/** News pages: the first holds 7 stories, later ones 6 (SPEC.md section 9). */
export function fetchLatestNews(page: number, signal?: AbortSignal) {
  const perPage = page === 1 ? NEWS_FIRST_PAGE_SIZE : NEWS_NEXT_PAGE_SIZE;
  return apiGet(`/v1/news/home/news?per_page=${perPage}&page_no=${page}`, LatestNewsSchema, signal);
}
