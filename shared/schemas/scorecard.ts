// The match centre's detail: GET /v1/matches/{id} answers `data: Match & {info: MatchInfo}`. The
// parts follow Entity Sport's live and scorecard shapes. Objects are loose (unknown fields pass);
// fields a real upstream may leave out are optional; lists of items use lenientArray so that one
// odd item (an event type the site does not know) costs that item, not the page.
import { z } from '../zod';
import { MatchSchema, TossSchema, VenueSchema } from './match';
import {
  FlagSchema,
  IdSchema,
  NumberLikeSchema,
  OptionalIdSchema,
  OptionalNumberSchema,
  OptionalTextSchema,
  TextLikeSchema,
  lenientArray,
} from './primitives';

/** Overs as the upstream writes them on live figures: 19.4 means 19 overs and 4 balls. */
const OversSchema = NumberLikeSchema;

export const LiveScoreSchema = z.looseObject({
  runs: NumberLikeSchema,
  overs: OversSchema,
  wickets: NumberLikeSchema,
  /** 0 when there is no target yet. */
  target: OptionalNumberSchema,
  runrate: OptionalNumberSchema,
  /** 0 unless a limited-overs chase is on. */
  required_runrate: OptionalNumberSchema,
});
export type LiveScore = z.infer<typeof LiveScoreSchema>;

/** A batter at the crease; the live list has the striker first. */
export const BatsmanSchema = z.looseObject({
  name: z.string(),
  batsman_id: IdSchema,
  runs: NumberLikeSchema,
  balls_faced: NumberLikeSchema,
  fours: OptionalNumberSchema,
  sixes: OptionalNumberSchema,
  strike_rate: OptionalNumberSchema,
});
export type Batsman = z.infer<typeof BatsmanSchema>;

/** A bowler in the live panel: the latest over's bowler first. */
export const BowlerSchema = z.looseObject({
  name: z.string(),
  bowler_id: IdSchema,
  overs: OversSchema,
  runs_conceded: NumberLikeSchema,
  wickets: NumberLikeSchema,
  maidens: OptionalNumberSchema,
  econ: OptionalNumberSchema,
});
export type Bowler = z.infer<typeof BowlerSchema>;

/** A scorecard batting row: 'not out' (batting true) or how the batter was dismissed. */
export const ScorecardBatsmanSchema = z.extend(BatsmanSchema, {
  batting: z.optional(FlagSchema),
  position: OptionalNumberSchema,
  role: OptionalTextSchema,
  run0: OptionalNumberSchema,
  /** 'c Jadeja b Bumrah', 'run out (Pant)', 'not out'. */
  how_out: z.nullish(z.string()),
  /** 'caught', 'bowled', 'lbw', 'run_out', 'stumped'; '' when not out. */
  dismissal: z.nullish(z.string()),
  bowler_id: OptionalIdSchema,
  first_fielder_id: OptionalIdSchema,
});
export type ScorecardBatsman = z.infer<typeof ScorecardBatsmanSchema>;

export const ScorecardBowlerSchema = z.extend(BowlerSchema, {
  /** Bowled the latest over of a live innings. */
  bowling: z.optional(FlagSchema),
  position: OptionalNumberSchema,
  noballs: OptionalNumberSchema,
  wides: OptionalNumberSchema,
  run0: OptionalNumberSchema,
});
export type ScorecardBowler = z.infer<typeof ScorecardBowlerSchema>;

export const FallOfWicketSchema = z.looseObject({
  number: OptionalNumberSchema,
  name: z.string(),
  batsman_id: IdSchema,
  runs: OptionalNumberSchema,
  balls: OptionalNumberSchema,
  how_out: z.nullish(z.string()),
  dismissal: z.nullish(z.string()),
  score_at_dismissal: NumberLikeSchema,
  /** Text overs: '12.3'. */
  overs_at_dismissal: TextLikeSchema,
  bowler_id: OptionalIdSchema,
});
export type FallOfWicket = z.infer<typeof FallOfWicketSchema>;

export const ExtrasSchema = z.looseObject({
  byes: OptionalNumberSchema,
  legbyes: OptionalNumberSchema,
  /** Wide runs, the one-run penalties included. */
  wides: OptionalNumberSchema,
  noballs: OptionalNumberSchema,
  penalty: OptionalNumberSchema,
  total: NumberLikeSchema,
});
export type Extras = z.infer<typeof ExtrasSchema>;

export const PartnershipSchema = z.looseObject({
  runs: NumberLikeSchema,
  balls: NumberLikeSchema,
  overs: OptionalNumberSchema,
  batsmen: lenientArray(z.looseObject({ name: z.string(), batsman_id: IdSchema, runs: NumberLikeSchema, balls: NumberLikeSchema })),
});
export type Partnership = z.infer<typeof PartnershipSchema>;

export const InningsSchema = z.looseObject({
  iid: OptionalIdSchema,
  number: NumberLikeSchema,
  /** 'India Inning'. */
  name: z.string(),
  /** 'IND 1st Inn'. */
  short_name: z.nullish(z.string()),
  /** 'live' or 'completed'. */
  status: OptionalTextSchema,
  /** How a finished innings ended: 'all out', 'declared', 'overs complete', 'target reached', 'stumps'. */
  result: z.nullish(z.string()),
  batting_team_id: IdSchema,
  fielding_team_id: OptionalIdSchema,
  /** '187/6', '450/7d'. */
  scores: OptionalTextSchema,
  scores_full: OptionalTextSchema,
  target: OptionalNumberSchema,
  max_over: OptionalNumberSchema,
  batsmen: lenientArray(ScorecardBatsmanSchema),
  bowlers: lenientArray(ScorecardBowlerSchema),
  fows: lenientArray(FallOfWicketSchema),
  extra_runs: z.nullish(ExtrasSchema),
  equations: z.nullish(
    z.looseObject({
      runs: NumberLikeSchema,
      wickets: NumberLikeSchema,
      overs: OversSchema,
      bowlers_used: OptionalNumberSchema,
      runrate: OptionalNumberSchema,
    }),
  ),
  current_partnership: z.nullish(PartnershipSchema),
  did_not_bat: lenientArray(z.looseObject({ player_id: IdSchema, name: z.string() })),
});
export type Innings = z.infer<typeof InningsSchema>;

