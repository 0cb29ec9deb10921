// Authors and their article lists as the authors calls send them; counts come from today's feed.
import { media } from '../media/urls';
import type { World } from '../world/types';
import { articleHref, type ArticleRecord } from './article-model';
import type { AuthorProfile } from './authors';

export function authorWire(world: World, a: AuthorProfile, feed: ArticleRecord[]) {
  const own = feed.filter((x) => x.authorUsername === a.username);
  const totalViews = own.reduce((sum, x) => sum + x.views, 0);
  return {
    id: a.id,
    username: a.username,
    name: a.name,
    info: { profile_pic: media.author(world.config, a.username), designation: a.designation, bio: a.bio },
    total_articles: own.length,
    total_views: totalViews,
    stats: { total_articles: own.length, total_views: totalViews },
  };
}

export function authorNewsItem(a: ArticleRecord) {
  return {
    id: a.id,
    title: a.title,
    image: a.image,
    href: articleHref(a),
    date: new Date(a.publishedMs).toISOString(),
    isLive: a.isLive,
    views: a.views,
    cnt_views: a.views,
  };
}
