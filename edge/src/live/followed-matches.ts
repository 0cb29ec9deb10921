// The matches the carousel topic follows: those its state lists as Live, whose key events it carries.
import type { JsonObject } from '../../../shared/merge-patch';
import { z } from '../../../shared/zod';
import { MatchStatusWireSchema } from '../../../shared/schemas/match';
import { IdSchema } from '../../../shared/schemas/primitives';

const ListedMatchSchema = z.looseObject({ match_id: IdSchema, status: MatchStatusWireSchema });

/** The ids of the Live matches of a carousel state ({matches: Match[]}); an entry it cannot read is skipped. */
export function liveMatchIds(state: JsonObject | null): number[] {
  const matches = state?.matches;
  if (!Array.isArray(matches)) return [];
  const ids: number[] = [];
  for (const entry of matches) {
    const match = ListedMatchSchema.safeParse(entry);
    if (match.success && match.data.status === 'Live') ids.push(match.data.match_id);
  }
  return ids;
}
