import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { dayRangeLabel } from '../../../../shared/format/day-label';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import type { TeamDetail } from './teams-api';
import { TeamMatches } from './team-matches';

interface Props {
  query: UseQueryResult<TeamDetail>;
  teamId: number;
}

/** The home tab: who leads the side, the series it is playing, and its next matches. */
export function TeamHome({ query, teamId }: Props) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const team = query.data;
  const facts = [
    ['Captain', team.captain?.name],
    ['Wicket keeper', team.wicket_keeper?.name],
    ['Squad size', team.squad_size != null ? String(team.squad_size) : null],
  ].filter((fact): fact is [string, string] => typeof fact[1] === 'string');

  return (
    <div className="team-home">
      {facts.length > 0 && (
        <dl className="team-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <h2>Series</h2>
      {team.series.length === 0 ? (
        <EmptyState message="No data available..." />
      ) : (
        <ul className="team-series">
          {team.series.map((series) => (
            <li key={series.cid}>
              <Link to={`/series/${series.slug}/schedule`}>{series.title}</Link>
              <span className="teams-note teams-note--tight">
                {[series.game_format, dayRangeLabel(series.date_start, series.date_end)].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2>Upcoming Matches</h2>
      <TeamMatches teamId={teamId} when="upcoming" limit={3} />
    </div>
  );
}
