import { useQuery } from '@tanstack/react-query';
import type { HomeBlock } from '../../../../shared/schemas/category';
import { ArticleCard } from '../../components/article/article-card';
import { ArticleCardSkeleton } from '../../components/article/article-card-skeleton';
import { BlockFrame } from '../../components/block-frame';
import { useNearViewport } from '../../components/near-viewport-context';
import { ErrorState } from '../../components/page/error-state';
import { homeBlocksQuery, type HomeBlockKind } from './home-api';
import './home.css';
import { useNow } from '../../app/render-facts';

/** The upstream gives five articles a block; the skeleton holds that many. */
const CARDS = 5;
/**
 * Blocks the skeleton holds a place for before the list arrives: as many as the upstream usually
 * sends (its four busiest series, six categories), so a list that arrives while in view does not
 * push the page down.
 */
const SKELETON_BLOCKS: Record<HomeBlockKind, number> = { seriesNews: 4, categoryNews: 6 };

/** Where a block's heading leads: the series' news tab, or the category's list. */
function blockHref(kind: HomeBlockKind, block: HomeBlock): string {
  return kind === 'seriesNews' ? `/series/${block.slug}/news` : `/category/${block.slug}`;
}

/**
 * Series news blocks or category news blocks: one card per series (or category) with its
 * subtitle, a link to its page and its latest articles as a strip of cards.
 */
export function NewsBlocks({ kind }: { kind: HomeBlockKind }) {
  const blocks = useQuery({ ...homeBlocksQuery(kind), enabled: useNearViewport() });
  const now = useNow();
  const idBase = kind === 'seriesNews' ? 'home-series' : 'home-category';
  if (blocks.isPending) return <NewsBlocksSkeleton idBase={idBase} count={SKELETON_BLOCKS[kind]} />;
  // Most list errors render nothing (SPEC section 8); a retry costs the reader nothing, so it stays.
  if (blocks.isError) return <ErrorState onRetry={() => void blocks.refetch()} />;
  return (
    <div className="news-blocks" data-kind={kind}>
      {blocks.data.map((block, b) => (
        <BlockFrame
          key={block.slug}
          id={`${idBase}-${b}`}
          title={block.title}
          subtitle={block.subtitle ?? ''}
          more={{ to: blockHref(kind, block), label: kind === 'seriesNews' ? 'Series' : 'See all' }}
          className="news-block"
        >
          <ul className="card-strip">
            {block.news.data.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} layout="tile" now={now} />
              </li>
            ))}
          </ul>
        </BlockFrame>
      ))}
    </div>
  );
}

function NewsBlocksSkeleton({ idBase, count }: { idBase: string; count: number }) {
  return (
    <div className="news-blocks skeleton-group" aria-hidden="true">
      {Array.from({ length: count }, (_, b) => (
        <BlockFrame key={b} id={`${idBase}-skeleton-${b}`} title={<span className="skeleton-line skeleton-line--title" />} subtitle=" " className="news-block" busy>
          <ul className="card-strip">
            {Array.from({ length: CARDS }, (_, i) => (
              <li key={i}>
                <ArticleCardSkeleton layout="tile" />
              </li>
            ))}
          </ul>
        </BlockFrame>
      ))}
    </div>
  );
}
