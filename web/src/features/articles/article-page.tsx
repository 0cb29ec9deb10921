import { ARTICLE_TYPE_SECTIONS } from '../../../../shared/format/article-section';
import { PageRedirect } from '../../components/page-redirect';
import { ErrorState } from '../../components/page/error-state';
import { NotFoundPage } from '../../components/page/not-found-page';
import { ApiError } from '../../lib/api-client';
import { liveBlogRedirect } from './article-rules';
import { ArticlePlaceholder } from './article-placeholder';
import { ArticleView } from './article-view';
import { LiveArticle } from './live-article';
import { useArticle } from './use-article';

type Listing = 'news' | 'top_story' | 'fantasy';

/**
 * The standard article page. On the news page (`listing` news) a live article published on or
 * after 2025-03-01 goes to its live blog instead (SPEC section 2, 'Article ids').
 */
export function ArticlePage({ listing }: { listing: Listing }) {
  const { id, query } = useArticle();
  const section = ARTICLE_TYPE_SECTIONS[listing];
  if (id === null) return <NotFoundPage section={section} />;
  // SPEC section 8: still loading is a blank placeholder; no article is 'No Data Found...'.
  if (query.isPending) return <ArticlePlaceholder />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage section={section} />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const redirect = listing === 'news' ? liveBlogRedirect(query.data) : null;
  if (redirect) return <PageRedirect to={redirect} />;
  const article = query.data;
  if (article.isLive || article.info?.isLive) return <LiveArticle article={article} />;
  return <ArticleView key={article.id} article={article} />;
}
