// Teams: the searchable list, one team, and its squad grouped by role.
import { z } from '../zod';
import { IdSchema, OptionalFlagSchema, OptionalIdSchema, SlugSchema } from './primitives';

/**
 * A row of GET /v1/teams. The upstream spells the short name `short_nname`; that spelling is the
 * one kept, and a correctly spelt `short_name` is read into it so either source works.
 */
export const TeamListItemSchema = z.pipe(
  z.looseObject({
    team_id: OptionalIdSchema,
    /** Ends in the team id ('india-25'): the /teams/{id}/{type} route takes the last part. */
    slug: SlugSchema,
    name: z.string(),
    short_nname: z.nullish(z.string()),
    short_name: z.nullish(z.string()),
    logo: z.nullish(z.string()),
  }),
  z.transform(({ short_name, ...rest }) => ({ ...rest, short_nname: rest.short_nname ?? short_name ?? null })),
);
export type TeamListItem = z.infer<typeof TeamListItemSchema>;

export const TeamSchema = z.looseObject({
  team_id: IdSchema,
  name: z.string(),
  short_name: z.nullish(z.string()),
  slug: z.nullish(z.string()),
  logo: z.nullish(z.string()),
  country: z.nullish(z.string()),
  type: z.nullish(z.string()),
});
export type Team = z.infer<typeof TeamSchema>;

export const TeamPlayerSchema = z.looseObject({
  pid: OptionalIdSchema,
  name: z.string(),
  slug: z.nullish(z.string()),
  playing_role: z.nullish(z.string()),
  is_international: OptionalFlagSchema,
  thumb_url: z.nullish(z.string()),
});
export type TeamPlayer = z.infer<typeof TeamPlayerSchema>;

// A role with no players may be missing or null; the page shows its own empty message for it.
const roleList = z.pipe(
  z.nullish(z.array(TeamPlayerSchema)),
  z.transform((players) => players ?? []),
);

export const TeamPlayersSchema = z.looseObject({
  bat: roleList,
  all: roleList,
  wk: roleList,
  bowl: roleList,
});
export type TeamPlayers = z.infer<typeof TeamPlayersSchema>;
