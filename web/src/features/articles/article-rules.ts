// The article-id rules of SPEC section 2 ('Article ids') that depend on the article itself; the ones
// that depend on the id alone (3558, 3674/3720/3766) are decided by the route before anything loads.
import { LIVE_BLOG_REDIRECT_FROM } from '../../../../shared/constants';
import { calendarDateIn } from '../../../../shared/format/calendar-date';
import { toInstant } from '../../../../shared/format/time';
import type { Article } from '../../../../shared/schemas/article';

/**
 * Where a live article read on the news page goes instead: /live-blogs/{slug}-{id}, for articles
 * flagged live (isLive or info.isLive) and published on or after LIVE_BLOG_REDIRECT_FROM. The day
 * is the publication's calendar day in the site's zone (Asia/Calcutta), as editors date it.
 */
export function liveBlogRedirect(article: Article): string | null {
  if (!article.isLive && !article.info?.isLive) return null;
  const published = article.publishedAt ? toInstant(article.publishedAt) : null;
  if (!published || calendarDateIn(published) < LIVE_BLOG_REDIRECT_FROM) return null;
  return `/live-blogs/${article.slug}-${article.id}`;
}
