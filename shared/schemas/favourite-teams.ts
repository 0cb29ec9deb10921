// The fan's teams, as the device keeps them (web/src/lib/favourite-teams.ts) and as the profile keeps
// them for a signed-in fan (POST /v1/user/favouriteTeams, docs/upstream-api.md): each team with what
// identifies and draws it, the key events that alert the fan of it, and a mute.
import { FAVOURITE_TEAMS_MAX } from '../constants';
import { z } from '../zod';

/** The key events a fan can be alerted of, in the order the choices are shown. */
export const ALERT_KINDS = ['wicket', 'result', 'match_start', 'innings_break', 'fifty', 'hundred', 'five_wickets', 'hat_trick_chance', 'six', 'four'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const FavouriteTeamSchema = z.object({
  team_id: z.number().check(z.int(), z.positive(), z.lte(9_999_999_999)),
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  short_name: z.string().check(z.maxLength(16)),
  /** The team page's address segment ('india-25'). */
  slug: z.string().check(z.maxLength(120)),
  logo: z.optional(z.string().check(z.maxLength(500))),
  alerts: z.array(z.enum(ALERT_KINDS)).check(z.maxLength(ALERT_KINDS.length)),
  muted: z.boolean(),
});
export type FavouriteTeam = z.infer<typeof FavouriteTeamSchema>;

/** A list of them: at most FAVOURITE_TEAMS_MAX, each team once. */
export const FavouriteTeamsSchema = z.array(FavouriteTeamSchema).check(
  z.maxLength(FAVOURITE_TEAMS_MAX, `At most ${FAVOURITE_TEAMS_MAX} teams`),
  z.refine((teams) => new Set(teams.map((team) => team.team_id)).size === teams.length, 'Each team once'),
);
