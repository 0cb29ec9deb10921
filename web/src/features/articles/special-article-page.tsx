import { ARTICLE_TYPE_SECTIONS } from '../../../../shared/format/article-section';
import { ErrorState } from '../../components/page/error-state';
import { NotFoundPage } from '../../components/page/not-found-page';
import { ApiError } from '../../lib/api-client';
import { ArticlePlaceholder } from './article-placeholder';
import { ArticleView } from './article-view';
import { useArticle } from './use-article';

/**
 * The special article (SPEC section 2: /cricket-news/{slug}-3558): a feature presentation of the
 * article, led by its table of contents. It is never redirected to a live blog.
 */
export function SpecialArticlePage() {
  const { id, query } = useArticle();
  if (id === null) return <NotFoundPage section={ARTICLE_TYPE_SECTIONS.news} />;
  if (query.isPending) return <ArticlePlaceholder />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage section={ARTICLE_TYPE_SECTIONS.news} />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <ArticleView key={query.data.id} article={query.data} eyebrow="Special Report" className="article article--special" />;
}
