import { useInfiniteQuery } from '@tanstack/react-query';
import { relativeTime } from '../../../../shared/format/time';
import { nextNewsPage, uniqueById } from '../../lib/news-paging';
import { fetchLatestNews } from './news-api';

export function LatestNews() {
  const news = useInfiniteQuery({
    queryKey: ['news', 'latest'],
    queryFn: ({ pageParam, signal }) => fetchLatestNews(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextNewsPage(last, page),
  });

  if (news.isPending) return <p className="muted" aria-busy="true">Loading latest news…</p>;
  if (news.isError) return <p className="error-block" role="alert">{news.error.message}</p>;

  const articles = uniqueById(news.data.pages);
  if (articles.length === 0) return <p className="muted">No news data available.</p>;
  const now = new Date();

  return (
    <section aria-labelledby="latest-news-heading">
      <h1 id="latest-news-heading">Latest Cricket News</h1>
      <ul className="news-list">
        {articles.map((article) => (
          <li key={article.id} className="news-card">
            {article.image && <img src={article.image} alt={article.info?.imageAltText ?? ''} width={320} height={180} loading="lazy" />}
            <div>
              <a href={`/cricket-news/${article.slug}-${article.id}`} className="news-title">
                {article.title}
              </a>
              {article.excerpt && <p className="news-excerpt">{article.excerpt}</p>}
              <p className="muted small">
                {article.author?.name && <span>{article.author.name} · </span>}
                {article.publishedAt && <time dateTime={article.publishedAt}>{relativeTime(new Date(article.publishedAt), now)}</time>}
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
