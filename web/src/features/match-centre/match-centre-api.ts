import { queryOptions } from '@tanstack/react-query';
import { ArticleSchema } from '../../../../shared/schemas/article';
import { z } from '../../../../shared/zod';
import { dataEnvelope, pagedEnvelope } from '../../../../shared/schemas/envelope';
import { FantasyMatchSchema } from '../../../../shared/schemas/fantasy';
import { PointsTableResponseSchema } from '../../../../shared/schemas/points-table';
import { SeriesStatsSchema } from '../../../../shared/schemas/series-stats';
import { apiGet, type ApiContext } from '../../lib/api-client';

// The payload sits beside `status` (docs/upstream-api.md).
const SeriesTableSchema = z.extend(PointsTableResponseSchema, { status: z.literal('success') });

/** GET /v1/series/{cid}/pointtable: the points table and series facts for the match's series. */
export function seriesTableQuery(cid: number) {
  return queryOptions({
    queryKey: ['series-table', cid],
    queryFn: async (context) => (await apiGet(`/v1/series/${cid}/pointtable`, SeriesTableSchema, context)).series,
  });
}

const SeriesStatsBody = dataEnvelope(SeriesStatsSchema);

/** GET /v1/series/{cid}/stats: the series' leaders and records, read by the upstream from its scorecards. */
export function seriesStatsQuery(cid: number) {
  return queryOptions({
    queryKey: ['series-stats', cid],
    queryFn: async (context) => (await apiGet(`/v1/series/${cid}/stats`, SeriesStatsBody, context)).data,
  });
}

const FantasyMatchesSchema = dataEnvelope(z.array(FantasyMatchSchema));

/** The fantasy listing for the match's day, for the match's own tips. */
export function fantasyForDayQuery(day: string) {
  return queryOptions({
    queryKey: ['fantasy-day', day],
    queryFn: async (context) => (await apiGet(`/v1/fantasy/matches/${day}/${day}`, FantasyMatchesSchema, context)).data,
  });
}

const NewsPageSchema = pagedEnvelope(ArticleSchema);

export function fetchTaggedNews(tag: string, page: number, perPage: number, context: ApiContext) {
  const query = new URLSearchParams({ tag, per_page: String(perPage), page_no: String(page) });
  return apiGet(`/v1/news/home/news?${query}`, NewsPageSchema, context);
}
