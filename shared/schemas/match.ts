// A match as lists carry it (schedule, live carousel, team and series pages). The match centre's
// live detail (live_score, batsmen, commentaries, innings) extends this in scorecard.ts, which is
// why MatchSchema stays a plain object schema: `.extend()` must keep working on it.
import { z } from '../zod';
import {
  IdSchema,
  OptionalFlagSchema,
  OptionalIdSchema,
  OptionalNumberSchema,
  OptionalTextSchema,
  SlugSchema,
  lenientArray,
} from './primitives';

export const MatchStatusSchema = z.enum(['Scheduled', 'Live', 'Completed', 'Cancelled']);
export type MatchStatus = z.infer<typeof MatchStatusSchema>;

// Entity Sport sends status as a code: 1 scheduled, 2 completed, 3 live, 4 abandoned/cancelled.
function statusCode(code: 1 | 2 | 3 | 4, status: MatchStatus) {
  return z.pipe(
    z.literal([code, String(code)]),
    z.transform((): MatchStatus => status),
  );
}

/** The wire form of a status: the name, or the Entity Sport code as a number or numeric string. */
export const MatchStatusWireSchema = z.union([
  MatchStatusSchema,
  statusCode(1, 'Scheduled'),
  statusCode(2, 'Completed'),
  statusCode(3, 'Live'),
  statusCode(4, 'Cancelled'),
]);

export const MatchTeamSchema = z.looseObject({
  team_id: IdSchema,
  name: z.string(),
  short_name: z.string(),
  logo: z.nullish(z.string()),
  /** Score text as the upstream writes it: '187/6', '150/10 & 201/10'. */
  scores: OptionalTextSchema,
  scores_full: OptionalTextSchema,
  /** Overs are text ('19.4'): the part after the dot counts balls, not tenths. */
  overs: OptionalTextSchema,
  max_overs: OptionalNumberSchema,
  win_per: OptionalNumberSchema,
});
export type MatchTeam = z.infer<typeof MatchTeamSchema>;

/** The spec lists venue beside venue_id, so it may be a bare name; a name is read as {name}. */
export const VenueSchema = z.union([
  z.pipe(
    z.string(),
    z.transform((name) => ({ name })),
  ),
  z.looseObject({
    venue_id: OptionalIdSchema,
    name: z.string(),
    location: z.nullish(z.string()),
    country: z.nullish(z.string()),
    timezone: z.nullish(z.string()),
  }),
]);
export type Venue = z.infer<typeof VenueSchema>;

/** Toss as text, or Entity Sport's {text, winner, decision}; text is read as {text}. */
export const TossSchema = z.union([
  z.pipe(
    z.string(),
    z.transform((text) => ({ text })),
  ),
  z.looseObject({
    text: z.nullish(z.string()),
    winner: OptionalIdSchema,
    decision: OptionalTextSchema,
  }),
]);
export type Toss = z.infer<typeof TossSchema>;

/** Man of the match/series: a player object, a bare name, or '' for not yet awarded (read as null). */
export const AwardSchema = z.nullish(
  z.union([
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    z.pipe(
      z.string(),
      z.transform((name) => ({ name })),
    ),
    z.looseObject({ pid: OptionalIdSchema, name: z.string(), thumb_url: z.nullish(z.string()) }),
  ]),
);
export type Award = z.infer<typeof AwardSchema>;

/** An article about the match; the one flagged live feeds the Live Blog tab. */
export const MatchArticleSchema = z.looseObject({
  islive: OptionalFlagSchema,
  slug: SlugSchema,
  id: IdSchema,
});
export type MatchArticle = z.infer<typeof MatchArticleSchema>;

export const DateStringsSchema = z.looseObject({
  string1: z.nullish(z.string()),
  string2: z.nullish(z.string()),
});

export const MatchSchema = z.looseObject({
  match_id: IdSchema,
  title: z.string(),
  short_title: z.nullish(z.string()),
  subtitle: z.nullish(z.string()),
  status: MatchStatusWireSchema,
  status_str: z.nullish(z.string()),
  /** HTML. */
  status_note: z.nullish(z.string()),
  status_note2: z.nullish(z.string()),
  date_start: z.nullish(z.string()),
  /** 'YYYY-MM-DD HH:mm:ss' in UTC; see shared/format/time.ts matchTimes. */
  date_start_utc: z.nullish(z.string()),
  dateStrings: z.nullish(DateStringsSchema),
  /** T20, T20I, T10, ODI, TEST, Women T20, ...: shown through gameFormatLabel. */
  format: OptionalTextSchema,
  tag: z.nullish(z.string()),
  game_state: OptionalNumberSchema,
  game_state_str: z.nullish(z.string()),
  teama: MatchTeamSchema,
  teamb: MatchTeamSchema,
  venue: z.nullish(VenueSchema),
  venue_id: OptionalIdSchema,
  toss: z.nullish(TossSchema),
  tournament_title: z.nullish(z.string()),
  tournament_name: z.nullish(z.string()),
  tournament_slug: z.nullish(z.string()),
  cid: OptionalIdSchema,
  priority: OptionalNumberSchema,
  ball: OptionalTextSchema,
  ball_code: OptionalTextSchema,
  slug: SlugSchema,
  batting_team_id: OptionalIdSchema,
  show_pointtable: OptionalFlagSchema,
  is_featured: OptionalFlagSchema,
  live_inning_number: OptionalNumberSchema,
  man_of_the_match: AwardSchema,
  man_of_the_series: AwardSchema,
  win_per: OptionalNumberSchema,
  tie_per: OptionalNumberSchema,
  // Run rates for cards; the match centre reads its own from info.live_score.
  runrate: OptionalNumberSchema,
  required_runrate: OptionalNumberSchema,
  articles: lenientArray(MatchArticleSchema),
});
export type Match = z.infer<typeof MatchSchema>;

/**
 * The series page's match list names three fields differently (team_a, team_b, match_format). This
 * reads that variant into the one Match shape, so no component has to know about it.
 */
export const SeriesMatchSchema = z.pipe(
  z.extend(z.omit(MatchSchema, { teama: true, teamb: true, format: true }), {
    team_a: MatchTeamSchema,
    team_b: MatchTeamSchema,
    match_format: OptionalTextSchema,
  }),
  z.transform(({ team_a, team_b, match_format, ...rest }): Match => ({
    ...rest,
    teama: team_a,
    teamb: team_b,
    format: match_format,
  })),
);

/** Either spelling of a match, read into the one Match shape. */
export const AnyMatchSchema = z.union([MatchSchema, SeriesMatchSchema]);
