// Rolling live slots: fixtures anchored to the clock rather than the calendar, so that at every
// moment several matches are in play. Matches last minutes on the accelerated clock; the calendar
// alone would leave most moments with nothing live.
//
// Four lanes (slot-lanes.ts): lanes 0-2 play T20s back to back, so each always has one in play and
// at least three are live at every moment, for any ballMs; lane 3 adds variety (T10s, ODIs, now and
// then a Test) and is not counted on. Lane 0 plays a franchise league or men's tournament, lane 1 men's
// internationals, lane 2 women's T20 (slot-pools.ts), each avoiding the sides of the lanes built before
// it and of calendar fixtures, so that no side is in two matches at once. Everything is derived from
// the seed and the slot number: id = SLOT_ID_BASE + n, and n names its lane, epoch and place in it.
// Each epoch of a lane plays short series of its own (rolling-series.ts), named the same way:
// cid = ROLLING_CID_BASE + n, n naming the lane, the epoch and the series' place among its series.
import type { Calendar } from './calendar';
import { CalendarBusy } from './slot-busy';
import { ROLLING_CID_BASE, type RollingSeries } from './rolling-series';
import { LANES, LaneChains, type LengthOf, PERIOD_BALLS, SLOT_ID_BASE, decodeSlot } from './slot-lanes';
import { SlotPools } from './slot-pools';
import type { MatchFormat, SimConfig, SimFixture } from './types';

export { LANES, ROLLING_CID_BASE, SLOT_ID_BASE };

type Family = 't20' | 't10' | 'odi' | 'test';
const FAMILY: Record<MatchFormat, Family> = {
  T20: 't20',
  T20I: 't20',
  'Women T20': 't20',
  T10: 't10',
  ODI: 'odi',
  'Women ODI': 'odi',
  TEST: 'test',
  'First Class': 'test',
};

/** How long (in deliveries) after its start a slot of a family stays listed: its length plus a little. */
const LISTED_BALLS: Record<Family, number> = { t10: 200, t20: 340, odi: 760, test: 3200 };
/** Upcoming slots are listed this many periods ahead. */
const LISTED_AHEAD_PERIODS = 2;

/** Slot fixtures: decoded from an id or found by time, all derived from (seed, slot number). */
export class LiveSlots {
  private readonly lanes: LaneChains;
  private readonly pools: SlotPools;

  /** `lengthOf` gives a match's length in slots; the lanes chain matches end to start with it. */
  constructor(
    private readonly config: SimConfig,
    calendar: Calendar,
    lengthOf: LengthOf,
  ) {
    this.pools = new SlotPools(calendar);
    this.lanes = new LaneChains(config, this.pools, new CalendarBusy(calendar.fixtures, config.ballMs, lengthOf), lengthOf);
  }

  /** The fixture of slot n (n >= 0), or undefined when no match has that number. */
  fixture(n: number): SimFixture | undefined {
    const at = this.decode(n);
    return at && this.lanes.chain(at.lane, at.epoch)[at.index]?.fixture;
  }

  /** Rolling series n (its cid less ROLLING_CID_BASE) with its fixtures, or undefined when none has that number. */
  series(n: number): RollingSeries | undefined {
    const at = this.decode(n);
    return at && this.lanes.series(at.lane, at.epoch)[at.index];
  }

  private decode(n: number): ReturnType<typeof decodeSlot> | undefined {
    if (!Number.isSafeInteger(n) || n < 0) return undefined;
    const at = decodeSlot(n);
    // Only epochs the calendar covers hold matches: a made-up id costs no work.
    return this.pools.covers(this.lanes.epochStartMs(at.lane, at.epoch)) ? at : undefined;
  }

  /** Slot fixtures starting in [fromMs, toMs) that are listed at `nowMs`, by start. */
  between(fromMs: number, toMs: number, nowMs: number): SimFixture[] {
    const ballMs = this.config.ballMs;
    const out: SimFixture[] = [];
    for (let lane = 0; lane < LANES; lane++) {
      const back = lane === LANES - 1 ? LISTED_BALLS.test : LISTED_BALLS.t20;
      const lo = Math.max(fromMs, nowMs - back * ballMs);
      const hi = Math.min(toMs, nowMs + LISTED_AHEAD_PERIODS * PERIOD_BALLS * ballMs);
      if (hi <= lo || !this.pools.covers(lo)) continue;
      for (let e = this.lanes.epochAt(lane, lo); e <= this.lanes.epochAt(lane, hi - 1); e++) {
        for (const { fixture } of this.lanes.chain(lane, e)) {
          if (fixture.startMs < lo || fixture.startMs >= hi) continue;
          // Finished slots drop off the lists soon after they end; they stay reachable by id.
          if (fixture.startMs < nowMs - LISTED_BALLS[FAMILY[fixture.format]] * ballMs) continue;
          out.push(fixture);
        }
      }
    }
    return out.sort((a, b) => a.startMs - b.startMs || a.match_id - b.match_id);
  }
}
