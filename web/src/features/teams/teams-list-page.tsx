import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TeamListItem } from '../../../../shared/schemas/team';
import { useEffect, useState } from 'react';
import { Link } from '../../components/link';
import { TEAM_SEARCH_DEBOUNCE_MS, TEAM_SEARCH_MAX_LENGTH, TEAMS_SEE_MORE_AT } from '../../../../shared/constants';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { PageFrame } from '../../components/page/page-frame';
import { FavouriteStar } from '../my-teams/favourite-star';
import { teamIdOf } from './team-params';
import { teamListQuery } from './teams-api';
import './teams.css';

/** The search text once typing has paused, so each keystroke does not become a request. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** /teams: searchable list of sides, 20 at a time. */
export function TeamsListPage() {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), TEAM_SEARCH_DEBOUNCE_MS);
  const teams = useInfiniteQuery({ ...teamListQuery(search), placeholderData: keepPreviousData });

  const list = teams.data?.pages.flatMap((page) => page.data) ?? [];
  const lastPage = teams.data?.pages.at(-1);
  // The spec shows See More only once a page came back full (20 or more) and more pages exist.
  const showSeeMore = teams.hasNextPage && (lastPage?.data.length ?? 0) >= TEAMS_SEE_MORE_AT;

  return (
    <PageFrame title="Cricket Teams" crumbs={[{ label: 'Teams' }]} className="teams" badge={<Link to="/my-teams" className="teams-mine">My Teams</Link>}>
      <label className="teams-search">
        <span className="teams-visually-hidden">Search teams</span>
        <input
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="Search teams"
          maxLength={TEAM_SEARCH_MAX_LENGTH}
          autoComplete="off"
        />
      </label>
      {teams.isPending ? (
        <LoadingState />
      ) : teams.isError ? (
        <ErrorState onRetry={() => void teams.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState message="No data available..." />
      ) : (
        <ul className="teams-grid" aria-busy={teams.isPlaceholderData}>
          {list.map((team) => (
            <li key={team.slug} className="teams-grid__item">
              <Link to={`/teams/${team.slug}/home`} className="teams-card">
                {team.logo ? <img src={team.logo} alt="" width={48} height={48} loading="lazy" /> : <span className="teams-logo" />}
                <span className="teams-card__name">{team.name}</span>
                {team.short_nname && <span className="teams-card__short">{team.short_nname}</span>}
              </Link>
              <TeamStar team={team} />
            </li>
          ))}
        </ul>
      )}
      {showSeeMore && (
        <button type="button" className="page-button page-button--more" onClick={() => void teams.fetchNextPage()} disabled={teams.isFetchingNextPage}>
          {teams.isFetchingNextPage ? 'Loading ....' : 'See More'}
        </button>
      )}
    </PageFrame>
  );
}

/** A row's star: a row whose slug names no team id cannot be followed. */
function TeamStar({ team }: { team: TeamListItem }) {
  const id = team.team_id ?? teamIdOf(team.slug);
  if (id === null) return null;
  return <FavouriteStar compact team={{ team_id: id, name: team.name, short_name: team.short_nname ?? team.name, slug: team.slug, logo: team.logo ?? undefined }} />;
}
