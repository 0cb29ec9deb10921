// The fan's matches marked in the page the edge sends (shared/favourite-marks.ts): each element of a
// match of one of the fan's teams gets the mark's class, which puts it first in its list and stars it.
// After the render and its cache, per response: the render is every fan's, the marks this one's.
import { FAVOURITE_MARK_CLASS, isFavouriteMatch, MATCH_TEAMS_ATTRIBUTE } from '../../../shared/favourite-marks';

export function markFavourites(page: Response, teamIds: readonly number[]): Response {
  const favourites = new Set(teamIds);
  return new HTMLRewriter()
    .on(`[${MATCH_TEAMS_ATTRIBUTE}]`, {
      element(element) {
        const teams = (element.getAttribute(MATCH_TEAMS_ATTRIBUTE) ?? '').split(' ').map(Number);
        if (!isFavouriteMatch(teams, favourites)) return;
        const classes = element.getAttribute('class');
        element.setAttribute('class', classes ? `${classes} ${FAVOURITE_MARK_CLASS}` : FAVOURITE_MARK_CLASS);
      },
    })
    .transform(page);
}
