import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { relativeTime } from '../../../../shared/format/time';
import { articleHref } from '../../../../shared/format/article-path';
import { FIRST_NEWS_VIEW, fetchNewsView, nextNewsView, shownCount, shownStories } from '../../lib/news-paging';
import { fetchLatestNews } from './news-api';
import { useNow, useViewerTimeZone } from '../../app/render-facts';

/** The first page's place while it loads: as many cards as it will hold. */
function LatestNewsSkeleton() {
  return (
    <section aria-busy="true" aria-label="Latest Cricket News">
      <h2 className="latest-news__heading">Latest Cricket News</h2>
      <ul className="news-list" aria-hidden="true">
        {Array.from({ length: shownCount(1) }, (_, i) => (
          <li key={i} className="news-card news-card--skeleton">
            <span className="news-card__image-box" />
            <div>
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--short" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The latest news, a page at a time with See More (SPEC section 4, News lists). */
export function LatestNews() {
  const now = useNow();
  const timeZone = useViewerTimeZone();
  const news = useInfiniteQuery({
    queryKey: ['news', 'latest'],
    queryFn: ({ pageParam, ...context }) => fetchNewsView(pageParam, fetchLatestNews, context),
    initialPageParam: FIRST_NEWS_VIEW,
    getNextPageParam: (_last, pages, _view, views) => nextNewsView(pages, views),
  });

  if (news.isPending) return <LatestNewsSkeleton />;
  if (news.isError) return <p className="error-block" role="alert">{news.error.message}</p>;

  const articles = shownStories(news.data.pages, news.data.pageParams.length);
  if (articles.length === 0) return <p className="muted">No news data available.</p>;

  return (
    <section aria-labelledby="latest-news-heading">
      <h2 id="latest-news-heading" className="latest-news__heading">
        Latest Cricket News
      </h2>
      <ul className="news-list">
        {articles.map((article) => (
          <li key={article.id} className="news-card">
            {article.image && <img src={article.image} alt={article.info?.imageAltText ?? ''} width={320} height={180} loading="lazy" />}
            <div>
              <Link to={articleHref(article)} className="news-title">
                {article.title}
              </Link>
              {article.excerpt && <p className="news-excerpt">{article.excerpt}</p>}
              <p className="muted small">
                {article.author?.name && <span>{article.author.name} · </span>}
                {article.publishedAt && <time dateTime={article.publishedAt}>{relativeTime(new Date(article.publishedAt), now, timeZone)}</time>}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {news.hasNextPage && (
        <button type="button" className="button" onClick={() => news.fetchNextPage()} disabled={news.isFetchingNextPage}>
          {news.isFetchingNextPage ? 'Loading…' : 'See More'}
        </button>
      )}
    </section>
  );
}
