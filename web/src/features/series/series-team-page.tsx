import { useParams } from 'react-router-dom';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { idFromSegment } from '../../../../shared/format/match-path';
import { NotFoundPage } from '../../components/page/not-found-page';
import { PageFrame } from '../../components/page/page-frame';
import { SeriesSummary } from './series-summary';
import { SeriesMatches } from './series-matches';
import { useSeries } from './use-series';

const SECTION = { label: 'Series', to: '/series' };

/**
 * /series/{slug}/{type}/{team}: the spec says the route exists but not what it shows; it shows the
 * team's matches in the series, or the whole series schedule when the team is not one of its sides.
 */
export function SeriesTeamPage() {
  const { slug, team: teamParam } = useParams();
  const { id, query } = useSeries(slug);
  if (id === null) return <NotFoundPage section={SECTION} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const series = query.data;
  const teamId = idFromSegment(teamParam);
  const side = series.teams.find((t) => t.team_id === teamId || t.slug === teamParam);
  const sideId = side?.team_id ?? teamId;
  const matches = side ? series.matches.filter((m) => m.teama.team_id === sideId || m.teamb.team_id === sideId) : series.matches;
  return (
    <PageFrame
      title={side ? `${side.name}: ${series.title}` : series.title}
      crumbs={[SECTION, { label: series.title, to: `/series/${slug}/schedule` }, { label: side?.name ?? 'Schedule' }]}
      className="series-page"
    >
      <SeriesSummary series={series} />
      <SeriesMatches matches={matches} />
    </PageFrame>
  );
}
