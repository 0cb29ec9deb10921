import { memo } from 'react';
import { matchStartLabel } from '../../../../shared/format/day-label';
import { gameFormatLabel } from '../../../../shared/format/game-format';
import { matchHref, seriesSegment } from '../../../../shared/format/match-path';
import { displayScore } from '../../../../shared/format/score';
import { matchTimes } from '../../../../shared/format/time';
import type { Match, MatchTeam } from '../../../../shared/schemas/match';
import { useViewerTimeZone } from '../../app/render-facts';
import { Link } from '../../components/link';
import { isTba, statusText } from '../../components/page/match-card';

function TeamLine({ team, scheduled }: { team: MatchTeam; scheduled: boolean }) {
  // Scheduled matches show full names; the rest short names beside the score (SPEC section 4).
  const name = scheduled ? team.name : team.short_name;
  return (
    <p className="strip-card__team">
      {team.logo ? <img src={team.logo} alt="" width={20} height={20} loading="lazy" /> : <span className="strip-card__crest" />}
      <span className="strip-card__name" title={team.name}>
        {name}
      </span>
      {!scheduled && (
        <span className="strip-card__score">
          {displayScore(team.scores)}
          {team.overs ? <small> ({team.overs})</small> : null}
        </span>
      )}
    </p>
  );
}

/**
 * A match in the live strip (home, schedule pages): dense, a card to each 285 px scroll step, one
 * line per fact (cut short on screen, whole in its title), and the line under the teams (a chase's
 * equation, a result) always whole, on two lines if it needs them. The card is one link to the
 * match, with the series' schedule and table beside it.
 */
export const StripMatchCard = memo(function StripMatchCard({ match }: { match: Match }) {
  const timeZone = useViewerTimeZone();
  const variant = match.status === 'Live' ? 'live' : match.status === 'Completed' ? 'completed' : 'scheduled';
  const scheduled = match.status === 'Scheduled' || match.status === 'Cancelled';
  const times = match.date_start_utc ? matchTimes(match.date_start_utc, timeZone) : null;
  const rates = [
    (match.runrate ?? 0) > 0 ? `CRR ${match.runrate}` : null,
    (match.required_runrate ?? 0) > 0 ? `RRR ${match.required_runrate}` : null,
  ].filter(Boolean);
  // Live: the rates, the start a tap away; otherwise the start, in the fan's zone and GMT.
  const showRates = match.status === 'Live' && rates.length > 0;
  const facts = showRates ? rates.join(' · ') : times ? matchStartLabel(times) : '';
  const what = [match.subtitle, match.format ? gameFormatLabel(String(match.format)) : null].filter(Boolean).join(' · ');
  const series = seriesSegment(match);
  const note = statusText(match);
  return (
    <article className={`strip-card strip-card--${variant}`} data-match-id={match.match_id}>
      <p className="strip-card__meta">
        {match.status === 'Live' ? (
          <span className="strip-card__state strip-card__state--live">
            <span className="live-pulse" aria-hidden="true" /> Live
          </span>
        ) : (
          <span className="strip-card__state">{match.status_str ?? match.status}</span>
        )}
        <span className="strip-card__what" title={what}>
          {what}
        </span>
      </p>
      {/* Named for screen readers; on screen the teams say it, and the link covers the card. */}
      <h3 className="strip-card__title">
        {isTba(match) ? (
          <span className="visually-hidden">{match.title}</span>
        ) : (
          <Link to={matchHref(match)} className="strip-card__link">
            <span className="visually-hidden">{match.title}</span>
          </Link>
        )}
      </h3>
      <TeamLine team={match.teama} scheduled={scheduled} />
      <TeamLine team={match.teamb} scheduled={scheduled} />
      {/* The note is upstream HTML read as text, which the edge reads a little more roughly (lib/plain-text.ts). */}
      <p className={`strip-card__note strip-card__note--${variant}`} suppressHydrationWarning>
        {note}
      </p>
      <p className="strip-card__facts" title={facts}>
        {showRates || !times ? facts : <time dateTime={match.date_start_utc ?? undefined}>{facts}</time>}
      </p>
      <p className="strip-card__foot">
        <span className="strip-card__series" title={match.tournament_title ?? undefined}>
          {match.tournament_title}
        </span>
        <Link to={`/series/${series}/schedule`}>Schedule</Link>
        {match.show_pointtable && <Link to={`/series/${series}/pointtable`}>Table</Link>}
      </p>
    </article>
  );
});
