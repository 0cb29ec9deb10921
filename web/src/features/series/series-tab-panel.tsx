import { Link } from 'react-router-dom';
import { parseSlugId } from '../../../../shared/format/slug-id';
import { EmptyState } from '../../components/page/empty-state';
import { ExclusiveVideos } from '../../components/page/exclusive-videos';
import { PagedNewsList } from '../../components/page/paged-news-list';
import { PointsTableView } from '../../components/page/points-table-view';
import { SeriesMatches } from './series-matches';
import { fetchTaggedNews, type SeriesDetail } from './series-api';
import type { SeriesTab } from './series-tabs';

function SeriesTeams({ series }: { series: SeriesDetail }) {
  if (series.teams.length === 0) return <EmptyState message="No data available..." />;
  return (
    <ul className="team-grid">
      {series.teams.map((team) => (
        <li key={team.slug}>
          <Link to={`/teams/${team.slug}/home`} className="team-tile">
            {team.logo && <img src={team.logo} alt="" width={48} height={48} loading="lazy" />}
            <span>{team.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One series tab's content, from the series call or, for news and videos, their own. */
export function SeriesTabPanel({ series, tab }: { series: SeriesDetail; tab: SeriesTab }) {
  switch (tab) {
    case 'news': {
      const tag = parseSlugId(series.slug)?.slug ?? series.slug;
      return (
        <PagedNewsList queryKey={['series-news', tag]} fetchPage={(page, perPage, signal) => fetchTaggedNews(tag, page, perPage, signal)} />
      );
    }
    case 'videos':
      return <ExclusiveVideos />;
    case 'pointtable':
      return series.show_pointtable ? <PointsTableView groups={series.groups} /> : <EmptyState message="No Point Table Found" />;
    case 'teams':
      return <SeriesTeams series={series} />;
    case 'schedule':
      return <SeriesMatches matches={series.matches} />;
  }
}
