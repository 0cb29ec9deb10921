import type { Match } from '../../../../shared/schemas/match';
import { EmptyState } from '../../components/page/empty-state';
import { MatchCard } from '../../components/page/match-card';

/** The series' matches in start order. */
export function SeriesMatches({ matches }: { matches: Match[] }) {
  if (matches.length === 0) return <EmptyState message="No data available..." />;
  const ordered = [...matches].sort((a, b) => (a.date_start_utc ?? '').localeCompare(b.date_start_utc ?? ''));
  return (
    <ul className="match-grid">
      {ordered.map((match) => (
        <li key={match.match_id}>
          <MatchCard match={match} />
        </li>
      ))}
    </ul>
  );
}
