// Series: the list and detail shape, and the month-grouped list of the /series page.
import { z } from '../zod';
import { IdSchema, OptionalFlagSchema, OptionalNumberSchema, OptionalTextSchema, SlugSchema } from './primitives';

export const SeriesSchema = z.looseObject({
  cid: IdSchema,
  slug: SlugSchema,
  title: z.string(),
  date_start: z.nullish(z.string()),
  date_end: z.nullish(z.string()),
  total_matches: OptionalNumberSchema,
  game_format: OptionalTextSchema,
  show_pointtable: OptionalFlagSchema,
});
export type Series = z.infer<typeof SeriesSchema>;

export const SeriesItemSchema = z.looseObject({
  slug: SlugSchema,
  title: z.string(),
  date_start: z.nullish(z.string()),
  date_end: z.nullish(z.string()),
  game_format: OptionalTextSchema,
  category: z.nullish(z.string()),
});
export type SeriesItem = z.infer<typeof SeriesItemSchema>;

/** 'Jan 2026': the month strip finds its list by this key, so the key is checked. */
export const SeriesMonthKeySchema = z.string().check(z.regex(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/));

export const SeriesByMonthSchema = z.looseObject({
  series: z.record(SeriesMonthKeySchema, z.array(SeriesItemSchema)),
  filterKeys: z.pipe(
    z.nullish(z.array(z.string())),
    z.transform((keys) => keys ?? []),
  ),
});
export type SeriesByMonth = z.infer<typeof SeriesByMonthSchema>;
