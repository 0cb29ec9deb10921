// News categories and the home page's series and category news blocks.
import { z } from 'zod';
import { ArticleSchema } from './article';
import { IdSchema, SlugSchema } from './primitives';

/**
 * The upstream names a category's label `title` or `name`, and its slug `slug` or `category_slug`.
 * Both spellings read into {title, slug}; one of each pair must be there.
 */
export const NewsCategorySchema = z
  .looseObject({
    id: IdSchema,
    title: z.string().min(1).nullish(),
    name: z.string().min(1).nullish(),
    slug: SlugSchema.nullish(),
    category_slug: SlugSchema.nullish(),
  })
  .transform(({ title, name, slug, category_slug, ...rest }, ctx) => {
    const label = title ?? name;
    const path = slug ?? category_slug;
    if (label == null) ctx.addIssue({ code: 'custom', message: 'Category needs a title or name', path: ['title'] });
    if (path == null) ctx.addIssue({ code: 'custom', message: 'Category needs a slug or category_slug', path: ['slug'] });
    if (label == null || path == null) return z.NEVER;
    return { ...rest, title: label, slug: path };
  });
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

/** A home block: a series or category with its latest articles. */
export const HomeBlockSchema = z.looseObject({
  title: z.string(),
  subtitle: z.string().nullish(),
  slug: SlugSchema,
  news: z.looseObject({ data: z.array(ArticleSchema) }),
});
export type HomeBlock = z.infer<typeof HomeBlockSchema>;
