import { useInfiniteQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { StoryList } from '../../components/page/story-list';
import { playerNewsQuery } from './player-api';

/** News about the player (articles tagged with them), a page at a time. */
export function PlayerNews({ tag }: { tag: string }) {
  const news = useInfiniteQuery(playerNewsQuery(tag));
  if (news.isPending) return <LoadingState />;
  if (news.isError) return <ErrorState onRetry={() => void news.refetch()} />;
  const articles = news.data.pages.flatMap((page) => page.data);
  if (articles.length === 0) return <EmptyState message="No news data available." />;
  return (
    <>
      <StoryList articles={articles} />
      {news.hasNextPage && (
        <button type="button" className="page-button page-button--more" onClick={() => void news.fetchNextPage()} disabled={news.isFetchingNextPage}>
          {news.isFetchingNextPage ? 'Loading ....' : 'See More'}
        </button>
      )}
    </>
  );
}
