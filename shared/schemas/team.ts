// Teams: the searchable list, one team, and its squad grouped by role.
import { z } from 'zod';
import { IdSchema, OptionalFlagSchema, OptionalIdSchema, SlugSchema } from './primitives';

/**
 * A row of GET /v1/teams. The upstream spells the short name `short_nname`; that spelling is the
 * one kept, and a correctly spelt `short_name` is read into it so either source works.
 */
export const TeamListItemSchema = z
  .looseObject({
    team_id: OptionalIdSchema,
    /** Ends in the team id ('india-25'): the /teams/{id}/{type} route takes the last part. */
    slug: SlugSchema,
    name: z.string(),
    short_nname: z.string().nullish(),
    short_name: z.string().nullish(),
    logo: z.string().nullish(),
  })
  .transform(({ short_name, ...rest }) => ({ ...rest, short_nname: rest.short_nname ?? short_name ?? null }));
export type TeamListItem = z.infer<typeof TeamListItemSchema>;

export const TeamSchema = z.looseObject({
  team_id: IdSchema,
  name: z.string(),
  short_name: z.string().nullish(),
  slug: z.string().nullish(),
  logo: z.string().nullish(),
  country: z.string().nullish(),
  type: z.string().nullish(),
});
export type Team = z.infer<typeof TeamSchema>;

export const TeamPlayerSchema = z.looseObject({
  pid: OptionalIdSchema,
  name: z.string(),
  slug: z.string().nullish(),
  playing_role: z.string().nullish(),
  is_international: OptionalFlagSchema,
  thumb_url: z.string().nullish(),
});
export type TeamPlayer = z.infer<typeof TeamPlayerSchema>;

// A role with no players may be missing or null; the page shows its own empty message for it.
const roleList = z
  .array(TeamPlayerSchema)
  .nullish()
  .transform((players) => players ?? []);

export const TeamPlayersSchema = z.looseObject({
  bat: roleList,
  all: roleList,
  wk: roleList,
  bowl: roleList,
});
export type TeamPlayers = z.infer<typeof TeamPlayersSchema>;
