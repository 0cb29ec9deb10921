import type { MatchDetail, SquadPlayer } from '../../../../shared/schemas/scorecard';
import { EmptyState } from '../../components/page/empty-state';

function PlayerList({ title, players }: { title: string; players: SquadPlayer[] }) {
  return (
    <section className="squad" aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {players.map((player) => (
          <li key={player.pid}>
            {player.name}
            {player.captain && ' (c)'}
            {player.wicketkeeper && ' (wk)'}
            {player.role_str && <small className="page-muted"> · {player.role_str}</small>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Playing11 (named at the toss) or the full squads, side by side. */
export function SquadsPanel({ match, which }: { match: MatchDetail; which: 'playing11' | 'squads' }) {
  const sides = which === 'playing11' ? match.info.playing11 : match.info.squads;
  if (!sides || (sides.teama.length === 0 && sides.teamb.length === 0)) return <EmptyState message="No data available..." />;
  return (
    <div className="squads">
      <PlayerList title={match.teama.name} players={sides.teama} />
      <PlayerList title={match.teamb.name} players={sides.teamb} />
    </div>
  );
}
