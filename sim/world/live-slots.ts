// Rolling live slots: fixtures anchored to the clock rather than the calendar, so that at every
// moment several matches are in play. Matches last minutes on the accelerated clock; the calendar
// alone would leave most moments with nothing live.
//
// Design: four lanes of fixtures, each starting a match every PERIOD (PERIOD_BALLS x ballMs, so it
// scales with the clock's speed). Lanes 0-2 play T20s, offset by a third of a period; a T20 lasts
// longer than a period (about 250 deliveries against 120), so each of those lanes always has a match
// in play: at least three live at every moment, for any ballMs. Lane 3 adds variety (T10s, ODIs, now
// and then a Test) and is not counted on. Lane 0 draws from men's leagues and tournaments, lane 1
// from any men's T20 series, lane 2 from women's T20: the calendar keeps one of each under way every
// day (gap-fill.ts), so matches in play at once come from different series and sides.
import { rngFor } from '../rng';
import type { Calendar } from './calendar';
import { DAY_MS } from './dates';
import { roundRobin } from './round-robin';
import type { MatchFormat, SimConfig, SimFixture, SimSeries } from './types';

/** Slot fixture ids start here, far above calendar ids: id = SLOT_ID_BASE + slot number. */
export const SLOT_ID_BASE = 10_000_000;
export const LANES = 4;
/**
 * A lane's period in deliveries. The live engine plays one delivery (or break) per ballMs; its T20s
 * take about 250 and, in thousands simulated, never fewer than 123, so each T20 lane stays busy.
 */
export const PERIOD_BALLS = 120;
/** Lane starts within a period: the three T20 lanes a third apart, the variety lane between. */
const LANE_OFFSETS = [0, 1 / 3, 2 / 3, 1 / 2];

type Family = 't20' | 't10' | 'odi' | 'test';
const FAMILY: Record<MatchFormat, Family> = {
  T20: 't20', T20I: 't20', 'Women T20': 't20', T10: 't10', ODI: 'odi', 'Women ODI': 'odi', TEST: 'test', 'First Class': 'test',
};

/** How long (in deliveries) after its start a slot of a family stays listed: its length plus a little. */
const LISTED_BALLS: Record<Family, number> = { t10: 200, t20: 340, odi: 760, test: 3200 };
/** Upcoming slots are listed this many periods ahead. */
const LISTED_AHEAD_PERIODS = 2;
/** Slot fixtures kept decoded; they are pure functions of the slot number, so any may be dropped. */
const MEMO_LIMIT = 4_096;

export function slotPeriodMs(config: SimConfig): number {
  return PERIOD_BALLS * config.ballMs;
}

export function slotStartMs(config: SimConfig, n: number): number {
  const lane = n % LANES;
  const k = Math.floor(n / LANES);
  return Math.round((k + (LANE_OFFSETS[lane] ?? 0)) * slotPeriodMs(config));
}

/** The family slot n plays: T20 in lanes 0-2; lane 3 rotates T10s and ODIs, a Test once in 24. */
function slotFamily(n: number): Family {
  const k = Math.floor(n / LANES);
  if (n % LANES !== 3) return 't20';
  if (k % 24 === 3) return 'test';
  return k % 4 === 1 ? 'odi' : 't10';
}

interface SeriesRange {
  series: SimSeries;
  fromMs: number;
  toMs: number;
  women: boolean;
}

/** Which series a lane may draw from, best first. */
const LANE_POOLS: ((r: SeriesRange) => boolean)[] = [
  (r) => FAMILY[r.series.game_format] === 't20' && !r.women && r.series.team_ids.length >= 3,
  (r) => FAMILY[r.series.game_format] === 't20' && !r.women,
  (r) => FAMILY[r.series.game_format] === 't20' && r.women,
];

/** Slot fixtures: decoded from an id or found by time, all derived from (seed, slot number). */
export class LiveSlots {
  private readonly calendarCount = new Map<number, number>();
  private readonly venuesBySeries = new Map<number, SimFixture['venue'][]>();
  private readonly ranges: SeriesRange[];
  private readonly memo = new Map<number, SimFixture | undefined>();

  constructor(
    private readonly config: SimConfig,
    calendar: Calendar,
  ) {
    for (const f of calendar.fixtures) {
      this.calendarCount.set(f.cid, (this.calendarCount.get(f.cid) ?? 0) + 1);
      const venues = this.venuesBySeries.get(f.cid) ?? [];
      if (!venues.some((v) => v.venue_id === f.venue.venue_id)) venues.push(f.venue);
      this.venuesBySeries.set(f.cid, venues);
    }
    this.ranges = calendar.series
      .filter((s) => s.team_ids.length >= 2 && (this.venuesBySeries.get(s.cid)?.length ?? 0) > 0)
      .map((series) => ({
        series,
        fromMs: Date.parse(`${series.date_start}T00:00:00Z`),
        toMs: Date.parse(`${series.date_end}T00:00:00Z`) + DAY_MS,
        women: series.category === 'women' || series.game_format === 'Women T20' || series.game_format === 'Women ODI',
      }));
  }

