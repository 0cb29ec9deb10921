// Player details and career stats (GET /v1/players/{id}/stats).
import { z } from '../zod';
import { OptionalIdSchema, OptionalTextSchema } from './primitives';

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

export const PlayerStatsSchema = z.looseObject({
  player: PlayerSchema,
  stats: z.looseObject({
    batting: z.nullish(byStatFormat(BattingStatsSchema)),
    bowling: z.nullish(byStatFormat(BowlingStatsSchema)),
  }),
});
export type PlayerStats = z.infer<typeof PlayerStatsSchema>;
