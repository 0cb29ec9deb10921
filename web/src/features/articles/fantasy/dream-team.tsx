import type { FantasyArticleMatch, FantasyPlayer } from '../../../../../shared/schemas/fantasy-article-match';
import { initials, ROLE_GROUPS, roleOf, sameName, sheetName } from './fantasy-labels';

type FantasyTeam = FantasyArticleMatch['fantasyTeams'][number];

function PlayerToken({ player, team }: { player: FantasyPlayer; team: FantasyTeam }) {
  const badge = sameName(player.name, team.captain) ? 'C' : sameName(player.name, team.vice_captain) ? 'VC' : null;
  return (
    <li className="pitch-player">
      <span className="pitch-player__avatar" aria-hidden="true">
        {initials(player.name)}
        {badge && <span className={`captain-badge captain-badge--${badge.toLowerCase()} pitch-player__badge`}>{badge}</span>}
      </span>
      <span className="pitch-player__name" title={player.name}>
        <span aria-hidden="true">{sheetName(player.name)}</span>
        <span className="visually-hidden pitch-player__full">{player.name}</span>
        {badge && <span className="visually-hidden">{badge === 'C' ? ' (Captain)' : ' (Vice-captain)'}</span>}
      </span>
      {player.team && <span className="pitch-player__team">{player.team}</span>}
    </li>
  );
}

function TeamSheet({ team, index }: { team: FantasyTeam; index: number }) {
  const title = team.title || `Team ${index + 1}`;
  return (
    <figure className="dream-team__sheet">
      <figcaption className="dream-team__title">{title}</figcaption>
      <div className="pitch">
        {ROLE_GROUPS.map((group) => {
          const players = team.players.filter((p) => roleOf(p) === group.key);
          if (players.length === 0) return null;
          return (
            <div key={group.key} className="pitch__row">
              <p className="pitch__role">{group.label}</p>
              <ul className="pitch__players" aria-label={`${title}: ${group.label}`}>
                {players.map((player) => (
                  <PlayerToken key={`${player.pid ?? player.name}`} player={player} team={team} />
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      {(team.captain || team.vice_captain) && (
        <p className="dream-team__picks">
          {team.captain && (
            <span>
              <span className="captain-badge captain-badge--c">C</span> {team.captain}
            </span>
          )}
          {team.vice_captain && (
            <span>
              <span className="captain-badge captain-badge--vc">VC</span> {team.vice_captain}
            </span>
          )}
        </p>
      )}
    </figure>
  );
}

/** 'Dream11 Team For This Match' (SPEC section 2): each suggested eleven on a pitch, C and VC marked. */
export function DreamTeam({ teams }: { teams: FantasyTeam[] }) {
  const shown = teams.filter((team) => team.players.length > 0);
  if (shown.length === 0) return null;
  return (
    <section id="dream11-team" className="fantasy-block dream-team" aria-labelledby="dream11-team-heading" tabIndex={-1}>
      <h2 id="dream11-team-heading" className="fantasy-block__heading">
        Dream11 Team For This Match
      </h2>
      <div className="dream-team__sheets">
        {shown.map((team, i) => (
          <TeamSheet key={i} team={team} index={i} />
        ))}
      </div>
    </section>
  );
}
