import type { Article } from '../../../../shared/schemas/article';
import { useLiveBlog } from '../../components/live-blog/use-live-blog';
import { RemountOnRetry } from '../../components/page/remount-on-retry';
import { ArticleView } from './article-view';
import { LiveUpdates } from './live-updates';

function LiveArticleView({ article, onRetry }: { article: Article; onRetry: () => void }) {
  const blog = useLiveBlog(article.id);
  // The pushed article refreshes the text; the reader's own like stays the one read for them.
  const current = blog.article ? { ...blog.article, cnt_likes: article.cnt_likes, is_liked: article.is_liked } : article;
  return <ArticleView article={current} liveUpdates={<LiveUpdates blog={{ ...blog, loaded: blog.article !== null }} onRetry={onRetry} />} />;
}

/**
 * A live article (isLive): the article and its embedded live blog follow the blog/{id} topic, which
 * the edge refreshes (article every 30 s, blocks every 10 s) and pushes; the browser polls nothing.
 */
export function LiveArticle({ article }: { article: Article }) {
  return (
    <RemountOnRetry topics={[`blog/${article.id}`]}>
      {(retry) => <LiveArticleView key={article.id} article={article} onRetry={retry} />}
    </RemountOnRetry>
  );
}
