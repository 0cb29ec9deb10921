import { isFavouriteMatch } from '../../../../shared/favourite-marks';
import type { Match } from '../../../../shared/schemas/match';
import { Link } from '../../components/link';
import { useFavouriteTeamIds } from '../../lib/favourite-teams';
import { teamIdsOf } from './favourite-matches';

/**
 * The schedule's 'My Teams' filter: a chip that leaves only the matches of the fan's teams. Off until
 * the fan taps it, so the page the edge sends (every fan's) lists every match.
 */
export function MyTeamsChip({ on, onToggle }: { on: boolean; onToggle: (on: boolean) => void }) {
  return (
    <div className="chip-row my-teams-chip" role="group" aria-label="Teams">
      <button type="button" className="chip" aria-pressed={on} onClick={() => onToggle(!on)}>
        <span aria-hidden="true">★ </span>My Teams
      </button>
    </div>
  );
}

/** A filter of matches by the fan's teams: all of them while `on` is false. */
export function useMyTeamsFilter(on: boolean): { keep: (match: Match) => boolean; following: boolean } {
  const favourites = useFavouriteTeamIds();
  return {
    keep: (match) => !on || isFavouriteMatch(teamIdsOf(match), favourites),
    following: favourites.size > 0,
  };
}

/** What the filter says when it leaves nothing: the fan follows no team yet, or `none`. */
export function MyTeamsEmpty({ following, none }: { following: boolean; none: string }) {
  return (
    <p className="page-state page-state--empty">
      {following ? (
        none
      ) : (
        <>
          You follow no team yet. <Link to="/teams">Star your teams</Link> to see their matches here.
        </>
      )}
    </p>
  );
}
