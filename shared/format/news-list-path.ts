// The upstream path of a home news list's first page (SPEC.md section 7), as the SPA asks for it and
// as the edge reads (and embeds) it for a page's head: one spelling, so an embedded answer is found
// under the path the SPA asks.

/** The lists GET /v1/news/home/{type} serves. */
export type NewsListType = 'news' | 'top_story' | 'fantasy' | 'weekly_recap';

/** GET /v1/news/home/{type}?per_page={n}&page_no=1. */
export function newsListPath(type: NewsListType, perPage: number): string {
  return `/v1/news/home/${type}?per_page=${perPage}&page_no=1`;
}
