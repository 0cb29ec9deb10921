import { format, parseISO } from 'date-fns';
import type { Match } from '../../../../shared/schemas/match';
import { MatchCard } from '../../components/page/match-card';
import { teamsAttribute, useFavouriteMatches } from '../my-teams/favourite-matches';

/** One day's matches under its date, the fan's teams' first and starred. */
export function DayMatches({ day, matches }: { day: string; matches: Match[] }) {
  const { ordered, markOf } = useFavouriteMatches(matches);
  return (
    <section className="schedule-day" aria-label={format(parseISO(day), 'EEEE d MMMM yyyy')}>
      <h2 className="schedule-day__date">{format(parseISO(day), 'EEE, d MMM yyyy')}</h2>
      <ul className="match-grid">
        {ordered.map((match) => (
          <li key={match.match_id} className={markOf(match).trim() || undefined} {...teamsAttribute(match)}>
            <MatchCard match={match} />
          </li>
        ))}
      </ul>
    </section>
  );
}
