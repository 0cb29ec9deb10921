import type { ArticleCardLayout } from './article-card';
import './article-card.css';

/** The place of an ArticleCard while it loads: the same boxes, so the card lands without a shift. */
export function ArticleCardSkeleton({ layout }: { layout: ArticleCardLayout }) {
  return (
    <span className={`acard acard--${layout} acard--skeleton`} aria-hidden="true">
      <span className="acard__media" />
      <span className="acard__body">
        <span className="acard__title">
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--short" />
        </span>
        <span className="acard__meta">
          <span className="skeleton-line skeleton-line--tiny" />
        </span>
      </span>
    </span>
  );
}
