import { queryOptions } from '@tanstack/react-query';
import { RANKING_LIMIT } from '../../../../shared/constants';
import { dataEnvelope } from '../../../../shared/schemas/envelope';
import { RankingSchema } from '../../../../shared/schemas/ranking';
import { apiGet } from '../../lib/api-client';

const RankingResponseSchema = dataEnvelope(RankingSchema);

/** GET /v1/misc/ranking?limit=10: every category and format in one answer, so tabs switch without a fetch. */
export const rankingQuery = queryOptions({
  queryKey: ['ranking', RANKING_LIMIT],
  queryFn: (context) => apiGet(`/v1/misc/ranking?limit=${RANKING_LIMIT}`, RankingResponseSchema, context).then((r) => r.data),
});
