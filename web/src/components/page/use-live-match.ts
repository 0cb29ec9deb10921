import { z } from '../../../../shared/zod';
import { MatchDetailSchema } from '../../../../shared/schemas/scorecard';
import { useLiveData } from './use-live-data';

/** The match/{id} topic's state (docs/live-protocol.md). */
const MatchTopicSchema = z.looseObject({ match: MatchDetailSchema });

/** A match with its live detail, pushed from the edge; null id subscribes to nothing. */
export function useLiveMatch(matchId: number | null) {
  const live = useLiveData(matchId ? `match/${matchId}` : null, MatchTopicSchema);
  return { ...live, match: live.value?.match ?? null };
}
