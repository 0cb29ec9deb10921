// Web stories (GET /v1/stories, /v1/stories/{id}): groups of image or video items.
import { z } from 'zod';
import { IdSchema, OptionalTextSchema, lenientArray } from './primitives';

export const StoryMediaSchema = z.looseObject({
  url: z.string().min(1),
  thumb: z.string().nullish(),
});
export type StoryMedia = z.infer<typeof StoryMediaSchema>;

/** One item. The viewer shows media[0], so an item without media is not a story. */
export const StorySchema = z.looseObject({
  id: IdSchema,
  title: z.string().nullish(),
  body: z.string().nullish(),
  type: z.enum(['image', 'video']),
  media: z.array(StoryMediaSchema).min(1),
  ctaURL: z.string().nullish(),
  source: OptionalTextSchema,
});
export type Story = z.infer<typeof StorySchema>;

export const StoryGroupSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  info: z
    .looseObject({
      slug: z.string().nullish(),
      metaTitle: z.string().nullish(),
      metaDescription: z.string().nullish(),
      keyWords: z.string().nullish(),
    })
    .nullish(),
  // A broken item is skipped rather than blanking the whole group.
  stories: lenientArray(StorySchema),
});
export type StoryGroup = z.infer<typeof StoryGroupSchema>;
