import { Link } from '../link';
import { relativeTime } from '../../../../shared/format/time';
import type { Article } from '../../../../shared/schemas/article';
import { articleHref } from '../../../../shared/format/article-path';
import { useViewerTimeZone } from '../../app/render-facts';
import './article-card.css';

export type ArticleCardLayout = 'tile' | 'row';

interface ArticleCardProps {
  article: Article;
  /** tile: image above the title; row: a thumbnail beside it. */
  layout: ArticleCardLayout;
  now: Date;
  /** Above the fold: fetch the image at once rather than lazily. */
  eager?: boolean;
  /** The page's largest image, likely its largest paint: fetched ahead of the others. */
  priority?: boolean;
}

/**
 * A news card as the home page lists them: image, title, when, and LIVE for a live article. The
 * whole card is one client-side link; the title is clamped to fixed lines, so every card of a
 * layout has one height and its skeleton (ArticleCardSkeleton) can hold its place exactly.
 */
export function ArticleCard({ article, layout, now, eager = false, priority = false }: ArticleCardProps) {
  const when = article.publishedAt ?? article.createdAt;
  const timeZone = useViewerTimeZone();
  return (
    <Link to={articleHref(article)} className={`acard acard--${layout}`}>
      <span className="acard__media">
        {article.image && (
          <img
            src={article.image}
            alt={article.info?.imageAltText ?? ''}
            width={320}
            height={180}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        )}
      </span>
      <span className="acard__body">
        <span className="acard__title">{article.title}</span>
        <span className="acard__meta">
          {article.isLive && <span className="acard__live">LIVE</span>}
          {when && <time dateTime={when}>{relativeTime(when, now, timeZone)}</time>}
        </span>
      </span>
    </Link>
  );
}
