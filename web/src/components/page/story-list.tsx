import { Link } from '../link';
import { relativeTime } from '../../../../shared/format/time';
import type { Article } from '../../../../shared/schemas/article';
import { articleHref } from '../../../../shared/format/article-path';
import { useNow, useViewerTimeZone } from '../../app/render-facts';

interface StoryListProps {
  articles: Article[];
  /** Where a card leads; by default the article's own section. */
  hrefFor?: (article: Article) => string;
}

/** Article cards: image, title, excerpt, author and when. */
export function StoryList({ articles, hrefFor = articleHref }: StoryListProps) {
  const now = useNow();
  const timeZone = useViewerTimeZone();
  return (
    <ul className="story-list">
      {articles.map((article) => (
        <li key={article.id} className="story-card">
          {article.image && (
            <img src={article.image} alt={article.info?.imageAltText ?? ''} width={320} height={180} loading="lazy" />
          )}
          <div className="story-card__body">
            <Link to={hrefFor(article)} className="story-card__title">
              {article.isLive && <span className="live-badge">LIVE</span>} {article.title}
            </Link>
            {article.excerpt && <p className="story-card__excerpt">{article.excerpt}</p>}
            <p className="page-muted page-small">
              {article.author?.name && <span>{article.author.name} · </span>}
              {article.publishedAt && <time dateTime={article.publishedAt}>{relativeTime(article.publishedAt, now, timeZone)}</time>}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
