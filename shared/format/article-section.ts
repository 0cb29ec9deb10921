// SPEC section 2, Article page: the label each article type shows as its breadcrumb, and the list it
// links to. The SPA's article page and the article top the edge writes into the page both use it.
import type { ArticleType } from '../schemas/article';

export interface ArticleSection {
  label: string;
  to: string;
}

export const ARTICLE_TYPE_SECTIONS: Record<ArticleType, ArticleSection> = {
  news: { label: 'Cricket News', to: '/cricket-news' },
  top_story: { label: 'Top Stories', to: '/cricket-top-story' },
  fantasy: { label: 'Fantasy', to: '/fantasy-cricket-tips' },
  weekly_recap: { label: 'Weekly Recap', to: '/cricket-news' },
};
