// Facts (GET /v1/misc/facts): records of recent play, each computed by the upstream
// from its own scorecards, e.g. the highest individual score or the biggest win.
import { z } from '../zod';
import { OptionalIdSchema } from './primitives';

export const FactSchema = z.looseObject({
  /** Stable key of the record ('highest-score'), for lists and tests. */
  id: z.string().check(z.minLength(1)),
  /** What the record is: 'Highest score'. */
  title: z.string().check(z.minLength(1)),
  /** The figure: '143*', '5/21', '9 sixes'. */
  value: z.string().check(z.minLength(1)),
  /** Who set it: a player with their side, or a side. */
  subject: z.string().check(z.minLength(1)),
  /** Where: 'vs AUS · 3rd ODI, India tour of Australia'. */
  detail: z.nullish(z.string()),
  /** The match the record was set in, and its series; null for a record over many matches. */
  match_id: OptionalIdSchema,
  cid: OptionalIdSchema,
});
export type Fact = z.infer<typeof FactSchema>;

export const FactsSchema = z.looseObject({
  /** The stretch of play the records are of: 'Last 30 days'. */
  period: z.string(),
  /** How many completed matches the records were read from. */
  matches: z.number().check(z.int(), z.nonnegative()),
  facts: z.array(FactSchema),
});
export type Facts = z.infer<typeof FactsSchema>;
