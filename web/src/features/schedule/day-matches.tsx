import { format, parseISO } from 'date-fns';
import type { Match } from '../../../../shared/schemas/match';
import { MatchCard } from '../../components/page/match-card';

/** One day's matches under its date. */
export function DayMatches({ day, matches }: { day: string; matches: Match[] }) {
  return (
    <section className="schedule-day" aria-label={format(parseISO(day), 'EEEE d MMMM yyyy')}>
      <h2 className="schedule-day__date">{format(parseISO(day), 'EEE, d MMM yyyy')}</h2>
      <ul className="match-grid">
        {matches.map((match) => (
          <li key={match.match_id}>
            <MatchCard match={match} />
          </li>
        ))}
      </ul>
    </section>
  );
}
