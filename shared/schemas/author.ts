// Authors: the paged list, one author (findByUsername) and an author's article list.
import { z } from '../zod';
import { pagedEnvelope } from './envelope';
import { IdSchema, OptionalFlagSchema, OptionalNumberSchema, SlugSchema } from './primitives';

export const AuthorSchema = z.looseObject({
  id: IdSchema,
  /** The /authors/{username} route. */
  username: SlugSchema,
  name: z.string(),
  info: z.nullish(
    z.looseObject({
      profile_pic: z.nullish(z.string()),
      designation: z.nullish(z.string()),
      bio: z.nullish(z.string()),
    }),
  ),
  total_articles: OptionalNumberSchema,
  total_views: OptionalNumberSchema,
  stats: z.nullish(z.looseObject({ total_articles: OptionalNumberSchema, total_views: OptionalNumberSchema })),
});
export type Author = z.infer<typeof AuthorSchema>;

/** GET /v1/authors/?page&per_page: data, total, total_pages (no page echoed). */
export const AuthorListResponseSchema = pagedEnvelope(AuthorSchema);
export type AuthorListResponse = z.infer<typeof AuthorListResponseSchema>;

export const AuthorNewsItemSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  image: z.nullish(z.string()),
  /** The article's path on this site. */
  href: z.string().check(z.minLength(1)),
  date: z.nullish(z.string()),
  isLive: OptionalFlagSchema,
  views: OptionalNumberSchema,
  cnt_views: OptionalNumberSchema,
});
export type AuthorNewsItem = z.infer<typeof AuthorNewsItemSchema>;

/** GET /v1/authors/{id}/news?page&per_page&type. */
export const AuthorNewsResponseSchema = pagedEnvelope(AuthorNewsItemSchema);
export type AuthorNewsResponse = z.infer<typeof AuthorNewsResponseSchema>;

/** The author page's filter: '' means all types. */
export const AuthorNewsTypeSchema = z.enum(['', 'news', 'fantasy']);
export type AuthorNewsType = z.infer<typeof AuthorNewsTypeSchema>;
