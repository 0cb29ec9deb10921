import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Article } from '../../../../shared/schemas/article';
import { HOME_FANTASY_PER_PAGE, HOME_LATEST_NEWS_PER_PAGE, HOME_TOP_STORIES_PER_PAGE } from '../../../../shared/constants';
import { ArticleCard } from '../../components/article/article-card';
import { ArticleCardSkeleton } from '../../components/article/article-card-skeleton';
import { BlockFrame } from '../../components/block-frame';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { TabList } from '../../components/tab-list';
import { homeListQuery, type HomeListType } from './home-api';
import './home.css';
import { useNow } from '../../app/render-facts';

type TabKey = Extract<HomeListType, 'news' | 'top_story' | 'fantasy'>;

/** SPEC.md section 2 (Home) and 9 (home lists: latest news 4, top stories 10, fantasy 10). */
const TABS = [
  { key: 'news', label: 'Cricket News', perPage: HOME_LATEST_NEWS_PER_PAGE, more: '/cricket-news' },
  { key: 'top_story', label: 'Top Stories', perPage: HOME_TOP_STORIES_PER_PAGE, more: '/cricket-top-story' },
  { key: 'fantasy', label: 'Fantasy', perPage: HOME_FANTASY_PER_PAGE, more: '/fantasy-cricket-tips' },
] as const satisfies readonly { key: TabKey; label: string; perPage: number; more: string }[];

const ID = 'home-news';

/** The tabbed news block: Cricket News, Top Stories and Fantasy, a lead story and the rest beside it. */
export function NewsTabs() {
  const [active, setActive] = useState<TabKey>('news');
  const tab = TABS.find((t) => t.key === active) ?? TABS[0];
  const client = useQueryClient();
  const list = useQuery(homeListQuery(tab.key, tab.perPage));

  const prefetch = (key: TabKey) => {
    const target = TABS.find((t) => t.key === key);
    if (target) void client.prefetchQuery(homeListQuery(target.key, target.perPage));
  };

  return (
    <BlockFrame id={ID} title="News" more={{ to: tab.more, label: 'See all' }} className="news-tabs" busy={list.isPending}>
      <TabList tabs={TABS} active={active} onSelect={setActive} onIntent={prefetch} label="News" idBase={ID} />
      <div role="tabpanel" id={`${ID}-panel`} aria-labelledby={`${ID}-tab-${active}`} tabIndex={0} className="news-tabs__panel">
        {list.isPending ? (
          <NewsGridSkeleton count={tab.perPage} />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <EmptyState message="No news data available." />
        ) : (
          <NewsGrid articles={list.data} />
        )}
      </div>
    </BlockFrame>
  );
}

function NewsGrid({ articles }: { articles: Article[] }) {
  const now = useNow();
  return (
    <ul className="news-grid">
      {articles.map((article, i) => (
        <li key={article.id} className={i === 0 ? 'news-grid__lead' : undefined}>
          <ArticleCard article={article} layout={i === 0 ? 'tile' : 'row'} now={now} eager={i < 3} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}

function NewsGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="news-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={i === 0 ? 'news-grid__lead' : undefined}>
          <ArticleCardSkeleton layout={i === 0 ? 'tile' : 'row'} />
        </li>
      ))}
    </ul>
  );
}
