// Every article readable right now and the lists the news calls cut from it: the day's catalog
// plus the fixed live blogs, newest first. Exported for other route modules (team, series and
// player news, the fantasy listing) so all lists agree.
import { LIVE_BLOG_ARTICLE_IDS } from '../../shared/constants';
import { DAY_MS } from '../world/dates';
import type { World } from '../world/types';
import type { ArticleRecord, ArticleType } from './article-model';
import { catalogFor } from './catalog';
import { NEWS_CATEGORIES } from './categories';
import { isLiveArticleId } from './live-articles';
import { fixedLiveBlogArticles, liveBlogArticle } from './live-blogs';
import { plantedArticle } from './planted';
import { tidy } from './text';

export function newsFeed(world: World, nowMs: number): ArticleRecord[] {
  const fixed = fixedLiveBlogArticles(world, nowMs);
  return [...fixed, ...catalogFor(world, nowMs).articles].sort((a, b) => b.publishedMs - a.publishedMs || b.id - a.id);
}

/** Any article by id: planted by a test, catalog, fixed live blogs and every fixture's live blog. */
export function findArticle(world: World, id: number, nowMs: number): ArticleRecord | undefined {
  const planted = plantedArticle(world, id);
  if (planted) return planted;
  if (isLiveArticleId(id) || LIVE_BLOG_ARTICLE_IDS.some((fixed) => fixed === id)) return liveBlogArticle(world, id, nowMs);
  return catalogFor(world, nowMs).byId.get(id);
}

export function ofType(feed: ArticleRecord[], type: ArticleType): ArticleRecord[] {
  return feed.filter((a) => a.type === type);
}

export function aboutTeam(world: World, nowMs: number, teamId: number): ArticleRecord[] {
  return newsFeed(world, nowMs).filter((a) => a.teamIds.includes(teamId));
}

export function aboutSeries(world: World, nowMs: number, cid: number): ArticleRecord[] {
  return newsFeed(world, nowMs).filter((a) => a.cid === cid);
}

export function aboutPlayer(world: World, nowMs: number, pid: number): ArticleRecord[] {
  return newsFeed(world, nowMs).filter((a) => a.playerIds.includes(pid));
}

/** The fantasy tips for a match, for the fantasy listing's `news`. */
export function fantasyFor(world: World, nowMs: number, matchId: number): ArticleRecord[] {
  return catalogFor(world, nowMs).articles.filter((a) => a.type === 'fantasy' && a.matchId === matchId);
}

export interface HomeBlock {
  title: string;
  subtitle: string;
  slug: string;
  news: ArticleRecord[];
}

const HOME_BLOCK_ARTICLES = 5;

/** Home series blocks: the series with the most news in the last fortnight, up to four. */
export function seriesBlocks(world: World, nowMs: number): HomeBlock[] {
  const feed = newsFeed(world, nowMs);
  const since = nowMs - 14 * DAY_MS;
  const counted = world.series
    .map((s) => ({ s, recent: feed.filter((a) => a.cid === s.cid && a.publishedMs >= since).length, all: feed.filter((a) => a.cid === s.cid) }))
    .filter((x) => x.all.length >= 3)
    .sort((x, y) => y.recent - x.recent || y.all.length - x.all.length || x.s.cid - y.s.cid);
  return counted.slice(0, 4).map(({ s, all }) => ({
    title: s.title,
    subtitle: tidy(`Latest news from the ${s.title}`),
    slug: s.slug,
    news: all.slice(0, HOME_BLOCK_ARTICLES),
  }));
}

/** Home category blocks: every category with at least three articles, in menu order, up to six. */
export function categoryBlocks(world: World, nowMs: number): HomeBlock[] {
  const feed = newsFeed(world, nowMs);
  return NEWS_CATEGORIES.map((c) => ({ c, news: feed.filter((a) => a.categorySlug === c.slug) }))
    .filter((x) => x.news.length >= 3)
    .slice(0, 6)
    .map(({ c, news }) => ({ title: c.title, subtitle: `More ${c.title} stories`, slug: c.slug, news: news.slice(0, HOME_BLOCK_ARTICLES) }));
}
