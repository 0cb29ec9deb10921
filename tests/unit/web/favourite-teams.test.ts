import { beforeEach, describe, expect, it } from 'vitest';
import { FAVOURITE_TEAMS_MAX } from '../../../shared/constants';
import {
  alertingTeam,
  DEFAULT_ALERT_KINDS,
  favouriteTeams,
  moveFavourite,
  toggleFavourite,
  updateFavourite,
} from '../../../web/src/lib/favourite-teams';

const team = (id: number) => ({ team_id: id, name: `Team ${id}`, short_name: `T${id}`, slug: `team-${id}` });
const ids = () => favouriteTeams.getState().teams.map((t) => t.team_id);

describe("the fan's teams", () => {
  beforeEach(() => favouriteTeams.setState({ teams: [] }));

  it('follows a team last, alerting of wickets and results, and unfollows it', () => {
    toggleFavourite(team(1));
    toggleFavourite(team(2));
    expect(ids()).toEqual([1, 2]);
    expect(favouriteTeams.getState().teams[1]).toMatchObject({ alerts: DEFAULT_ALERT_KINDS, muted: false });
    toggleFavourite(team(1));
    expect(ids()).toEqual([2]);
  });

  it('moves a team up and down, and no further than the ends', () => {
    [1, 2, 3].forEach((id) => toggleFavourite(team(id)));
    moveFavourite(3, -1);
    expect(ids()).toEqual([1, 3, 2]);
    moveFavourite(1, -1);
    moveFavourite(2, 1);
    expect(ids()).toEqual([1, 3, 2]);
  });

  it(`follows ${FAVOURITE_TEAMS_MAX} teams at most`, () => {
    for (let id = 1; id <= FAVOURITE_TEAMS_MAX; id++) expect(toggleFavourite(team(id))).toBe(true);
    expect(toggleFavourite(team(999))).toBe(false);
    expect(ids()).toHaveLength(FAVOURITE_TEAMS_MAX);
  });

  it("alerts of a match's moment when one of its teams is followed, for that moment, unmuted", () => {
    toggleFavourite(team(1));
    expect(alertingTeam([1, 2], 'wicket')?.team_id).toBe(1);
    expect(alertingTeam([1, 2], 'six')).toBeNull();
    expect(alertingTeam([3, 4], 'wicket')).toBeNull();
    updateFavourite(1, { alerts: ['six'] });
    expect(alertingTeam([2, 1], 'six')?.team_id).toBe(1);
    updateFavourite(1, { muted: true });
    expect(alertingTeam([1, 2], 'six')).toBeNull();
  });
});
