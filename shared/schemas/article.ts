// Articles (SPEC section 3, Article/news): the one shape behind news, top stories, fantasy tips and
// weekly recaps, in lists (no content) and in full (GET /v1/news/{id}).
import { z } from '../zod';
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
  username: z.nullish(z.string()),
});
export type ArticleAuthor = z.infer<typeof ArticleAuthorSchema>;

export const TagSchema = z.looseObject({
  keyword: z.string().check(z.minLength(1)),
  keyword_slug: SlugSchema,
});
export type Tag = z.infer<typeof TagSchema>;

// The spec names faqs without their fields; question/answer is the common FAQ shape.
export const FaqSchema = z.looseObject({
  question: z.string().check(z.minLength(1)),
  answer: z.string(),
});
export type Faq = z.infer<typeof FaqSchema>;

/** A table-of-contents entry; `id` stays a plain string so a new block kind does not break parsing. */
export const CustomBlockSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  order: OptionalNumberSchema,
  heading: z.string(),
  logo: z.nullish(z.string()),
});
export type CustomBlock = z.infer<typeof CustomBlockSchema>;

export const ArticleInfoSchema = z.looseObject({
  isLive: OptionalFlagSchema,
  metaTitle: z.nullish(z.string()),
  metaDescription: z.nullish(z.string()),
  imageAltText: z.nullish(z.string()),
  faqs: lenientArray(FaqSchema),
  customBlocks: lenientArray(CustomBlockSchema),
  showReadMore: OptionalFlagSchema,
});
export type ArticleInfo = z.infer<typeof ArticleInfoSchema>;

export const ArticleSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  slug: SlugSchema,
  excerpt: z.nullish(z.string()),
  /** HTML; absent in list items. */
  content: z.nullish(z.string()),
  image: z.nullish(z.string()),
  image_source: z.nullish(z.string()),
  // An unknown type reads as absent rather than failing the article; callers treat absent as news.
  type: z.catch(z.optional(ArticleTypeSchema), undefined),
  author: z.nullish(ArticleAuthorSchema),
  tags: lenientArray(TagSchema),
  publishedAt: z.nullish(z.string()),
  createdAt: z.nullish(z.string()),
  updatedAt: z.nullish(z.string()),
  cnt_views: OptionalNumberSchema,
  cnt_likes: OptionalNumberSchema,
  is_liked: OptionalFlagSchema,
  isLive: OptionalFlagSchema,
  match_id: OptionalIdSchema,
  info: z.nullish(ArticleInfoSchema),
  // Bad fantasy data costs the fantasy blocks, never the article.
  match: z.catch(z.nullish(FantasyArticleMatchSchema), null),
});
export type Article = z.infer<typeof ArticleSchema>;

/** GET /v1/news/{id}/like and /unlike: the server's count is the truth the button follows. */
export const LikesSchema = z.looseObject({ likes: z.pipe(NumberLikeSchema, z.number().check(z.int(), z.nonnegative())) });
export type Likes = z.infer<typeof LikesSchema>;
