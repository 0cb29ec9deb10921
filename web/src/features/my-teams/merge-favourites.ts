import { FAVOURITE_TEAMS_MAX } from '../../../../shared/constants';
import type { FavouriteTeam } from '../../../../shared/schemas/favourite-teams';

/**
 * The fan's teams once they sign in on a device: the device's, in their order and with their choices,
 * then those of the profile the device has not got, in the profile's order, up to FAVOURITE_TEAMS_MAX.
 * A team starred on either side is kept while there is room.
 */
export function mergeFavourites(device: readonly FavouriteTeam[], profile: readonly FavouriteTeam[]): FavouriteTeam[] {
  const onDevice = new Set(device.map((team) => team.team_id));
  return [...device, ...profile.filter((team) => !onDevice.has(team.team_id))].slice(0, FAVOURITE_TEAMS_MAX);
}

/** Whether two lists are the same teams, in the same order, with the same choices. */
export const sameFavourites = (a: readonly FavouriteTeam[], b: readonly FavouriteTeam[]): boolean => JSON.stringify(a) === JSON.stringify(b);
