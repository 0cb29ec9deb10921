import { matchStartLabel } from '../../../../shared/format/day-label';
import { gameFormatLabel } from '../../../../shared/format/game-format';
import { matchTimes } from '../../../../shared/format/time';
import type { MatchDetail } from '../../../../shared/schemas/scorecard';
import { useViewerTimeZone } from '../../app/render-facts';

/** Match Info: when, where, toss, officials and awards. */
export function MatchInfoPanel({ match }: { match: MatchDetail }) {
  const timeZone = useViewerTimeZone();
  const times = match.date_start_utc ? matchTimes(match.date_start_utc, timeZone) : null;
  const venue = match.info.venue ?? match.venue;
  const toss = match.info.toss ?? match.toss;
  const rows: [string, string | null | undefined][] = [
    ['Match', [match.title, match.subtitle].filter(Boolean).join(', ')],
    ['Series', match.tournament_title],
    ['Format', match.format ? gameFormatLabel(String(match.format)) : null],
    ['Date', times ? matchStartLabel(times) : null],
    ['Venue', venue ? [venue.name, 'location' in venue ? venue.location : null].filter(Boolean).join(', ') : null],
    ['Toss', toss?.text],
    ['Umpires', match.info.umpires],
    ['Referee', match.info.referee],
    ['Player of the Match', match.man_of_the_match?.name],
  ];
  return (
    <dl className="info-list">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
