// Web stories (GET /v1/stories, /v1/stories/{id}): groups of image or video items.
import { z } from '../zod';
import { IdSchema, OptionalTextSchema, lenientArray } from './primitives';

export const StoryMediaSchema = z.looseObject({
  url: z.string().check(z.minLength(1)),
  thumb: z.nullish(z.string()),
});
export type StoryMedia = z.infer<typeof StoryMediaSchema>;

/** One item. The viewer shows media[0], so an item without media is not a story. */
export const StorySchema = z.looseObject({
  id: IdSchema,
  title: z.nullish(z.string()),
  body: z.nullish(z.string()),
  type: z.enum(['image', 'video']),
  media: z.array(StoryMediaSchema).check(z.minLength(1)),
  ctaURL: z.nullish(z.string()),
  source: OptionalTextSchema,
});
export type Story = z.infer<typeof StorySchema>;

export const StoryGroupSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  info: z.nullish(
    z.looseObject({
      slug: z.nullish(z.string()),
      metaTitle: z.nullish(z.string()),
      metaDescription: z.nullish(z.string()),
      keyWords: z.nullish(z.string()),
    }),
  ),
  // A broken item is skipped rather than blanking the whole group.
  stories: lenientArray(StorySchema),
});
export type StoryGroup = z.infer<typeof StoryGroupSchema>;
