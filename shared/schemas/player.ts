// Player details and career stats (GET /v1/players/{id}/stats), with the player's recent innings
// and spells and the Popular Players the overview shows beside them.
import { z } from '../zod';
import { IdSchema, NumberLikeSchema, OptionalIdSchema, OptionalTextSchema, lenientArray } from './primitives';

export const PLAYER_STAT_FORMATS = ['odi', 'test', 't20i', 't20', 'firstclass', 'lista', 't10'] as const;
export const PlayerStatFormatSchema = z.enum(PLAYER_STAT_FORMATS);
export type PlayerStatFormat = z.infer<typeof PlayerStatFormatSchema>;

export const PlayerSchema = z.looseObject({
  pid: OptionalIdSchema,
  name: z.string(),
  logo_url: z.nullish(z.string()),
  country: z.nullish(z.looseObject({ name: z.string(), image: z.nullish(z.string()) })),
  info: z.nullish(
    z.looseObject({
      birthdate: z.nullish(z.string()),
      birthplace: z.nullish(z.string()),
      age: OptionalTextSchema,
      batting_style: z.nullish(z.string()),
      bowling_style: z.nullish(z.string()),
      battingRole: z.nullish(z.string()),
      about: z.nullish(z.string()),
    }),
  ),
});
export type Player = z.infer<typeof PlayerSchema>;

// Stat cells are shown as published: '183*' for a not-out best, '-' for no average. Numbers are
// kept as text so the table needs one formatter, not two.
const stat = OptionalTextSchema;

export const BattingStatsSchema = z.looseObject({
  matches: stat,
  innings: stat,
  notout: stat,
  runs: stat,
  highest: stat,
  average: stat,
  balls: stat,
  strike: stat,
  run100: stat,
  run50: stat,
});
export type BattingStats = z.infer<typeof BattingStatsSchema>;

export const BowlingStatsSchema = z.looseObject({
  matches: stat,
  innings: stat,
  overs: stat,
  runs: stat,
  wickets: stat,
  bestinning: stat,
  average: stat,
  econ: stat,
  strike: stat,
  wicket4i: stat,
  wicket5i: stat,
});
export type BowlingStats = z.infer<typeof BowlingStatsSchema>;

/** One entry per format key; a format the player never played is missing or null. */
function byStatFormat<T extends z.ZodMiniType>(stats: T) {
  const entry = z.nullish(stats);
  return z.looseObject({
    odi: entry,
    test: entry,
    t20i: entry,
    t20: entry,
    firstclass: entry,
    lista: entry,
    t10: entry,
  });
}

const count = z.pipe(NumberLikeSchema, z.number().check(z.int(), z.nonnegative()));

/** The match an innings or a spell was played in: enough to name it, date it and link to its scorecard. */
const recentMatchFields = {
  match_id: IdSchema,
  match_slug: z.string().check(z.minLength(1)),
  /** '3rd ODI', '12th Match'. */
  match_subtitle: OptionalTextSchema,
  tournament_slug: z.nullish(z.string()),
  cid: OptionalIdSchema,
  /** The match's format as the upstream writes it: 'T20I', 'ODI', 'TEST', 'T10'. */
  format: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss', UTC. */
  date_start_utc: z.string(),
  opponent: z.looseObject({ name: z.string(), short_name: OptionalTextSchema, logo: z.nullish(z.string()) }),
};

export const RecentInningsSchema = z.looseObject({ ...recentMatchFields, runs: count, balls: count, not_out: z.optional(z.boolean()) });
export type RecentInnings = z.infer<typeof RecentInningsSchema>;

export const RecentSpellSchema = z.looseObject({
  ...recentMatchFields,
  /** Overs the cricket way: 3.4 is three overs and four balls. */
  overs: NumberLikeSchema,
  runs: count,
  wickets: count,
});
export type RecentSpell = z.infer<typeof RecentSpellSchema>;

/** A Popular Players card: who, their photo and their country. */
export const PopularPlayerSchema = z.looseObject({
  pid: IdSchema,
  name: z.string().check(z.minLength(1)),
  slug: z.nullish(z.string()),
  thumb_url: z.nullish(z.string()),
  country: z.nullish(z.looseObject({ name: z.string(), image: z.nullish(z.string()) })),
});
export type PopularPlayer = z.infer<typeof PopularPlayerSchema>;

export const PlayerStatsSchema = z.looseObject({
  player: PlayerSchema,
  stats: z.looseObject({
    batting: z.nullish(byStatFormat(BattingStatsSchema)),
    bowling: z.nullish(byStatFormat(BowlingStatsSchema)),
  }),
  /** Newest first; a row that does not parse is left out rather than failing the page. */
  recent_form: z.pipe(
    z.nullish(z.looseObject({ batting: lenientArray(RecentInningsSchema), bowling: lenientArray(RecentSpellSchema) })),
    z.transform((form) => form ?? { batting: [], bowling: [] }),
  ),
  popular_players: lenientArray(PopularPlayerSchema),
});
export type PlayerStats = z.infer<typeof PlayerStatsSchema>;
