import { parseSlugId } from '../../../../shared/format/slug-id';
import { EmptyState } from '../../components/page/empty-state';
import { ExclusiveVideos } from '../../components/page/exclusive-videos';
import { PagedNewsList } from '../../components/page/paged-news-list';
import { PointsTable } from '../../components/points-table/points-table';
import { SeriesMatches } from './series-matches';
import { SeriesSquads } from './series-squads';
import { fetchTaggedNews, type SeriesDetail } from './series-api';
import type { SeriesTab } from './series-tabs';

/** One series tab's content, from the series call or, for news and videos, their own. */
export function SeriesTabPanel({ series, tab }: { series: SeriesDetail; tab: SeriesTab }) {
  switch (tab) {
    case 'news': {
      const tag = parseSlugId(series.slug)?.slug ?? series.slug;
      return (
        <PagedNewsList queryKey={['series-news', tag]} fetchPage={(page, perPage, context) => fetchTaggedNews(tag, page, perPage, context)} />
      );
    }
    case 'videos':
      return <ExclusiveVideos filter={{ series: series.cid }} emptyMessage="No data available" errorMessage="No data available" />;
    case 'pointtable':
      return series.show_pointtable ? <PointsTable series={series} /> : <EmptyState message="No Point Table Found" />;
    case 'teams':
      return <SeriesSquads series={series} />;
    case 'schedule':
      return <SeriesMatches matches={series.matches} />;
  }
}
