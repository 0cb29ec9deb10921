import { describe, expect, it } from 'vitest';
import { FAVOURITE_TEAMS_MAX } from '../../../shared/constants';
import { favouritesCookieValue, favouritesFirst, isFavouriteMatch, matchTeamsValue, parseFavouritesCookie } from '../../../shared/favourite-marks';

describe("the fan's teams' cookie", () => {
  it('carries the ids it was written with, in their order', () => {
    expect(parseFavouritesCookie(favouritesCookieValue([25, 7, 1_234_567]))).toEqual([25, 7, 1_234_567]);
    expect(parseFavouritesCookie(favouritesCookieValue([]))).toEqual([]);
  });

  it.each([
    ['absent', undefined],
    ['a word', 'india'],
    ['a zero id', '0.25'],
    ['a negative id', '-4'],
    ['an empty part', '25..31'],
    ['a trailing dot', '25.'],
    ['a fraction', '2.5e3'],
    ['too long an id', '12345678901'],
    ['markup', '25"><script>'],
  ])('names no team when it is %s', (_, value) => {
    expect(parseFavouritesCookie(value)).toEqual([]);
  });

  it('names no team when it holds more than the fan may follow, and each id once', () => {
    const ids = Array.from({ length: FAVOURITE_TEAMS_MAX + 1 }, (_, i) => i + 1);
    expect(parseFavouritesCookie(favouritesCookieValue(ids))).toEqual([]);
    expect(parseFavouritesCookie('25.25.31')).toEqual([25, 31]);
  });
});

describe("the fan's matches", () => {
  const mine = new Set([25]);
  const matches = [
    { id: 1, teams: [3, 4] },
    { id: 2, teams: [4, 25] },
    { id: 3, teams: [5, 6] },
    { id: 4, teams: [25, 9] },
  ];
  const teamsOf = (m: (typeof matches)[number]) => m.teams;

  it('are those with one of the teams, on either side', () => {
    expect(matches.filter((m) => isFavouriteMatch(m.teams, mine)).map((m) => m.id)).toEqual([2, 4]);
    expect(matchTeamsValue([4, 25])).toBe('4 25');
  });

  it('come first, each part in the order it came, as CSS order puts them', () => {
    expect(favouritesFirst(matches, teamsOf, mine).map((m) => m.id)).toEqual([2, 4, 1, 3]);
    expect(favouritesFirst(matches, teamsOf, new Set()).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(favouritesFirst(matches, teamsOf, new Set([99])).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});
