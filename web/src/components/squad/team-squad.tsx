import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { TeamPlayer, TeamPlayers as Squad } from '../../../../shared/schemas/team';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { teamPlayersQuery } from './teams-api';

const GROUPS: { key: keyof Pick<Squad, 'bat' | 'all' | 'wk' | 'bowl'>; title: string; empty: string }[] = [
  { key: 'bat', title: 'Batters', empty: 'No batters data available' },
  { key: 'all', title: 'All Rounders', empty: 'No all rounders data available' },
  { key: 'wk', title: 'Wicket Keepers', empty: 'No wicket keepers data available' },
  { key: 'bowl', title: 'Bowlers', empty: 'No bowlers data available' },
];

// Entity Sport writes roles as codes; anything else is shown as sent.
const ROLE_LABELS: Record<string, string> = { bat: 'Batter', bowl: 'Bowler', all: 'All Rounder', wk: 'Wicket Keeper' };

function roleLabel(role: string | null | undefined): string | null {
  if (!role) return null;
  return ROLE_LABELS[role.toLowerCase()] ?? role;
}

function playerHref(player: TeamPlayer): string | null {
  if (!player.pid) return null;
  return `/players-details/${player.slug ?? 'player'}-${player.pid}/overview`;
}

/** The squad by role; each role shows its own empty message. */
export function TeamPlayers({ teamId }: { teamId: number }) {
  const squad = useQuery(teamPlayersQuery(teamId));
  if (squad.isPending) return <LoadingState />;
  if (squad.isError) return <ErrorState onRetry={() => void squad.refetch()} />;
  return (
    <div className="team-squad">
      {GROUPS.map((group) => {
        const players = squad.data[group.key];
        return (
          <section key={group.key} aria-labelledby={`squad-${group.key}`}>
            <h2 id={`squad-${group.key}`}>{group.title}</h2>
            {players.length === 0 ? (
              <EmptyState message={group.empty} />
            ) : (
              <ul className="team-players">
                {players.map((player) => {
                  const href = playerHref(player);
                  const inner = (
                    <>
                      {player.thumb_url ? <img src={player.thumb_url} alt="" width={44} height={44} loading="lazy" /> : <span className="teams-logo" />}
                      <span>
                        <span className="team-player__name">{player.name}</span>
                        <span className="teams-note teams-note--tight">
                          {[roleLabel(player.playing_role), player.is_international ? 'International' : null].filter(Boolean).join(' · ')}
                        </span>
                      </span>
                    </>
                  );
                  return (
                    <li key={player.pid ?? player.name}>
                      {href ? (
                        <Link to={href} className="team-player">
                          {inner}
                        </Link>
                      ) : (
                        <div className="team-player">{inner}</div>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
