import { queryOptions } from '@tanstack/react-query';
import { z } from '../../../../shared/zod';
import { ArticleSchema } from '../../../../shared/schemas/article';
import { pagedEnvelope } from '../../../../shared/schemas/envelope';
import { AnyMatchSchema } from '../../../../shared/schemas/match';
import { PointsTableSeriesSchema } from '../../../../shared/schemas/points-table';
import { lenientArray } from '../../../../shared/schemas/primitives';
import { SeriesByMonthSchema } from '../../../../shared/schemas/series';
import { TeamListItemSchema } from '../../../../shared/schemas/team';
import { apiGet, embeddedData, type ApiContext } from '../../lib/api-client';

/** GET /v1/series/{id}/pointtable also carries the series' matches and sides (docs/upstream-api.md). */
// Payloads sit beside `status` (docs/upstream-api.md).
const success = z.literal('success');

const SeriesDetailSchema = z.looseObject({
  status: success,
  series: z.extend(PointsTableSeriesSchema, {
    matches: lenientArray(AnyMatchSchema),
    teams: lenientArray(TeamListItemSchema),
  }),
});
export type SeriesDetail = z.infer<typeof SeriesDetailSchema>['series'];

export function seriesDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['series', id],
    queryFn: async (context) => (await apiGet(`/v1/series/${id}/pointtable`, SeriesDetailSchema, context)).series,
    initialData: () => embeddedData(`/v1/series/${id}/pointtable`, SeriesDetailSchema)?.series,
  });
}

const SeriesByMonthEnvelope = z.extend(SeriesByMonthSchema, { status: success });

export function seriesByMonthQuery(year: number) {
  return queryOptions({
    queryKey: ['series-by-month', year],
    queryFn: (context) => apiGet(`/v1/series/seriesByMonth?year=${year}`, SeriesByMonthEnvelope, context),
  });
}

const NewsPageSchema = pagedEnvelope(ArticleSchema);

/** A series' news: the articles tagged with the series (its slug without the trailing id). */
export function fetchTaggedNews(tag: string, page: number, perPage: number, context: ApiContext) {
  const query = new URLSearchParams({ tag, per_page: String(perPage), page_no: String(page) });
  return apiGet(`/v1/news/home/news?${query}`, NewsPageSchema, context);
}
