// A side's squad by role, with photos and links to player pages: a team's Players tab and a
// series' Teams and Squad tab both show it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerHref } from '../../../../shared/format/player-path';
import { dataEnvelope } from '../../../../shared/schemas/envelope';
import { TeamPlayersSchema, type TeamPlayers as Squad } from '../../../../shared/schemas/team';
import { apiGet } from '../../lib/api-client';
import { EmptyState } from '../page/empty-state';
import { ErrorState } from '../page/error-state';
import { LoadingState } from '../page/loading-state';
import { PlayerTile } from './player-tile';

export function teamPlayersQuery(id: number) {
  return queryOptions({
    queryKey: ['teams', id, 'players'],
    queryFn: (context) => apiGet(`/v1/teams/${id}/players`, dataEnvelope(TeamPlayersSchema), context).then((r) => r.data),
  });
}

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

/** The squad by role; each role shows its own empty message. Headings are h2 unless told otherwise. */
export function TeamSquad({ teamId, headingLevel = 2 }: { teamId: number; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const squad = useQuery(teamPlayersQuery(teamId));
  if (squad.isPending) return <LoadingState />;
  if (squad.isError) return <ErrorState onRetry={() => void squad.refetch()} />;
  return (
    <div className="team-squad">
      {GROUPS.map((group) => {
        const players = squad.data[group.key];
        return (
          <section key={group.key} aria-labelledby={`squad-${group.key}`}>
            <Heading id={`squad-${group.key}`}>{group.title}</Heading>
            {players.length === 0 ? (
              <EmptyState message={group.empty} />
            ) : (
              <ul className="team-players">
                {players.map((player) => (
                  <li key={player.pid ?? player.name}>
                    <PlayerTile
                      name={player.name}
                      photo={player.thumb_url}
                      note={[roleLabel(player.playing_role), player.is_international ? 'International' : null].filter(Boolean).join(' · ')}
                      href={playerHref(player)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
