// A match list with the fan's teams' matches first and marked (shared/favourite-marks.ts says how the
// edge's page and the browser's hydration of it agree).
import { useMemo } from 'react';
import { FAVOURITE_MARK_CLASS, favouritesFirst, isFavouriteMatch, MATCH_TEAMS_ATTRIBUTE, matchTeamsValue } from '../../../../shared/favourite-marks';
import type { Match } from '../../../../shared/schemas/match';
import { useFavouriteTeamIds } from '../../lib/favourite-teams';
import { useHydrated } from '../../lib/use-hydrated';

/** A match's two teams' ids. */
export const teamIdsOf = (match: Match) => [match.teama.team_id, match.teamb.team_id];

/** The attribute a match's list item carries, by which the edge marks it. */
export const teamsAttribute = (match: Match) => ({ [MATCH_TEAMS_ATTRIBUTE]: matchTeamsValue(teamIdsOf(match)) });

/**
 * `matches` with the fan's teams' first, and `markOf`, the class that marks one of them (with its
 * leading space, or ''): the mark puts it first by CSS and stars it. The served page is marked by the
 * edge and keeps its order while the browser hydrates it; the order follows in the DOM after, where
 * the marks had already put them.
 */
export function useFavouriteMatches(matches: Match[]): { ordered: Match[]; markOf: (match: Match) => string } {
  const favourites = useFavouriteTeamIds();
  const hydrated = useHydrated();
  return useMemo(
    () => ({
      ordered: hydrated ? favouritesFirst(matches, teamIdsOf, favourites) : matches,
      markOf: (match: Match) => (isFavouriteMatch(teamIdsOf(match), favourites) ? ` ${FAVOURITE_MARK_CLASS}` : ''),
    }),
    [matches, favourites, hydrated],
  );
}
