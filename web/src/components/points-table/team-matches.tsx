import { Link } from '../link';
import { dayLabel } from '../../../../shared/format/day-label';
import { matchHref } from '../../../../shared/format/match-path';
import type { PointsTableMatch, PointsTableRow, PointsTableSeries } from '../../../../shared/schemas/points-table';
import { plainText } from '../../lib/plain-text';
import { EmptyState } from '../page/empty-state';

/**
 * The spec gives only is_winning; an upstream that also sends `result` ('W', 'L', 'D', 'NR', or ''
 * for a match still to play) is read first, so a draw or a future match is not shown as a loss.
 */
function outcome(match: PointsTableMatch): string {
  if (typeof match.result === 'string') return match.result || '–';
  return match.is_winning ? 'W' : 'L';
}

const OUTCOME_CLASS: Record<string, string> = { W: 'won', L: 'lost' };

/** The match centre of one of the team's matches; a match of unknown status opens Match Info, which every match has. */
function hrefOf(series: Pick<PointsTableSeries, 'slug' | 'cid'>, match: PointsTableMatch): string | null {
  if (!match.match_id) return null;
  return matchHref({
    match_id: match.match_id,
    slug: '',
    tournament_slug: series.slug,
    cid: series.cid,
    status: match.status ?? 'Scheduled',
  });
}

/** An open row of the points table: the team's matches, played and to come. */
export function TeamMatches({ series, row }: { series: Pick<PointsTableSeries, 'slug' | 'cid'>; row: PointsTableRow }) {
  if (row.matches.length === 0) return <EmptyState message="No data available..." />;
  return (
    <ul className="points-matches" aria-label={`${row.name || row.abbr} matches`}>
      {row.matches.map((match, i) => {
        const result = outcome(match);
        const href = hrefOf(series, match);
        const body = (
          <>
            <span className={`points-result points-result--${OUTCOME_CLASS[result] ?? 'other'}`}>{result}</span>
            <span className="points-match__text">
              <strong>vs {match.opponent_name}</strong>
              <span className="points-match__note">
                {[match.subtitle, dayLabel(match.date_start?.slice(0, 10))].filter(Boolean).join(' · ')}
              </span>
              {match.status_note && (
                // Upstream HTML read as text, which the edge reads a little more roughly (lib/plain-text.ts).
                <span className="points-match__note" suppressHydrationWarning>
                  {plainText(match.status_note)}
                </span>
              )}
            </span>
          </>
        );
        return (
          <li key={match.match_id ?? `${match.opponent_name}-${i}`}>
            {href ? (
              <Link className="points-match" to={href}>
                {body}
              </Link>
            ) : (
              <span className="points-match">{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
