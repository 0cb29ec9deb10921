// Match lists cut from the world for the schedule, team and fantasy routes. Statuses and wire
// objects come from the live engine, so every list agrees with the match centre.
import { formatRules, maxMatchSlots } from '../live/format-rules';
import { type MatchStatusName, matchStatus, matchSummary } from '../live/match-view';
import { DAY_MS } from './dates';
import type { MatchFormat, SimFixture, World } from './types';
import { scheduleDay } from './wire';

const FORMATS: MatchFormat[] = ['T20', 'T20I', 'ODI', 'TEST', 'T10', 'Women T20', 'Women ODI', 'First Class'];

/** Longer than any match can last on this clock: a match that started earlier is surely over. */
export function longestMatchMs(world: World): number {
  return Math.max(...FORMATS.map((f) => maxMatchSlots(formatRules(f)))) * world.config.ballMs;
}

export function liveFixtures(world: World, nowMs: number): SimFixture[] {
  return world
    .fixturesBetween(nowMs - longestMatchMs(world), nowMs + 1)
    .filter((f) => matchStatus(world, f, nowMs) === 'Live');
}

/** Played or called off: what the results tab and a team's recent matches show. */
export function isResult(status: MatchStatusName, fixture: SimFixture, nowMs: number): boolean {
  return status === 'Completed' || (status === 'Cancelled' && fixture.startMs <= nowMs);
}

/** Yet to start: what the upcoming tab shows (a match called off in advance included). */
export function isUpcoming(status: MatchStatusName, fixture: SimFixture, nowMs: number): boolean {
  return status === 'Scheduled' || (status === 'Cancelled' && fixture.startMs > nowMs);
}

/** Wire matches keyed by their UTC day, days in the order the fixtures come in. */
export function groupByDay(world: World, fixtures: readonly SimFixture[], nowMs: number): Record<string, Record<string, unknown>[]> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const f of fixtures) {
    const day = scheduleDay(f.startMs);
    (out[day] ??= []).push(matchSummary(world, f, nowMs));
  }
  return out;
}

/** Distinct formats of the fixtures, for the format filter chips. */
export function gameFormats(fixtures: readonly SimFixture[]): string[] {
  return [...new Set(fixtures.map((f) => f.format))];
}

/**
 * A side's matches walking back from now (or forward), window by window, until `limit` match
 * `keep`; the walk stops after two years, past the end of the calendar.
 */
export function teamFixtures(
  world: World,
  teamId: number,
  nowMs: number,
  direction: 'past' | 'future',
  limit: number,
  keep: (status: MatchStatusName, fixture: SimFixture) => boolean,
): SimFixture[] {
  const windowMs = 60 * DAY_MS;
  const found: SimFixture[] = [];
  const reach = longestMatchMs(world);
  for (let step = 0; step * windowMs < 730 * DAY_MS && found.length < limit; step++) {
    const from = direction === 'past' ? nowMs - (step + 1) * windowMs : nowMs - reach + step * windowMs;
    const to = direction === 'past' ? nowMs - step * windowMs + 1 : nowMs - reach + (step + 1) * windowMs;
    const batch = world
      .fixturesBetween(from, to)
      .filter((f) => (f.teama_id === teamId || f.teamb_id === teamId) && keep(matchStatus(world, f, nowMs), f));
    if (direction === 'past') batch.reverse();
    found.push(...batch);
  }
  return found.slice(0, limit);
}
