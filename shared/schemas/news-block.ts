// Live-blog blocks (GET /v1/news/{id}/newsblocks), newest first.
import { z } from '../zod';
import { IdSchema } from './primitives';

export const NewsBlockSchema = z.looseObject({
  id: IdSchema,
  title: z.nullish(z.string()),
  /** HTML. */
  body: z.string(),
  blockTime: z.string(),
  updatedAt: z.nullish(z.string()),
});
export type NewsBlock = z.infer<typeof NewsBlockSchema>;
