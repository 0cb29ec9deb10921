import { memo } from 'react';
import { Link } from '../../components/link';
import { displayScore } from '../../../../shared/format/score';
import { matchHref } from '../../../../shared/format/match-path';
import type { Match, MatchTeam } from '../../../../shared/schemas/match';
import { isTba, statusText } from '../../components/page/match-card';

function TeamLine({ team, scheduled }: { team: MatchTeam; scheduled: boolean }) {
  return (
    <span className="compact-card__team">
      <span className="compact-card__name">{team.short_name}</span>
      {!scheduled && <span className="compact-card__score">{displayScore(team.scores)}</span>}
    </span>
  );
}

/**
 * A match in the compact strip above a match centre: both sides' short names and scores and one
 * status line, the whole card one link to the match.
 */
export const CompactMatchCard = memo(function CompactMatchCard({ match }: { match: Match }) {
  const scheduled = match.status === 'Scheduled' || match.status === 'Cancelled';
  const body = (
    <>
      <span className="visually-hidden">{match.title}: </span>
      <TeamLine team={match.teama} scheduled={scheduled} />
      <TeamLine team={match.teamb} scheduled={scheduled} />
      <span className={`compact-card__note${match.status === 'Live' ? ' compact-card__note--live' : ''}`}>
        {statusText(match) || match.status_str || match.status}
      </span>
    </>
  );
  return (
    <article className={`compact-card${match.status === 'Live' ? ' compact-card--live' : ''}`} data-match-id={match.match_id}>
      {isTba(match) ? (
        <span className="compact-card__body">{body}</span>
      ) : (
        <Link className="compact-card__body" to={matchHref(match)}>
          {body}
        </Link>
      )}
    </article>
  );
});
