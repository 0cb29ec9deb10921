// The fantasy `match` data on a fantasy article (SPEC section 3): the match behind the article
// page's known custom blocks. The spec names the sections but not their insides; the fields here are
// the ones the upstream sends (docs/upstream-api.md). Every section is read on its own and a section
// that does not parse reads as absent, so a bad block costs that block, never the article.
import { z } from '../zod';
import { lenientArray, OptionalIdSchema, OptionalNumberSchema, OptionalTextSchema, TextLikeSchema } from './primitives';

/** Lenient: a section that fails to parse is null, not an error. */
function section<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.nullish(schema), null);
}

/** A player in a pick list; only the name is required to show it. */
export const FantasyPlayerSchema = z.looseObject({
  pid: OptionalIdSchema,
  name: z.string().check(z.trim(), z.minLength(1)),
  team: OptionalTextSchema,
  /** wk, bat, all or bowl as fantasy apps group them; anything else is shown as it is. */
  role: OptionalTextSchema,
  credits: OptionalNumberSchema,
});
export type FantasyPlayer = z.infer<typeof FantasyPlayerSchema>;

export const FantasyTeamSideSchema = z.looseObject({
  team_id: OptionalIdSchema,
  name: z.string(),
  short_name: OptionalTextSchema,
  logo: z.nullish(z.string()),
  playing11: lenientArray(FantasyPlayerSchema),
});
export type FantasyTeamSide = z.infer<typeof FantasyTeamSideSchema>;

const FormSideSchema = z.looseObject({ name: TextLikeSchema, form: lenientArray(TextLikeSchema) });

/** A captain or vice-captain pick: a bare name or a player object. */
const PickSchema = z.catch(
  z.nullish(
    z.union([
      z.pipe(
        TextLikeSchema,
        z.transform((name) => ({ name })),
      ),
      z.looseObject({ name: z.string(), team: OptionalTextSchema, role: OptionalTextSchema }),
    ]),
  ),
  null,
);

export const FantasyArticleMatchSchema = z.looseObject({
  matchInfo: section(
    z.looseObject({
      match_id: OptionalIdSchema,
      title: OptionalTextSchema,
      subtitle: OptionalTextSchema,
      series: OptionalTextSchema,
      format: OptionalTextSchema,
      date_start: OptionalTextSchema,
      venue: OptionalTextSchema,
      city: OptionalTextSchema,
    }),
  ),
  teams: section(z.looseObject({ teama: FantasyTeamSideSchema, teamb: FantasyTeamSideSchema })),
  injuryNews: lenientArray(
    z.looseObject({
      team: OptionalTextSchema,
      player: z.string().check(z.minLength(1)),
      status: OptionalTextSchema,
      note: OptionalTextSchema,
    }),
  ),
  teamForm: section(z.looseObject({ teama: FormSideSchema, teamb: FormSideSchema })),
  pitch: section(
    z.looseObject({
      type: OptionalTextSchema,
      suits: OptionalTextSchema,
      avgFirstInnings: OptionalNumberSchema,
      report: OptionalTextSchema,
    }),
  ),
  c_vc: section(z.looseObject({ c: PickSchema, vc: PickSchema })),
  // Weather values are display text ('28°C' or 28), so numbers are kept as text.
  weather: section(z.looseObject({ temp: OptionalTextSchema, humidity: OptionalTextSchema, wind_speed: OptionalTextSchema })),
  avoidablePlayers: lenientArray(z.extend(FantasyPlayerSchema, { reason: OptionalTextSchema })),
  fantasyTeams: lenientArray(
    z.looseObject({
      title: OptionalTextSchema,
      captain: OptionalTextSchema,
      vice_captain: OptionalTextSchema,
      players: lenientArray(FantasyPlayerSchema),
    }),
  ),
  playerStats: lenientArray(
    z.looseObject({
      pid: OptionalIdSchema,
      name: z.string().check(z.minLength(1)),
      team: OptionalTextSchema,
      matches: OptionalNumberSchema,
      runs: OptionalNumberSchema,
      wickets: OptionalNumberSchema,
      avgPoints: OptionalNumberSchema,
    }),
  ),
});
export type FantasyArticleMatch = z.infer<typeof FantasyArticleMatchSchema>;
