// Player details and career stats (GET /v1/players/{id}/stats).
import { z } from 'zod';
import { OptionalIdSchema, OptionalTextSchema } from './primitives';

export const PLAYER_STAT_FORMATS = ['odi', 'test', 't20i', 't20', 'firstclass', 'lista', 't10'] as const;
export const PlayerStatFormatSchema = z.enum(PLAYER_STAT_FORMATS);
export type PlayerStatFormat = z.infer<typeof PlayerStatFormatSchema>;

export const PlayerSchema = z.looseObject({
  pid: OptionalIdSchema,
  name: z.string(),
  logo_url: z.string().nullish(),
  country: z.looseObject({ name: z.string(), image: z.string().nullish() }).nullish(),
  info: z
    .looseObject({
      birthdate: z.string().nullish(),
      birthplace: z.string().nullish(),
      age: OptionalTextSchema,
      batting_style: z.string().nullish(),
      bowling_style: z.string().nullish(),
      battingRole: z.string().nullish(),
      about: z.string().nullish(),
    })
    .nullish(),
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
function byStatFormat<T extends z.ZodType>(stats: T) {
  const entry = stats.nullish();
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

export const PlayerStatsSchema = z.looseObject({
  player: PlayerSchema,
  stats: z.looseObject({
    batting: byStatFormat(BattingStatsSchema).nullish(),
    bowling: byStatFormat(BowlingStatsSchema).nullish(),
  }),
});
export type PlayerStats = z.infer<typeof PlayerStatsSchema>;
