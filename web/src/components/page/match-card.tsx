import { memo } from 'react';
import { Link } from '../link';
import { matchStartLabel } from '../../../../shared/format/day-label';
import { gameFormatLabel } from '../../../../shared/format/game-format';
import { displayScore } from '../../../../shared/format/score';
import { matchTimes } from '../../../../shared/format/time';
import type { Match, MatchTeam } from '../../../../shared/schemas/match';
import { plainText } from '../../lib/plain-text';
import { matchHref, seriesSegment } from '../../../../shared/format/match-path';
// Cards also render outside a PageFrame (the home carousel), so they bring their own styles.
import './page.css';
import { useViewerTimeZone } from '../../app/render-facts';

/** SPEC section 2: a team short name containing 'tba' makes the card's link inert. */
export function isTba(match: Match): boolean {
  return [match.teama, match.teamb].some((team) => team.short_name.toLowerCase().includes('tba'));
}

function TeamRow({ team, match }: { team: MatchTeam; match: Match }) {
  const scheduled = match.status === 'Scheduled' || match.status === 'Cancelled';
  return (
    <p className="match-card__team">
      {team.logo && <img src={team.logo} alt="" width={24} height={24} loading="lazy" />}
      {/* Scheduled matches show full names; the rest short names beside the score (SPEC section 4). */}
      <span className="match-card__name">{scheduled ? team.name : team.short_name}</span>
      {!scheduled && (
        <span className="match-card__score">
          {displayScore(team.scores)}
          {team.overs ? <small> ({team.overs})</small> : null}
        </span>
      )}
    </p>
  );
}

/** 'India need 45 runs in 30 balls': the upstream's note while a side chases. */
const CHASE_NOTE = /\bneed \d+ runs?\b/;

/** The line under the teams: the result, a chase's equation, the state of play, or why it was called off. */
export function statusText(match: Match): string {
  const note = match.status_note ? plainText(match.status_note) : '';
  // A Cancelled match shows status_note where others show game_state_str (SPEC section 4).
  if (match.status === 'Cancelled') return note || 'Cancelled';
  if (match.status === 'Completed') return note;
  // A live chase says what it needs rather than the generic 'Play Ongoing'.
  if (match.status === 'Live' && CHASE_NOTE.test(note)) return note;
  return match.game_state_str || note;
}

/**
 * A match card (variants Live, Completed, Scheduled) linking by status to the match centre. A list's
 * update draws again only the cards whose match changed (the parsed match is the same object while
 * its answer is: shared/schemas/primitives.ts).
 */
export const MatchCard = memo(function MatchCard({ match }: { match: Match }) {
  const timeZone = useViewerTimeZone();
  const times = match.date_start_utc ? matchTimes(match.date_start_utc, timeZone) : null;
  const variant = match.status === 'Live' ? 'live' : match.status === 'Completed' ? 'completed' : 'scheduled';
  const series = seriesSegment(match);
  const showRates = match.status === 'Live';
  return (
    <article className={`match-card match-card--${variant}`} data-match-id={match.match_id}>
      <p className="match-card__meta">
        {match.status === 'Live' ? (
          <span className="match-card__live">
            <span className="live-pulse" aria-hidden="true" /> Live
          </span>
        ) : (
          <span className="match-card__status">{match.status_str ?? match.status}</span>
        )}
        <span>{[match.subtitle, match.format ? gameFormatLabel(String(match.format)) : null].filter(Boolean).join(' · ')}</span>
      </p>
      <h3 className="match-card__title">{isTba(match) ? <span>{match.title}</span> : <Link to={matchHref(match)}>{match.title}</Link>}</h3>
      <TeamRow team={match.teama} match={match} />
      <TeamRow team={match.teamb} match={match} />
      {statusText(match) && (
        // The note is upstream HTML read as text, which the edge reads a little more roughly (lib/plain-text.ts).
        <p className={`match-card__note match-card__note--${variant}`} suppressHydrationWarning>
          {statusText(match)}
        </p>
      )}
      {showRates && ((match.runrate ?? 0) > 0 || (match.required_runrate ?? 0) > 0) && (
        <p className="page-small page-muted">
          {(match.runrate ?? 0) > 0 && <span>CRR {match.runrate} </span>}
          {(match.required_runrate ?? 0) > 0 && <span>RRR {match.required_runrate}</span>}
        </p>
      )}
      {times && (
        <p className="page-small page-muted">
          <time dateTime={match.date_start_utc ?? undefined}>{matchStartLabel(times)}</time>
        </p>
      )}
      {match.tournament_title && <p className="page-small">{match.tournament_title}</p>}
      <p className="match-card__links page-small">
        <Link to={`/series/${series}/schedule`}>Schedule</Link>
        {match.show_pointtable && <Link to={`/series/${series}/pointtable`}>Points Table</Link>}
      </p>
    </article>
  );
});
