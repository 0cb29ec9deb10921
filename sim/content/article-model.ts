// The simulator's article record and its wire shape (SPEC.md section 3, Article). Records are built
// once per day (catalog.ts) or per request (live-blogs.ts); the wire shape adds the viewer's likes.
import type { FantasyMatchData } from './fantasy';

export type ArticleType = 'news' | 'top_story' | 'fantasy' | 'weekly_recap';
export const ARTICLE_TYPES: readonly ArticleType[] = ['news', 'top_story', 'fantasy', 'weekly_recap'];

export interface Tag {
  keyword: string;
  keyword_slug: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface CustomBlock {
  id: string;
  order: number;
  heading: string;
  logo: string;
}

export interface ArticleRecord {
  id: number;
  type: ArticleType;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image: string;
  imageSource: string;
  imageAltText: string;
  authorUsername: string;
  authorName: string;
  tags: Tag[];
  categorySlug: string;
  publishedMs: number;
  createdMs: number;
  updatedMs: number;
  views: number;
  likes: number;
  isLive: boolean;
  matchId: number | null;
  /** What the article is about, for team, series and player news lists. */
  teamIds: number[];
  playerIds: number[];
  cid: number | null;
  metaTitle: string;
  metaDescription: string;
  faqs: Faq[];
  customBlocks: CustomBlock[];
  showReadMore: boolean;
  match: FantasyMatchData | null;
}

export interface ArticleWire {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** HTML; left out of list items, which only link to the article. */
  content?: string;
  image: string;
  image_source: string;
  type: ArticleType;
  author: { name: string; username: string };
  tags: Tag[];
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  cnt_views: number;
  cnt_likes: number;
  is_liked: boolean;
  isLive: boolean;
  match_id: number | null;
  info: {
    isLive: boolean;
    metaTitle: string;
    metaDescription: string;
    imageAltText: string;
    faqs: Faq[];
    customBlocks: CustomBlock[];
    showReadMore: boolean;
  };
  match?: FantasyMatchData;
}

/** How the viewer's likes change an article: extra likes from this process, and whether theirs is one. */
export interface LikeView {
  extraLikes: number;
  likedByViewer: boolean;
}

/** The full article (GET /v1/news/{id}) or a list item: lists leave out the body and fantasy data. */
export function toArticleWire(a: ArticleRecord, like: LikeView, full: boolean): ArticleWire {
  const wire: ArticleWire = {
    id: a.id,
    title: a.title,
    slug: a.slug,
    excerpt: a.excerpt,
    image: a.image,
    image_source: a.imageSource,
    type: a.type,
    author: { name: a.authorName, username: a.authorUsername },
    tags: a.tags,
    publishedAt: new Date(a.publishedMs).toISOString(),
    createdAt: new Date(a.createdMs).toISOString(),
    updatedAt: new Date(a.updatedMs).toISOString(),
    cnt_views: a.views,
    cnt_likes: a.likes + like.extraLikes,
    is_liked: like.likedByViewer,
    isLive: a.isLive,
    match_id: a.matchId,
    info: {
      isLive: a.isLive,
      metaTitle: a.metaTitle,
      metaDescription: a.metaDescription,
      imageAltText: a.imageAltText,
      faqs: a.faqs,
      customBlocks: a.customBlocks,
      showReadMore: a.showReadMore,
    },
  };
  if (full) wire.content = a.content;
  if (full && a.match) wire.match = a.match;
  return wire;
}

/** The site path an article is read at, by type (SPEC.md section 2 routes). */
export function articleHref(a: Pick<ArticleRecord, 'type' | 'slug' | 'id'>): string {
  const base = a.type === 'fantasy' ? '/fantasy-cricket-tips' : a.type === 'top_story' ? '/cricket-top-story' : '/cricket-news';
  return `${base}/${a.slug}-${a.id}`;
}
