// Points table (GET /v1/series/{id}/pointtable): the series with its groups of team rows.
import { z } from '../zod';
import { MatchStatusWireSchema } from './match';
import { OptionalFlagSchema, OptionalIdSchema, OptionalNumberSchema, OptionalTextSchema, lenientArray } from './primitives';
import { SeriesSchema } from './series';

/** One of a team's matches, shown when its row is expanded. */
export const PointsTableMatchSchema = z.looseObject({
  /** Links the match to its match centre; a match without one is listed unlinked. */
  match_id: OptionalIdSchema,
  status: z.catch(z.optional(MatchStatusWireSchema), undefined),
  opponent_name: z.string(),
  subtitle: z.nullish(z.string()),
  date_start: z.nullish(z.string()),
  is_winning: OptionalFlagSchema,
  status_note: z.nullish(z.string()),
});
export type PointsTableMatch = z.infer<typeof PointsTableMatchSchema>;

export const PointsTableRowSchema = z.looseObject({
  tid: OptionalIdSchema,
  abbr: z.string(),
  /** The full team name, shown where the table is wide enough; else the abbreviation. */
  name: OptionalTextSchema,
  thumb_url: z.nullish(z.string()),
  played: OptionalNumberSchema,
  win: OptionalNumberSchema,
  loss: OptionalNumberSchema,
  draw: OptionalNumberSchema,
  points: OptionalNumberSchema,
  /** Signed text as published ('+1.234'); kept as text so the sign and digits show as sent. */
  netrr: OptionalTextSchema,
  matches: lenientArray(PointsTableMatchSchema),
});
export type PointsTableRow = z.infer<typeof PointsTableRowSchema>;

export const PointsGroupSchema = z.looseObject({
  name: z.string(),
  table: z.array(PointsTableRowSchema),
});
export type PointsGroup = z.infer<typeof PointsGroupSchema>;

export const PointsTableSeriesSchema = z.extend(SeriesSchema, {
  groups: z.pipe(
    z.nullish(z.array(PointsGroupSchema)),
    z.transform((groups) => groups ?? []),
  ),
});
export type PointsTableSeries = z.infer<typeof PointsTableSeriesSchema>;

/** The payload of GET /v1/series/{id}/pointtable, beside `status`. */
export const PointsTableResponseSchema = z.looseObject({ series: PointsTableSeriesSchema });
export type PointsTableResponse = z.infer<typeof PointsTableResponseSchema>;
