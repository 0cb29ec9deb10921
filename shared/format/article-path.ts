import type { Article } from '../schemas/article';

/** Each article type is read under its own section (SPEC section 2 routes); no type reads as news. */
export function articleHref(article: Pick<Article, 'type' | 'slug' | 'id'>): string {
  const section = article.type === 'fantasy' ? 'fantasy-cricket-tips' : article.type === 'top_story' ? 'cricket-top-story' : 'cricket-news';
  return `/${section}/${article.slug}-${article.id}`;
}
