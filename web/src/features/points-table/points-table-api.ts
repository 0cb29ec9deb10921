import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, payloadEnvelope } from '../../../../shared/schemas/envelope';
import { PointsTableResponseSchema } from '../../../../shared/schemas/points-table';
import { lenientArray } from '../../../../shared/schemas/primitives';
import { SeriesSchema } from '../../../../shared/schemas/series';
import { apiGet } from '../../lib/api-client';

/** GET /v1/series/recent: the series the picker offers (only those with a points table). */
export const recentSeriesQuery = queryOptions({
  queryKey: ['points-table', 'recent-series'],
  queryFn: (context) =>
    apiGet('/v1/series/recent', dataEnvelope(lenientArray(SeriesSchema)), context).then((r) => r.data.filter((s) => s.show_pointtable)),
});

const PointsTableEnvelope = payloadEnvelope(PointsTableResponseSchema);

/** GET /v1/series/{id}/pointtable. */
export function pointsTableQuery(cid: number) {
  return queryOptions({
    queryKey: ['points-table', cid],
    queryFn: (context) => apiGet(`/v1/series/${cid}/pointtable`, PointsTableEnvelope, context).then((r) => r.series),
  });
}

