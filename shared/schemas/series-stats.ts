// Series stats (GET /v1/series/{id}/stats): a series' leaders and records, computed by the upstream
// from the scorecards of its completed matches and the innings played so far of live ones.
import { z } from '../zod';
import { IdSchema, NumberLikeSchema, OptionalFlagSchema, OptionalIdSchema, OptionalTextSchema, lenientArray } from './primitives';

const count = z.pipe(NumberLikeSchema, z.number().check(z.int(), z.nonnegative()));

/** Who: a player with their side's short name; `slug` builds the player page's link. */
const leaderFields = {
  pid: IdSchema,
  name: z.string().check(z.minLength(1)),
  slug: z.nullish(z.string()),
  team: OptionalTextSchema,
};

/** Where an innings or a spell was: the other side and the match, to link to its scorecard. */
const matchFields = {
  opponent: OptionalTextSchema,
  match_id: OptionalIdSchema,
  match_slug: z.nullish(z.string()),
  /** '3rd ODI', 'Final'. */
  match_subtitle: OptionalTextSchema,
};

export const RunsLeaderSchema = z.looseObject({
  ...leaderFields,
  runs: count,
  innings: count,
  not_outs: z.optional(count),
  balls: count,
  strike_rate: NumberLikeSchema,
});
export type RunsLeader = z.infer<typeof RunsLeaderSchema>;

export const WicketsLeaderSchema = z.looseObject({
  ...leaderFields,
  wickets: count,
  /** Overs the cricket way: 64.1 is 64 overs and a ball. */
  overs: NumberLikeSchema,
  runs: count,
  economy: NumberLikeSchema,
});
export type WicketsLeader = z.infer<typeof WicketsLeaderSchema>;

export const HighScoreSchema = z.looseObject({
  ...leaderFields,
  ...matchFields,
  runs: count,
  balls: count,
  not_out: OptionalFlagSchema,
});
export type HighScore = z.infer<typeof HighScoreSchema>;

export const BestBowlingSchema = z.looseObject({
  ...leaderFields,
  ...matchFields,
  wickets: count,
  runs: count,
  overs: NumberLikeSchema,
});
export type BestBowling = z.infer<typeof BestBowlingSchema>;

export const SixesLeaderSchema = z.looseObject({
  ...leaderFields,
  sixes: count,
});
export type SixesLeader = z.infer<typeof SixesLeaderSchema>;

export const SeriesStatsSchema = z.looseObject({
  cid: IdSchema,
  title: z.string(),
  /** The series' slug ending in its id, for match links. */
  slug: z.nullish(z.string()),
  /** How many matches' scorecards were read, live ones included. */
  matches_counted: count,
  live_matches: z.optional(count),
  // A malformed row costs that row: the board shows the rest.
  most_runs: lenientArray(RunsLeaderSchema),
  most_wickets: lenientArray(WicketsLeaderSchema),
  highest_scores: lenientArray(HighScoreSchema),
  best_bowling: lenientArray(BestBowlingSchema),
  most_sixes: lenientArray(SixesLeaderSchema),
});
export type SeriesStats = z.infer<typeof SeriesStatsSchema>;
