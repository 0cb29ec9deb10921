// Who and what an article is about: real teams, players, series and venues from the world, so that
// names in headlines match the schedule, squads and scorecards the site shows elsewhere.
import type { Rng } from '../rng';
import { DAY_MS } from '../world/dates';
import type { SimPlayer, SimSeries, SimTeam, SimVenue, World } from '../world/types';
import { worldExtras } from '../world/world';

export interface Subject {
  series: SimSeries | null;
  teamA: SimTeam;
  teamB: SimTeam;
  player: SimPlayer;
  otherPlayer: SimPlayer;
  venue: SimVenue | null;
}

export function dateMs(ymd: string): number {
  return Date.parse(`${ymd}T00:00:00Z`);
}

/**
 * Series running near `atMs` are far likelier subjects than recent ones, and series months ahead
 * are rare: a newsroom writes about what is on.
 */
function pickSeries(world: World, rng: Rng, atMs: number): SimSeries | null {
  const usable = world.series.filter((s) => s.team_ids.filter((id) => world.team(id)).length >= 2);
  if (usable.length === 0) return null;
  const weights = usable.map((s) => {
    const start = dateMs(s.date_start);
    const end = dateMs(s.date_end);
    if (start <= atMs + 14 * DAY_MS && end >= atMs - 14 * DAY_MS) return 12;
    if (end < atMs && end >= atMs - 120 * DAY_MS) return 2;
    return start > atMs && start <= atMs + 60 * DAY_MS ? 1 : 0.05;
  });
  return rng.weighted(usable, weights);
}

/**
 * The grounds a series plays at, from its own fixture list, which does not change with the clock:
 * articles must not depend on when they were generated.
 */
function seriesVenues(world: World, series: SimSeries): SimVenue[] {
  return worldExtras(world)
    .seriesFixtures(series.cid)
    .map((f) => f.venue);
}

/** A ground the series actually plays at, when the calendar says. */
function seriesVenue(world: World, rng: Rng, series: SimSeries | null): SimVenue | null {
  const played = series ? seriesVenues(world, series) : [];
  if (played.length > 0) return rng.pick(played);
  return world.venues.length > 0 ? rng.pick(world.venues) : null;
}

function pickPlayer(rng: Rng, team: SimTeam, avoid?: SimPlayer): SimPlayer {
  // The first eleven are the names readers know; squad players appear now and then.
  const pool = team.players.slice(0, rng.chance(0.85) ? 11 : team.players.length).filter((p) => p !== avoid);
  if (pool.length === 0) throw new Error(`team ${team.team_id} has no players`);
  return rng.pick(pool);
}

export function pickSubject(world: World, rng: Rng, atMs: number): Subject {
  const series = pickSeries(world, rng, atMs);
  const teams = series
    ? series.team_ids.map((id) => world.team(id)).filter((t): t is SimTeam => t !== undefined)
    : world.teams.filter((t) => t.players.length > 0);
  const [teamA, teamB] = rng.shuffle(teams);
  if (!teamA || !teamB) throw new Error('the world needs at least two teams with players');
  return subjectFor(world, rng, series, teamA, teamB);
}

/** A subject for a known pairing, e.g. the two sides of a fixture. */
export function subjectFor(world: World, rng: Rng, series: SimSeries | null, teamA: SimTeam, teamB: SimTeam, venue?: SimVenue): Subject {
  const player = pickPlayer(rng, teamA);
  const otherPlayer = pickPlayer(rng, rng.chance(0.5) ? teamB : teamA, player);
  return {
    series,
    teamA,
    teamB,
    player,
    otherPlayer,
    venue: venue ?? seriesVenue(world, rng, series),
  };
}

/** The news category a subject naturally falls in. */
export function naturalCategory(s: Subject): string {
  return (s.series && seriesCategory(s.series)) ?? (s.teamA.country === 'India' || s.teamB.country === 'India' ? 'india' : 'international');
}

/** The category a series files its news under, or null for an international series (filed by its teams). */
export function seriesCategory(series: SimSeries): string | null {
  const title = series.title.toLowerCase();
  if (title.includes('world cup') && title.includes('t20')) return 't20-world-cup';
  switch (series.category) {
    case 'women':
      return 'womens-cricket';
    case 'domestic':
      return 'domestic';
    case 'league':
      return title.includes('indian premier league') || title.includes('ipl') ? 'ipl-2025' : 'franchise-leagues';
    default:
      return null;
  }
}
