import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Article } from '../../../../shared/schemas/article';
import { newsPageSize, nextNewsPage, uniqueById } from '../../lib/news-paging';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { StoryList } from './story-list';
import type { ApiContext } from '../../lib/api-client';

export interface NewsPage {
  data: Article[];
  total_pages: number;
}

interface PagedNewsListProps {
  queryKey: readonly unknown[];
  /** One page of the list, asked with the spec's sizes: 7 first, then 6 (SPEC section 9). */
  fetchPage: (page: number, perPage: number, context: ApiContext) => Promise<NewsPage>;
  emptyMessage?: string;
  hrefFor?: (article: Article) => string;
}

/** The list's query, for a page that also reads what the list loaded (a tag page's heading). */
export function pagedNewsQuery(queryKey: readonly unknown[], fetchPage: PagedNewsListProps['fetchPage']) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, ...context }) => fetchPage(pageParam, newsPageSize(pageParam), context),
    initialPageParam: 1,
    getNextPageParam: (last: NewsPage, _pages: NewsPage[], page: number) => nextNewsPage(last, page),
  });
}

/** News lists append pages: See More asks for the next while total_pages is beyond the current (SPEC section 4). */
export function PagedNewsList({ queryKey, fetchPage, emptyMessage = 'No news data available.', hrefFor }: PagedNewsListProps) {
  const news = useInfiniteQuery(pagedNewsQuery(queryKey, fetchPage));

  if (news.isPending) return <LoadingState />;
  if (news.isError) return <ErrorState onRetry={() => void news.refetch()} />;
  const articles = uniqueById(news.data.pages);
  if (articles.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <>
      <StoryList articles={articles} hrefFor={hrefFor} />
      {news.hasNextPage && (
        <button type="button" className="page-button page-button--more" onClick={() => void news.fetchNextPage()} disabled={news.isFetchingNextPage}>
          {news.isFetchingNextPage ? 'Loading ....' : 'See More'}
        </button>
      )}
    </>
  );
}
