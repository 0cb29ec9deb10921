import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Article } from '../../../../shared/schemas/article';
import { FIRST_NEWS_VIEW, fetchNewsView, nextNewsView, shownStories, type NewsView } from '../../lib/news-paging';
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
  /** One upstream page of the list at a size: 7 first, then 6 (SPEC section 9; lib/news-paging.ts). */
  fetchPage: (page: number, perPage: number, context: ApiContext) => Promise<NewsPage>;
  emptyMessage?: string;
  hrefFor?: (article: Article) => string;
}

/** The list's query, for a page that also reads what the list loaded (a tag page's heading). */
export function pagedNewsQuery(queryKey: readonly unknown[], fetchPage: PagedNewsListProps['fetchPage']) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, ...context }) => fetchNewsView(pageParam, fetchPage, context),
    initialPageParam: FIRST_NEWS_VIEW,
    getNextPageParam: (_last: NewsPage, pages: NewsPage[], _view: NewsView, views: NewsView[]) => nextNewsView(pages, views),
  });
}

/** News lists append pages: 7 stories, then 6 more on each See More while there are more (SPEC sections 4 and 9). */
export function PagedNewsList({ queryKey, fetchPage, emptyMessage = 'No news data available.', hrefFor }: PagedNewsListProps) {
  const news = useInfiniteQuery(pagedNewsQuery(queryKey, fetchPage));

  if (news.isPending) return <LoadingState />;
  if (news.isError) return <ErrorState onRetry={() => void news.refetch()} />;
  const articles = shownStories(news.data.pages, news.data.pageParams.length);
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
