import { describe, expect, it } from 'vitest';
import { FAVOURITE_TEAMS_MAX } from '../../../shared/constants';
import type { FavouriteTeam } from '../../../shared/schemas/favourite-teams';
import { mergeFavourites, sameFavourites } from '../../../web/src/features/my-teams/merge-favourites';

const team = (id: number, alerts: FavouriteTeam['alerts'] = ['wicket', 'result']): FavouriteTeam => ({
  team_id: id,
  name: `Team ${id}`,
  short_name: `T${id}`,
  slug: `team-${id}`,
  alerts,
  muted: false,
});
const ids = (teams: FavouriteTeam[]) => teams.map((t) => t.team_id);

describe("a signed-in fan's teams", () => {
  it("are the device's, in its order and with its choices, then the profile's it has not got", () => {
    const device = [team(3, ['six']), team(1)];
    const profile = [team(1, ['result']), team(7), team(3)];
    const merged = mergeFavourites(device, profile);
    expect(ids(merged)).toEqual([3, 1, 7]);
    expect(merged[0]!.alerts).toEqual(['six']);
    expect(merged[1]!.alerts).toEqual(['wicket', 'result']);
  });

  it("are the profile's on a new device, and the device's with an empty profile", () => {
    expect(ids(mergeFavourites([], [team(4), team(2)]))).toEqual([4, 2]);
    expect(ids(mergeFavourites([team(4)], []))).toEqual([4]);
  });

  it(`are ${FAVOURITE_TEAMS_MAX} at most, the device's first`, () => {
    const device = Array.from({ length: FAVOURITE_TEAMS_MAX - 1 }, (_, i) => team(i + 1));
    const merged = mergeFavourites(device, [team(100), team(101)]);
    expect(ids(merged)).toEqual([...ids(device), 100]);
  });

  it('are the same list only with the same teams, order and choices', () => {
    expect(sameFavourites([team(1), team(2)], [team(1), team(2)])).toBe(true);
    expect(sameFavourites([team(1), team(2)], [team(2), team(1)])).toBe(false);
    expect(sameFavourites([team(1)], [team(1, ['four'])])).toBe(false);
  });
});
