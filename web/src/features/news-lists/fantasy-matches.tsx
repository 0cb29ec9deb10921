import { useQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { matchStartLabel } from '../../../../shared/format/day-label';
import { calendarDateIn } from '../../../../shared/format/calendar-date';
import { fantasyPath, fantasyWindow } from '../../../../shared/format/schedule-window';
import { matchTimes } from '../../../../shared/format/time';
import { articleHref } from '../../../../shared/format/article-path';
import { EmptyState } from '../../components/page/empty-state';
import { fetchFantasyMatches } from './news-list-api';
import { useNow, useViewerTimeZone } from '../../app/render-facts';

/** The fantasy listing: matches of the ±10-day window with their fantasy-tips articles (SPEC section 2). */
export function FantasyMatches() {
  const zone = useViewerTimeZone();
  const path = fantasyPath(fantasyWindow(calendarDateIn(useNow(), zone)));
  const matches = useQuery({ queryKey: ['fantasy-matches', path], queryFn: (context) => fetchFantasyMatches(path, context) });
  // Most list errors render nothing (SPEC section 8); the articles below still show.
  if (matches.isPending || matches.isError) return null;
  const withTips = matches.data.filter((match) => match.news.length > 0);
  return (
    <section className="fantasy-matches" aria-labelledby="fantasy-matches-heading">
      <h2 id="fantasy-matches-heading">Fantasy Matches</h2>
      {withTips.length === 0 ? (
        <EmptyState message="No fantasy team for this date." />
      ) : (
        <ul className="fantasy-matches__list">
          {withTips.map((match) => {
            const times = match.date_start ? matchTimes(match.date_start, zone) : null;
            const tip = match.news[0];
            return (
              <li key={match.match_id} className="fantasy-match">
                <p className="page-small page-muted">{match.tournament_name}</p>
                <p className="fantasy-match__teams">
                  {match.teama_name} vs {match.teamb_name}
                </p>
                {times && <p className="page-small">{matchStartLabel(times)}</p>}
                {tip && <Link to={articleHref({ ...tip, type: 'fantasy' })}>{tip.title}</Link>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
