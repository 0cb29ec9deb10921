import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { compactCount } from '../../../../shared/format/count';
import { relativeTime } from '../../../../shared/format/time';
import type { AuthorNewsType } from '../../../../shared/schemas/author';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { authorNewsQuery } from './authors-api';
import { useNow, useViewerTimeZone } from '../../app/render-facts';

/** The author's articles, 10 at a time, with Load More until all are in. */
export function AuthorArticles({ authorId, type }: { authorId: number; type: AuthorNewsType }) {
  const news = useInfiniteQuery(authorNewsQuery(authorId, type));
  const now = useNow();
  const timeZone = useViewerTimeZone();
  if (news.isPending) return <LoadingState />;
  if (news.isError) return <ErrorState message="Error fetching content." onRetry={() => void news.refetch()} />;
  const items = news.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return <EmptyState message="No news data available." />;
  return (
    <>
      <ul className="author-articles">
        {items.map((item) => {
          const views = item.cnt_views ?? item.views;
          const internal = item.href.startsWith('/') && !item.href.startsWith('//');
          const inner = (
            <>
              {item.image && <img src={item.image} alt="" width={160} height={90} loading="lazy" />}
              <span>
                {item.isLive && <span className="author-live">LIVE</span>}
                <span className="author-article__title">{item.title}</span>
                <span className="authors-note author-article__meta">
                  {[item.date ? relativeTime(item.date, now, timeZone) : null, views != null ? `${compactCount(Number(views))} views` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </>
          );
          return (
            <li key={item.id}>
              {internal ? (
                <Link to={item.href} className="author-article">
                  {inner}
                </Link>
              ) : (
                <a href={item.href} className="author-article">
                  {inner}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {news.hasNextPage && (
        <button type="button" className="page-button page-button--more" onClick={() => void news.fetchNextPage()} disabled={news.isFetchingNextPage}>
          {news.isFetchingNextPage ? 'Loading ....' : 'Load More'}
        </button>
      )}
    </>
  );
}
