// Schedule responses (live, upcoming and completed): matches grouped under their calendar date.
import { z } from '../zod';
import { MatchSchema } from './match';
import { CalendarDateSchema, OptionalFlagSchema, TextLikeSchema } from './primitives';

export const ScheduleResponseSchema = z.looseObject({
  /** Keyed 'YYYY-MM-DD'. */
  matches: z.record(CalendarDateSchema, z.array(MatchSchema)),
  /** Formats present in the response, for the filter chips. */
  gameFormats: z.pipe(
    z.nullish(z.array(TextLikeSchema)),
    z.transform((formats) => formats ?? []),
  ),
  /** Live tab only: the dates the infinite list spans. */
  dateList: z.nullish(z.array(CalendarDateSchema)),
  hasNextPage: OptionalFlagSchema,
});
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;
