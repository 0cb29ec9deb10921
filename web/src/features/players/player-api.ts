import { queryOptions } from '@tanstack/react-query';
import { z } from '../../../../shared/zod';
import { ArticleSchema } from '../../../../shared/schemas/article';
import { dataEnvelope, pagedEnvelope } from '../../../../shared/schemas/envelope';
import { PlayerSchema, PlayerStatsSchema } from '../../../../shared/schemas/player';
import { lenientArray } from '../../../../shared/schemas/primitives';
import { TeamListItemSchema } from '../../../../shared/schemas/team';
import { apiGet, embeddedData, type ApiContext } from '../../lib/api-client';

/** The player with the sides they play for, when the upstream sends them (the spec's Teams block). */
const PlayerDetailsSchema = z.extend(PlayerStatsSchema, {
  player: z.extend(PlayerSchema, { slug: z.nullish(z.string()), teams: lenientArray(TeamListItemSchema) }),
});
export type PlayerDetails = z.infer<typeof PlayerDetailsSchema>;
const PlayerDetailsEnvelope = dataEnvelope(PlayerDetailsSchema);

/** GET /v1/players/{id}/stats: who the player is and their career numbers, in one answer. */
export function playerQuery(id: number) {
  return queryOptions({
    queryKey: ['players', id],
    queryFn: (context) => apiGet(`/v1/players/${id}/stats`, PlayerDetailsEnvelope, context).then((r) => r.data),
    initialData: () => embeddedData(`/v1/players/${id}/stats`, PlayerDetailsEnvelope)?.data,
  });
}

const NewsPageSchema = pagedEnvelope(ArticleSchema);

/** Articles tagged with the player: the news list filtered by the player's tag slug, one page of it. */
export function fetchPlayerNews(tag: string, page: number, perPage: number, context: ApiContext) {
  return apiGet(`/v1/news/home/news?tag=${encodeURIComponent(tag)}&per_page=${perPage}&page_no=${page}`, NewsPageSchema, context);
}