const commentaryBase = {
  event_id: IdSchema,
  inning_number: NumberLikeSchema,
  score: OptionalTextSchema,
  commentary: z.string(),
  /** Epoch seconds. */
  timestamp: OptionalNumberSchema,
};

/** One delivery. `over` is the 0-based over and `ball` the ball in it: over 5, ball 3 is 5.3. */
const deliveryFields = {
  ...commentaryBase,
  over: NumberLikeSchema,
  ball: NumberLikeSchema,
  /** All runs off the ball; bat_run is the batter's share. */
  run: NumberLikeSchema,
  bat_run: OptionalNumberSchema,
  wide_run: OptionalNumberSchema,
  noball_run: OptionalNumberSchema,
  bye_run: OptionalNumberSchema,
  legbye_run: OptionalNumberSchema,
  four: z.optional(FlagSchema),
  six: z.optional(FlagSchema),
  free_hit: z.optional(FlagSchema),
  batsman_id: OptionalIdSchema,
  bowler_id: OptionalIdSchema,
};

export const BallCommentarySchema = z.looseObject({ ...deliveryFields, event: z.literal('ball') });

export const WicketCommentarySchema = z.looseObject({
  ...deliveryFields,
  event: z.literal('wicket'),
  wicket_batsman_id: OptionalIdSchema,
  how_out: z.nullish(z.string()),
  dismissal: z.nullish(z.string()),
  fielder_id: OptionalIdSchema,
});

/** The end of an over. `over` counts completed overs (6 is the end of the sixth); run is the over's runs. */
export const OverEndCommentarySchema = z.looseObject({
  ...commentaryBase,
  event: z.literal('overend'),
  over: NumberLikeSchema,
  ball: OptionalNumberSchema,
  run: NumberLikeSchema,
  wickets: OptionalNumberSchema,
  /** Batting side's short name. */
  team: z.nullish(z.string()),
  bats: lenientArray(
    z.looseObject({ batsman_id: IdSchema, name: z.nullish(z.string()), runs: NumberLikeSchema, balls_faced: NumberLikeSchema }),
  ),
  bowls: lenientArray(
    z.looseObject({
      bowler_id: IdSchema,
      name: z.nullish(z.string()),
      overs: OversSchema,
      maidens: OptionalNumberSchema,
      runs_conceded: NumberLikeSchema,
      wickets: NumberLikeSchema,
    }),
  ),
});

export const CommentarySchema = z.discriminatedUnion('event', [BallCommentarySchema, WicketCommentarySchema, OverEndCommentarySchema]);
export type Commentary = z.infer<typeof CommentarySchema>;

/** An over of the live innings as ball markers ('1', '4', 'W', 'Wd', 'Nb+4', '1Lb'), oldest first. */
export const RecentOverSchema = z.looseObject({
  inning_number: OptionalNumberSchema,
  over: NumberLikeSchema,
  runs: NumberLikeSchema,
  balls: z.array(z.string()),
});
export type RecentOver = z.infer<typeof RecentOverSchema>;

export const SquadPlayerSchema = z.looseObject({
  pid: IdSchema,
  name: z.string(),
  short_name: z.nullish(z.string()),
  /** 'bat', 'bowl', 'all', 'wk'; role_str is its label ('All-rounder'). */
  role: OptionalTextSchema,
  role_str: z.nullish(z.string()),
  batting_style: z.nullish(z.string()),
  bowling_style: z.nullish(z.string()),
  thumb_url: z.nullish(z.string()),
  playing11: z.optional(FlagSchema),
  captain: z.optional(FlagSchema),
  wicketkeeper: z.optional(FlagSchema),
});
export type SquadPlayer = z.infer<typeof SquadPlayerSchema>;

const SidesSchema = z.looseObject({
  teama: lenientArray(SquadPlayerSchema),
  teamb: lenientArray(SquadPlayerSchema),
});

export const MatchInfoSchema = z.looseObject({
  live_score: z.nullish(LiveScoreSchema),
  batsmen: lenientArray(BatsmanSchema),
  bowlers: lenientArray(BowlerSchema),
  recent_overs: lenientArray(RecentOverSchema),
  /** Newest first; long matches send only the most recent part. */
  commentaries: lenientArray(CommentarySchema),
  innings: lenientArray(InningsSchema),
  squads: z.nullish(SidesSchema),
  /** Empty until the XIs are named at the toss. */
  playing11: z.nullish(SidesSchema),
  toss: z.nullish(TossSchema),
  umpires: z.nullish(z.string()),
  referee: z.nullish(z.string()),
  venue: z.nullish(VenueSchema),
});
export type MatchInfo = z.infer<typeof MatchInfoSchema>;

export const MatchDetailSchema = z.extend(MatchSchema, { info: MatchInfoSchema });
export type MatchDetail = z.infer<typeof MatchDetailSchema>;
