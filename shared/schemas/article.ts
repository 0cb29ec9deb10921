// Articles (SPEC section 3, Article/news): the one shape behind news, top stories, fantasy tips and
// weekly recaps, in lists (no content) and in full (GET /v1/news/{id}).
import { z } from 'zod';
import {
  IdSchema,
  NumberLikeSchema,
  OptionalFlagSchema,
  OptionalIdSchema,
  OptionalNumberSchema,
  SlugSchema,
  lenientArray,
} from './primitives';
import { FantasyArticleMatchSchema } from './fantasy-article-match';

export const ArticleTypeSchema = z.enum(['news', 'top_story', 'fantasy', 'weekly_recap']);
export type ArticleType = z.infer<typeof ArticleTypeSchema>;

/** Custom block ids the article page knows how to render (SPEC section 2, Article page). */
export const CustomBlockIdSchema = z.enum([
  'match-info',
  'match-teams',
  'injury',
  'team-form',
  'pitch-report',
  'captain-vice-captain',
  'weather-report',
  'avoidable-players',
  'player-stats',
]);
export type CustomBlockId = z.infer<typeof CustomBlockIdSchema>;

export const ArticleAuthorSchema = z.looseObject({
  name: z.string(),
  username: z.string().nullish(),
});
export type ArticleAuthor = z.infer<typeof ArticleAuthorSchema>;

export const TagSchema = z.looseObject({
  keyword: z.string().min(1),
  keyword_slug: SlugSchema,
});
export type Tag = z.infer<typeof TagSchema>;

// The spec names faqs without their fields; question/answer is the common FAQ shape.
export const FaqSchema = z.looseObject({
  question: z.string().min(1),
  answer: z.string(),
});
export type Faq = z.infer<typeof FaqSchema>;

/** A table-of-contents entry; `id` stays a plain string so a new block kind does not break parsing. */
export const CustomBlockSchema = z.looseObject({
  id: z.string().min(1),
  order: OptionalNumberSchema,
  heading: z.string(),
  logo: z.string().nullish(),
});
export type CustomBlock = z.infer<typeof CustomBlockSchema>;

export const ArticleInfoSchema = z.looseObject({
  isLive: OptionalFlagSchema,
  metaTitle: z.string().nullish(),
  metaDescription: z.string().nullish(),
  imageAltText: z.string().nullish(),
  faqs: lenientArray(FaqSchema),
  customBlocks: lenientArray(CustomBlockSchema),
  showReadMore: OptionalFlagSchema,
});
export type ArticleInfo = z.infer<typeof ArticleInfoSchema>;

export const ArticleSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  slug: SlugSchema,
  excerpt: z.string().nullish(),
  /** HTML; absent in list items. */
  content: z.string().nullish(),
  image: z.string().nullish(),
  image_source: z.string().nullish(),
  // An unknown type reads as absent rather than failing the article; callers treat absent as news.
  type: ArticleTypeSchema.optional().catch(undefined),
  author: ArticleAuthorSchema.nullish(),
  tags: lenientArray(TagSchema),
  publishedAt: z.string().nullish(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
  cnt_views: OptionalNumberSchema,
  cnt_likes: OptionalNumberSchema,
  is_liked: OptionalFlagSchema,
  isLive: OptionalFlagSchema,
  match_id: OptionalIdSchema,
  info: ArticleInfoSchema.nullish(),
  // Bad fantasy data costs the fantasy blocks, never the article.
  match: FantasyArticleMatchSchema.nullish().catch(null),
});
export type Article = z.infer<typeof ArticleSchema>;

/** GET /v1/news/{id}/like and /unlike: the server's count is the truth the button follows. */
export const LikesSchema = z.looseObject({ likes: NumberLikeSchema.pipe(z.number().int().nonnegative()) });
export type Likes = z.infer<typeof LikesSchema>;
