// SPEC 'Article ids': an article page under /cricket-news is one of three pages, by its id alone.
import { LIVE_BLOG_ARTICLE_IDS, SPECIAL_ARTICLE_ID } from '../constants';
import { parseSlugId } from './slug-id';

export type ArticleVariant = 'standard' | 'special' | 'liveBlog';

/** '/cricket-news/{slug}-{id}': 3558 is the special page, 3674, 3720 and 3766 live blogs, any other an article. */
export function cricketNewsVariant(slugId: string): ArticleVariant {
  const id = parseSlugId(slugId)?.id;
  if (id === SPECIAL_ARTICLE_ID) return 'special';
  if (LIVE_BLOG_ARTICLE_IDS.some((blogId) => blogId === id)) return 'liveBlog';
  return 'standard';
}
