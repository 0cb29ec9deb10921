import { FAVOURITE_TEAMS_MAX } from '../../../../shared/constants';
import { Icon } from '../../components/icon';
import { toast } from '../../components/toasts';
import { toggleFavourite, useFavouriteTeams, type TeamToStar } from '../../lib/favourite-teams';
import './my-teams.css';

/**
 * Follows or unfollows a team ('My teams'). A toggle button: its name stays 'Follow {team}', its
 * pressed state says whether the fan does. Drawn unpressed at the edge and while the page hydrates
 * (the fan's teams are on the device only), so only its fill changes then, never its size.
 */
export function FavouriteStar({ team, compact = false }: { team: TeamToStar; compact?: boolean }) {
  const following = useFavouriteTeams().some((t) => t.team_id === team.team_id);
  const toggle = () => {
    if (!toggleFavourite(team)) toast.error(`You can follow up to ${FAVOURITE_TEAMS_MAX} teams. Remove one in My Teams first.`);
  };
  return (
    <button
      type="button"
      className={`favourite-star${compact ? ' favourite-star--compact' : ''}`}
      aria-pressed={following}
      aria-label={`Follow ${team.name}`}
      onClick={toggle}
    >
      <Icon name="star" size={compact ? 18 : 20} />
      {!compact && <span aria-hidden="true">{following ? 'Following' : 'Follow'}</span>}
    </button>
  );
}
