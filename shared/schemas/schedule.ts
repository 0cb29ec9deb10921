// Schedule responses (live, upcoming and completed): matches grouped under their calendar date.
import { z } from '../zod';
import { MatchSchema } from './match';
import { CalendarDateSchema, OptionalFlagSchema, TextLikeSchema, lenientArray } from './primitives';

export const ScheduleResponseSchema = z.looseObject({
  /**
   * Keyed 'YYYY-MM-DD'. A malformed match costs that match, not the day or the schedule, as in the
   * live carousel; the live schedule is also a live topic, re-read after each pushed change, and a
   * lenient list re-reads only the matches a change touched.
   */
  matches: z.record(CalendarDateSchema, lenientArray(MatchSchema)),
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
