// ICC-style rankings (GET /v1/misc/ranking): players by category and teams, each per format.
import { z } from '../zod';
import { NumberLikeSchema, OptionalIdSchema, OptionalNumberSchema } from './primitives';

export const RANKING_FORMATS = ['t20', 'odi', 'test'] as const;
export const RankingFormatSchema = z.enum(RANKING_FORMATS);
export type RankingFormat = z.infer<typeof RankingFormatSchema>;

export const PlayerRankSchema = z.looseObject({
  rank: NumberLikeSchema,
  player: z.string(),
  team: z.string(),
  rating: OptionalNumberSchema,
  pid: OptionalIdSchema,
});
export type PlayerRank = z.infer<typeof PlayerRankSchema>;

export const TeamRankSchema = z.looseObject({
  rank: NumberLikeSchema,
  team: z.string(),
  logo_url: z.nullish(z.string()),
  rating: OptionalNumberSchema,
  points: OptionalNumberSchema,
  matches: OptionalNumberSchema,
  tid: OptionalIdSchema,
});
export type TeamRank = z.infer<typeof TeamRankSchema>;

// A format with no table yet may be missing; the page shows its empty message instead.
function byFormat<T extends z.ZodMiniType>(row: T) {
  const list = z.pipe(
    z.nullish(z.array(row)),
    z.transform((rows) => rows ?? []),
  );
  return z.looseObject({ t20: list, odi: list, test: list });
}

export const PlayerRankingsSchema = byFormat(PlayerRankSchema);
export type PlayerRankings = z.infer<typeof PlayerRankingsSchema>;

export const TeamRankingsSchema = byFormat(TeamRankSchema);
export type TeamRankings = z.infer<typeof TeamRankingsSchema>;

export const RankingSchema = z.looseObject({
  batsmen: PlayerRankingsSchema,
  bowlers: PlayerRankingsSchema,
  allrounders: PlayerRankingsSchema,
  teams: TeamRankingsSchema,
});
export type Ranking = z.infer<typeof RankingSchema>;