  /** The fixture of slot n (n >= 0). */
  fixture(n: number): SimFixture | undefined {
    if (!Number.isSafeInteger(n) || n < 0) return undefined;
    if (this.memo.has(n)) return this.memo.get(n);
    const made = this.make(n);
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(n, made);
    return made;
  }

  /** Slot fixtures starting in [fromMs, toMs) that are listed at `nowMs`, by start. */
  between(fromMs: number, toMs: number, nowMs: number): SimFixture[] {
    const ballMs = this.config.ballMs;
    const period = slotPeriodMs(this.config);
    const lo = Math.max(fromMs, nowMs - LISTED_BALLS.test * ballMs);
    const hi = Math.min(toMs, nowMs + LISTED_AHEAD_PERIODS * period);
    if (hi <= lo) return [];
    const out: SimFixture[] = [];
    const lastK = Math.ceil(hi / period);
    for (let k = Math.max(0, Math.floor(lo / period) - 1); k <= lastK; k++) {
      for (let lane = 0; lane < LANES; lane++) {
        const n = k * LANES + lane;
        const start = slotStartMs(this.config, n);
        if (start < lo || start >= hi) continue;
        // Finished slots drop off the lists soon after they end; they stay reachable by id.
        if (start < nowMs - LISTED_BALLS[slotFamily(n)] * ballMs) continue;
        const f = this.fixture(n);
        if (f) out.push(f);
      }
    }
    return out.sort((a, b) => a.startMs - b.startMs || a.match_id - b.match_id);
  }

  private make(n: number): SimFixture | undefined {
    const lane = n % LANES;
    const k = Math.floor(n / LANES);
    const startMs = slotStartMs(this.config, n);
    const series = this.seriesFor(startMs, n);
    if (!series) return undefined;
    const rng = rngFor(this.config.seed, 'slot', n);
    // Pairings in round-robin order, walked one per period: a lane's overlapping matches (this
    // one and the one before) are between different sides whenever the series has four or more.
    const pairings = roundRobin(series.team_ids).flat();
    const salt = rngFor(this.config.seed, 'slot-series', series.cid, lane).int(0, 999);
    const pair = pairings[(k + salt) % Math.max(1, pairings.length)];
    const venues = this.venuesBySeries.get(series.cid) ?? [];
    if (!pair || venues.length === 0) return undefined;
    const [teama, teamb] = rng.chance(0.5) ? pair : [pair[1], pair[0]];
    return {
      match_id: SLOT_ID_BASE + n,
      cid: series.cid,
      // Numbered after the series' calendar games; the number cycles so it stays believable.
      match_number: (this.calendarCount.get(series.cid) ?? 0) + 1 + (k % 60),
      // The series' own format: a T20 lane in the IPL plays a T20, in a women's series a Women T20.
      format: series.game_format,
      teama_id: teama,
      teamb_id: teamb,
      venue: rng.pick(venues),
      startMs,
      cancelled: false,
      // Lane 0 carries the featured live match, so the carousel's Featured filter is never empty.
      featured: lane === 0,
    };
  }

  /**
   * The series slot n joins: one under way that the lane draws from, taken in turn by the lane's
   * period (lane 1 passes over lane 0's pick when it has a choice); failing that any T20 series
   * under way; failing that (a clock outside the calendar) the nearest T20 series.
   */
  private seriesFor(startMs: number, n: number): SimSeries | undefined {
    const lane = n % LANES;
    const k = Math.floor(n / LANES);
    const active = this.ranges.filter((r) => r.fromMs <= startMs && startMs < r.toMs);
    const inTurn = (pool: SeriesRange[]) => pool[k % Math.max(1, pool.length)]?.series;
    const anyT20 = active.filter((r) => FAMILY[r.series.game_format] === 't20');
    let pool: SeriesRange[];
    if (lane === 3) {
      pool = active.filter((r) => FAMILY[r.series.game_format] === slotFamily(n));
    } else {
      pool = active.filter(LANE_POOLS[lane] ?? (() => false));
      if (lane === 1) {
        const first = inTurn(active.filter(LANE_POOLS[0] ?? (() => false)));
        const others = pool.filter((r) => r.series !== first);
        if (others.length > 0) pool = others;
      }
    }
    const found = inTurn(pool) ?? inTurn(anyT20);
    if (found) return found;
    let best: SimSeries | undefined;
    let bestGap = Infinity;
    for (const r of this.ranges) {
      const gap = Math.min(Math.abs(r.fromMs - startMs), Math.abs(r.toMs - startMs));
      if (gap < bestGap && FAMILY[r.series.game_format] === 't20') [best, bestGap] = [r.series, gap];
    }
    return best;
  }
}
