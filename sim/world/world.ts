// The generated world: sides and squads, venues, series and fixtures, built once from the seed and
// the year of `nowMs`. Only the calendar year is read from `nowMs`, so two simulators started on
// different days of one year with the same seed have the same world.
import { scriptEndSlot } from '../live/ball-script';
import { type Calendar, type SeriesLayout, buildCalendar } from './calendar';
import { utcYear } from './dates';
import { LiveSlots, ROLLING_CID_BASE, SLOT_ID_BASE } from './live-slots';
import { NameBook, buildTeam } from './squads';
import { TEAM_DEFS } from './team-table';
import type { SimConfig, SimFixture, SimPlayer, SimSeries, SimTeam, World } from './types';
import { VENUES } from './venues';

/** What routes of this module need beside the World contract; kept off the shared type. */
export interface WorldExtras {
  year: number;
  layout(cid: number): SeriesLayout | undefined;
  /** The fixtures of one series, by start: a calendar series' or a rolling series' own list. */
  seriesFixtures(cid: number): SimFixture[];
  isSlot(matchId: number): boolean;
}

const extras = new WeakMap<World, WorldExtras>();

export function worldExtras(world: World): WorldExtras {
  const found = extras.get(world);
  if (!found) throw new Error('world was not built by buildWorld');
  return found;
}

/** A knockout's name ('Final', 'Qualifier 1', '1st Semi-Final'), or undefined for a league game. */
export function fixtureStage(world: World, fixture: SimFixture): string | undefined {
  // Rolling slots play in series without knockouts; the guard keeps that true whatever the number.
  if (fixture.match_id >= SLOT_ID_BASE) return undefined;
  return extras.get(world)?.layout(fixture.cid)?.stageNames.get(fixture.match_number);
}

/** Index of the first fixture starting at or after `ms` (fixtures sorted by start). */
function lowerBound(fixtures: readonly SimFixture[], ms: number): number {
  let lo = 0;
  let hi = fixtures.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((fixtures[mid]?.startMs ?? Infinity) < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Builds the world. `clock` tells the rolling slots what time it is: finished slots leave the
 * lists (not the id lookup) soon after they end, or every day would carry hundreds of them.
 */
export function buildWorld(config: SimConfig, nowMs: number, clock: () => number = () => nowMs): World {
  const year = utcYear(nowMs);
  const book = new NameBook();
  const teams: SimTeam[] = TEAM_DEFS.map((def) => buildTeam(config.seed, def, book));
  const teamById = new Map(teams.map((t) => [t.team_id, t]));
  const playerById = new Map<number, SimPlayer>();
  for (const t of teams) for (const p of t.players) playerById.set(p.pid, p);

  const calendar: Calendar = buildCalendar(config.seed, year);
  const seriesById = new Map<number, SimSeries>(calendar.series.map((s) => [s.cid, s]));
  const fixtureById = new Map<number, SimFixture>(calendar.fixtures.map((f) => [f.match_id, f]));
  const bySeries = new Map<number, SimFixture[]>();
  for (const f of calendar.fixtures) {
    const list = bySeries.get(f.cid) ?? [];
    list.push(f);
    bySeries.set(f.cid, list);
  }
  // Rolling slots start each match as the last one of its lane ends: they need the scripts' lengths.
  const slots = new LiveSlots(config, calendar, (fixture) => scriptEndSlot(world, fixture) + 1);

  const world: World = {
    config,
    teams,
    series: calendar.series,
    venues: VENUES,
    team: (teamId) => teamById.get(teamId),
    player: (pid) => playerById.get(pid),
    seriesById: (cid) => (cid >= ROLLING_CID_BASE ? slots.series(cid - ROLLING_CID_BASE)?.series : seriesById.get(cid)),
    fixturesBetween(fromMs, toMs) {
      const fixed = calendar.fixtures.slice(lowerBound(calendar.fixtures, fromMs), lowerBound(calendar.fixtures, toMs));
      const rolling = slots.between(fromMs, toMs, clock());
      if (rolling.length === 0) return fixed;
      return [...fixed, ...rolling].sort((a, b) => a.startMs - b.startMs || a.match_id - b.match_id);
    },
    fixture(matchId) {
      if (matchId >= SLOT_ID_BASE) return slots.fixture(matchId - SLOT_ID_BASE);
      return fixtureById.get(matchId);
    },
  };
  extras.set(world, {
    year,
    layout: (cid) => calendar.layouts.get(cid),
    seriesFixtures: (cid) => (cid >= ROLLING_CID_BASE ? (slots.series(cid - ROLLING_CID_BASE)?.fixtures ?? []) : (bySeries.get(cid) ?? [])),
    isSlot: (matchId) => matchId >= SLOT_ID_BASE,
  });
  return world;
}
