// The home page's own calls (SPEC.md section 7): the news lists of the tabbed block and the weekly
// recap, the series and category blocks, the web stories strip and the facts.
import { queryOptions } from '@tanstack/react-query';
import { z } from '../../../../shared/zod';
import { ArticleSchema } from '../../../../shared/schemas/article';
import { HomeBlockSchema } from '../../../../shared/schemas/category';
import { dataEnvelope } from '../../../../shared/schemas/envelope';
import { FactsSchema } from '../../../../shared/schemas/facts';
import { newsListPath, type NewsListType } from '../../../../shared/format/news-list-path';
import { apiGet, embeddedData } from '../../lib/api-client';

export type HomeListType = NewsListType;

const ArticlesEnvelope = dataEnvelope(z.array(ArticleSchema));

/** GET /v1/news/home/{type}?per_page: the first page of one home list. */
export function homeListQuery(type: HomeListType, perPage: number) {
  return queryOptions({
    queryKey: ['home', 'list', type, perPage],
    queryFn: (context) => apiGet(newsListPath(type, perPage), ArticlesEnvelope, context).then((r) => r.data),
    initialData: () => embeddedData(newsListPath(type, perPage), ArticlesEnvelope)?.data,
  });
}

export type HomeBlockKind = 'seriesNews' | 'categoryNews';

/** GET /v1/news/home/seriesNews or /categoryNews: blocks of a series or category with its latest articles. */
export function homeBlocksQuery(kind: HomeBlockKind) {
  return queryOptions({
    queryKey: ['home', 'blocks', kind],
    // A block with no articles has nothing to show.
    queryFn: (context) =>
      apiGet(`/v1/news/home/${kind}`, dataEnvelope(z.array(HomeBlockSchema)), context).then((r) =>
        r.data.filter((b) => b.news.data.length > 0),
      ),
  });
}

/** GET /v1/stories: the shorts strip shows each group that has something to play. */
/** GET /v1/misc/facts: records of recent play. */
export const factsQuery = queryOptions({
  queryKey: ['home', 'facts'],
  queryFn: (context) => apiGet('/v1/misc/facts', dataEnvelope(FactsSchema), context).then((r) => r.data),
});
