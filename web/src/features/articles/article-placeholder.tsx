import { LoadingState } from '../../components/page/loading-state';
import './article.css';

/**
 * SPEC section 8's blank placeholder while the article loads, a screen tall: the article that
 * replaces it is taller than the screen, so the footer never shows and then jumps away.
 */
export function ArticlePlaceholder() {
  return (
    <div className="article-loading">
      <LoadingState blank />
    </div>
  );
}
