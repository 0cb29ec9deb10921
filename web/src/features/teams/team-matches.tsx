import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { MatchCard } from '../../components/page/match-card';
import { teamMatchesQuery } from './teams-api';

interface Props {
  teamId: number;
  when: 'recent' | 'upcoming';
  /** The home tab shows only the first few. */
  limit?: number;
}

const EMPTY = { recent: 'No recent matches available.', upcoming: 'No upcoming matches available.' } as const;

export function TeamMatches({ teamId, when, limit }: Props) {
  const matches = useQuery(teamMatchesQuery(teamId, when));
  if (matches.isPending) return <LoadingState />;
  if (matches.isError) return <ErrorState onRetry={() => void matches.refetch()} />;
  const list = limit === undefined ? matches.data : matches.data.slice(0, limit);
  if (list.length === 0) return <EmptyState message={EMPTY[when]} />;
  return (
    <ul className="team-matches">
      {list.map((match) => (
        <li key={match.match_id}>
          <MatchCard match={match} />
        </li>
      ))}
    </ul>
  );
}
