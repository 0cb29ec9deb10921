import { useQuery } from '@tanstack/react-query';
import { WEEKLY_RECAP_PER_PAGE } from '../../../../shared/constants';
import { ArticleCard } from '../../components/article/article-card';
import { ArticleCardSkeleton } from '../../components/article/article-card-skeleton';
import { BlockFrame } from '../../components/block-frame';
import { useNearViewport } from '../../components/near-viewport-context';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { homeListQuery } from './home-api';
import './home.css';
import { useNow } from '../../app/render-facts';

/** Weekly Recap: the week's round-ups (SPEC.md section 9: three on home). */
export function WeeklyRecap() {
  const recap = useQuery({ ...homeListQuery('weekly_recap', WEEKLY_RECAP_PER_PAGE), enabled: useNearViewport() });
  const now = useNow();
  return (
    <BlockFrame id="home-recap" title="Weekly Recap" busy={recap.isPending} className="weekly-recap">
      {recap.isError ? (
        <ErrorState onRetry={() => void recap.refetch()} />
      ) : recap.data?.length === 0 ? (
        <EmptyState message="No news data available." />
      ) : (
        <ul className="row-list" aria-hidden={recap.isPending || undefined}>
          {recap.isPending
            ? Array.from({ length: WEEKLY_RECAP_PER_PAGE }, (_, i) => (
                <li key={i}>
                  <ArticleCardSkeleton layout="row" />
                </li>
              ))
            : recap.data.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} layout="row" now={now} />
                </li>
              ))}
        </ul>
      )}
    </BlockFrame>
  );
}
