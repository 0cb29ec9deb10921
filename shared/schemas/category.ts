// News categories and the home page's series and category news blocks.
import { z } from '../zod';
import { ArticleSchema } from './article';
import { IdSchema, SlugSchema } from './primitives';

/**
 * The upstream names a category's label `title` or `name`, and its slug `slug` or `category_slug`.
 * Both spellings read into {title, slug}; one of each pair must be there.
 */
export const NewsCategorySchema = z.pipe(
  z.looseObject({
    id: IdSchema,
    title: z.nullish(z.string().check(z.minLength(1))),
    name: z.nullish(z.string().check(z.minLength(1))),
    slug: z.nullish(SlugSchema),
    category_slug: z.nullish(SlugSchema),
  }),
  z.transform(({ title, name, slug, category_slug, ...rest }, ctx) => {
    const label = title ?? name;
    const path = slug ?? category_slug;
    if (label == null) ctx.issues.push({ code: 'custom', message: 'Category needs a title or name', path: ['title'], input: ctx.value });
    if (path == null)
      ctx.issues.push({ code: 'custom', message: 'Category needs a slug or category_slug', path: ['slug'], input: ctx.value });
    if (label == null || path == null) return z.NEVER;
    return { ...rest, title: label, slug: path };
  }),
);
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

/** A home block: a series or category with its latest articles. */
export const HomeBlockSchema = z.looseObject({
  title: z.string(),
  subtitle: z.nullish(z.string()),
  slug: SlugSchema,
  news: z.looseObject({ data: z.array(ArticleSchema) }),
});
export type HomeBlock = z.infer<typeof HomeBlockSchema>;
