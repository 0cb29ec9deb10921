import type { ReactNode } from 'react';
import { matchStartLabel } from '../../../../shared/format/day-label';
import { gameFormatLabel } from '../../../../shared/format/game-format';
import { displayScore } from '../../../../shared/format/score';
import { matchTimes } from '../../../../shared/format/time';
import type { MatchDetail } from '../../../../shared/schemas/scorecard';
import { plainText } from '../../lib/plain-text';
import './match-header.css';
import { useViewerTimeZone } from '../../app/render-facts';

interface MatchHeaderProps {
  match: MatchDetail;
  /** Drawn over the header, positioned absolutely (the match centre's ball moments). */
  overlay?: ReactNode;
  /** The live-blog header adds the win chances (win_per, tie_per) of SPEC section 2. */
  showWinChances?: boolean;
}

/** A match's header by status: teams and scores, the state of play, and the live rates. */
export function MatchHeader({ match, showWinChances = false, overlay }: MatchHeaderProps) {
  const live = match.info.live_score;
  const timeZone = useViewerTimeZone();
  const times = match.date_start_utc ? matchTimes(match.date_start_utc, timeZone) : null;
  const scheduled = match.status === 'Scheduled' || match.status === 'Cancelled';
  return (
    <section className={`match-header match-header--${match.status.toLowerCase()}`} aria-label="Match summary">
      <p className="page-small page-muted">
        {[match.subtitle, match.format ? gameFormatLabel(String(match.format)) : null, match.tournament_title].filter(Boolean).join(' · ')}
      </p>
      <div className="match-header__teams">
        {[match.teama, match.teamb].map((team) => (
          <p key={team.team_id} className="match-header__team">
            {team.logo && <img src={team.logo} alt="" width={32} height={32} />}
            <span className="match-header__name">{team.name}</span>
            {!scheduled && (
              <span className="match-header__score">
                {displayScore(team.scores)}
                {team.overs ? <small> ({team.overs})</small> : null}
              </span>
            )}
            {showWinChances && team.win_per != null && <span className="match-header__chance">Win {team.win_per}%</span>}
          </p>
        ))}
      </div>
      {showWinChances && (match.tie_per != null || match.live_inning_number != null) && (
        <p className="page-small page-muted match-header__chances">
          {[
            match.tie_per != null ? `Tie ${match.tie_per}%` : null,
            match.live_inning_number != null ? `Innings ${match.live_inning_number}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {match.status === 'Live' && (
        <p className="match-header__state">
          <span className="live-pulse" aria-hidden="true" /> Live{match.game_state_str ? ` · ${match.game_state_str}` : ''}
          {/* Run rates show only when above 0, and never once the match is over (SPEC section 4). */}
          {(live?.runrate ?? 0) > 0 && <span> · CRR {live?.runrate}</span>}
          {(live?.required_runrate ?? 0) > 0 && <span> · RRR {live?.required_runrate}</span>}
        </p>
      )}
      {/* Its words only, as on every match card: a chase's line or a result needs no markup, and the
          match centre then loads no HTML sanitiser. The edge reads the words without a DOM (plain-text.ts). */}
      {match.status_note && match.status !== 'Scheduled' && (
        <p className={`match-header__note match-header__note--${match.status.toLowerCase()}`} suppressHydrationWarning>
          {plainText(match.status_note)}
        </p>
      )}
      {scheduled && times && <p className="page-small">Starts {matchStartLabel(times)}</p>}
      {overlay}
    </section>
  );
}
