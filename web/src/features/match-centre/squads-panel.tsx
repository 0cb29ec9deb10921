import { playerHref } from '../../../../shared/format/player-path';
import type { MatchDetail, SquadPlayer } from '../../../../shared/schemas/scorecard';
import { EmptyState } from '../../components/page/empty-state';
import { PlayerTile } from '../../components/squad/player-tile';

/** Roles as Entity Sport codes them, in the order a team sheet reads; anything else goes last. */
const ROLES: { key: string; title: string }[] = [
  { key: 'bat', title: 'Batters' },
  { key: 'all', title: 'All Rounders' },
  { key: 'wk', title: 'Wicket Keepers' },
  { key: 'bowl', title: 'Bowlers' },
];

function byRole(players: SquadPlayer[]): { title: string; players: SquadPlayer[] }[] {
  const known = new Set(ROLES.map((r) => r.key));
  const groups = ROLES.map((role) => ({ title: role.title, players: players.filter((p) => p.role?.toLowerCase() === role.key) }));
  const other = players.filter((p) => !known.has(p.role?.toLowerCase() ?? ''));
  return [...groups, { title: 'Others', players: other }].filter((g) => g.players.length > 0);
}

function Side({ title, players }: { title: string; players: SquadPlayer[] }) {
  return (
    <section className="squad" aria-label={title}>
      <h3>{title}</h3>
      {byRole(players).map((group) => (
        <div key={group.title} className="squad__role">
          <h4>{group.title}</h4>
          <ul className="team-players">
            {group.players.map((player) => (
              <li key={player.pid}>
                <PlayerTile
                  name={player.name}
                  marks={
                    <>
                      {player.captain && <abbr title="Captain"> (c)</abbr>}
                      {player.wicketkeeper && <abbr title="Wicket keeper"> (wk)</abbr>}
                    </>
                  }
                  note={player.role_str ?? undefined}
                  photo={player.thumb_url}
                  href={playerHref({ pid: player.pid, name: player.name })}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** Playing11 (named at the toss) or the full squads: each side by role, with photos and player links. */
export function SquadsPanel({ match, which }: { match: MatchDetail; which: 'playing11' | 'squads' }) {
  const sides = which === 'playing11' ? match.info.playing11 : match.info.squads;
  if (!sides || (sides.teama.length === 0 && sides.teamb.length === 0)) return <EmptyState message="No data available..." />;
  return (
    <div className="squads">
      <Side title={match.teama.name} players={sides.teama} />
      <Side title={match.teamb.name} players={sides.teamb} />
    </div>
  );
}
