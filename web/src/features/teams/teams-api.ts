// The team calls (GET /v1/teams and /v1/teams/{id}/...), each parsed against its schema.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from '../../../../shared/zod';
import { ArticleSchema } from '../../../../shared/schemas/article';
import { dataEnvelope, pagedEnvelope } from '../../../../shared/schemas/envelope';
import { MatchSchema } from '../../../../shared/schemas/match';
import { lenientArray } from '../../../../shared/schemas/primitives';
import { SeriesSchema } from '../../../../shared/schemas/series';
import { TeamListItemSchema, TeamSchema } from '../../../../shared/schemas/team';
import { VideoSchema } from '../../../../shared/schemas/video';
import { apiGet, embeddedData, type ApiContext } from '../../lib/api-client';

const TeamListSchema = pagedEnvelope(TeamListItemSchema);

/** GET /v1/teams?page&search: 20 a page; the search is part of the key so each search pages alone. */
export function teamListQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: ['teams', 'list', search],
    queryFn: ({ pageParam, ...context }) =>
      apiGet(`/v1/teams?page=${pageParam}${search ? `&search=${encodeURIComponent(search)}` : ''}`, TeamListSchema, context),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (Number(last.total_pages) > pages.length ? pages.length + 1 : undefined),
  });
}

const PersonSchema = z.nullish(z.looseObject({ name: z.string() }));

/** The team with the extras the home tab shows when the upstream sends them. */
const TeamDetailSchema = z.extend(TeamSchema, {
  captain: PersonSchema,
  wicket_keeper: PersonSchema,
  squad_size: z.nullish(z.number()),
  series: lenientArray(SeriesSchema),
});
export type TeamDetail = z.infer<typeof TeamDetailSchema>;
const TeamDetailEnvelope = dataEnvelope(TeamDetailSchema);

export function teamQuery(id: number) {
  return queryOptions({
    queryKey: ['teams', id],
    queryFn: (context) => apiGet(`/v1/teams/${id}`, TeamDetailEnvelope, context).then((r) => r.data),
    initialData: () => embeddedData(`/v1/teams/${id}`, TeamDetailEnvelope)?.data,
  });
}

export function teamMatchesQuery(id: number, when: 'recent' | 'upcoming') {
  const path = when === 'recent' ? 'recentMatches' : 'upcomingMatches';
  return queryOptions({
    queryKey: ['teams', id, path],
    // One odd match costs that card, not the tab.
    queryFn: (context) => apiGet(`/v1/teams/${id}/${path}`, dataEnvelope(lenientArray(MatchSchema)), context).then((r) => r.data),
  });
}

export function teamVideosQuery(id: number) {
  return queryOptions({
    queryKey: ['teams', id, 'videos'],
    queryFn: (context) => apiGet(`/v1/teams/${id}/videos`, dataEnvelope(z.array(VideoSchema)), context).then((r) => r.data),
  });
}

const TeamNewsSchema = pagedEnvelope(ArticleSchema);

/** GET /v1/teams/{id}/news: one page of the articles about the side, newest first. */
export function fetchTeamNews(id: number, page: number, perPage: number, context: ApiContext) {
  return apiGet(`/v1/teams/${id}/news?page=${page}&per_page=${perPage}`, TeamNewsSchema, context);
}
