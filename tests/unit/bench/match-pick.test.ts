// The bench's choice of a live match: one with more play left than the scenario needs, by the
// simulator's own world and clock, a T20 and the newest first; a clear failure when none has enough.
import { describe, expect, it } from 'vitest';
import { type LiveMatch, pickPlayable, simPlayLeft } from '../../../bench/match-pick';
import { createSimApp } from '../../../sim/app';
import { matchEndMs, matchStatus } from '../../../sim/live/match-view';
import { DAY_MS } from '../../../sim/world/dates';
import type { World } from '../../../sim/world/types';
import { PINNED } from '../sim/sim-harness';

const MIN_MS = 60_000;

function liveAt(world: World, now: number): LiveMatch[] {
  return world
    .fixturesBetween(now - DAY_MS, now + 1)
    .filter((f) => matchStatus(world, f, now) === 'Live')
    .map((f) => ({ id: f.match_id, format: f.format, startUtc: new Date(f.startMs).toISOString() }));
}

function pinnedSim() {
  return createSimApp({ secret: 's', publicUrl: 'http://sim.test', now: PINNED });
}

describe('the bench picking a live match', () => {
  it('picks the newest T20 among the matches with more play left than asked', () => {
    const sim = pinnedSim();
    const now = sim.clock.now();
    const live = liveAt(sim.world, now);
    const left = (m: LiveMatch) => matchEndMs(sim.world, sim.world.fixture(m.id)!) - now;
    const pick = pickPlayable(live, simPlayLeft(sim), MIN_MS);
    expect(pick.playLeftMs).toBe(left(pick));
    expect(pick.playLeftMs).toBeGreaterThan(MIN_MS);
    const rivals = live.filter((m) => m.id !== pick.id && left(m) > MIN_MS);
    if (rivals.some((m) => /T20/.test(m.format))) expect(pick.format).toMatch(/T20/);
    for (const m of rivals.filter((m) => /T20/.test(m.format) === /T20/.test(pick.format))) expect(m.startUtc <= pick.startUtc).toBe(true);
  });

  it('passes over a match about to end, and says so when it is the only one', () => {
    const sim = pinnedSim();
    const first = liveAt(sim.world, sim.clock.now())
      .map((m) => ({ ...m, endMs: matchEndMs(sim.world, sim.world.fixture(m.id)!) }))
      .sort((a, b) => a.endMs - b.endMs)[0]!;
    sim.clock.pin(first.endMs - MIN_MS / 2);
    const live = liveAt(sim.world, sim.clock.now());
    expect(live.map((m) => m.id)).toContain(first.id);
    expect(pickPlayable(live, simPlayLeft(sim), MIN_MS).id).not.toBe(first.id);
    expect(() => pickPlayable([first], simPlayLeft(sim), MIN_MS)).toThrow(
      `no live match has more than 60 s of play left; live: ${first.id} (30 s)`,
    );
  });

  it('fails clearly when no live match has enough play left', () => {
    const sim = pinnedSim();
    const now = sim.clock.now();
    const live = liveAt(sim.world, now);
    const most = Math.max(...live.map((m) => matchEndMs(sim.world, sim.world.fixture(m.id)!) - now));
    expect(() => pickPlayable(live, simPlayLeft(sim), most)).toThrow(
      /^no live match has more than \d+ s of play left; live: \d+ \(\d+ s\)/,
    );
    expect(() => pickPlayable([], simPlayLeft(sim), MIN_MS)).toThrow('live: none');
  });
});
