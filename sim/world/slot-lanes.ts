// The rolling live slots' lanes, played as chains: in a lane the next match starts the moment the
// last one ends, so lanes 0-2 each have exactly one T20 in play at every moment (three live, for any
// ballMs) and a side is never wanted by two matches of one lane at once. Starting matches on a fixed
// grid instead would leave two or three of a lane's T20s in play at once (a T20 lasts 123 to ~270
// deliveries), more matches than the calendar has free sides for.
//
// A chain's start times come from its matches' lengths, so each lane is cut into epochs that can be
// built on their own: a new chain starts at each epoch boundary while the old chain's last match may
// still be in play. That straddler comes from one half of the lane's pool (the `leaving` half) and the
// new chain's first matches from the other; a boundary moves to a time at which both halves have two
// sides clear of calendar fixtures and no day ends, so neither chain needs the other to be built.
//
// Lanes are built one after another (BUILD_ORDER), each avoiding the sides of the lanes built before
// it and of calendar fixtures. Lane 3 plays the other formats (T10, ODI, now and then a Test) when it
// finds a free pair; it is not counted on, so it waits rather than straddle its own (longer) epochs.
//
// The matches of one epoch of a lane make short series of their own, one per pool they drew sides
// from (rolling-series.ts), numbered within them.
import { formatRules, maxMatchSlots } from '../live/format-rules';
import { type Rng, rngFor } from '../rng';
import { DAY_MS } from './dates';
import { type Drawn, ROLLING_CID_BASE, type RollingSeries, rollingSeriesOf } from './rolling-series';
import type { CalendarBusy } from './slot-busy';
import { POOL_SIDES, type Pick, type Pool, type SlotPools, choosePair, isWomen, pairKey } from './slot-pools';
import type { SimConfig, SimFixture, SimSeries } from './types';

export const SLOT_ID_BASE = 10_000_000;
export const LANES = 4;
export const T20_LANES = 3;
/** The step a boundary moves by, and how far ahead upcoming slots are listed: less than any T20 lasts. */
export const PERIOD_BALLS = 120;
const EPOCH_BALLS = 2400;
const VARIETY_EPOCH_BALLS = 4800;
/**
 * Slot numbers per epoch: more than the matches an epoch (at most 3,600 deliveries) can hold. An
 * epoch's rolling series are numbered the same way, as it has no more series than matches.
 */
const IDS_PER_EPOCH = 32;
const IDS_PER_VARIETY_EPOCH = 64;
/** Lane l's epochs start l x this later than lane 0's, so lanes change over apart. */
const LANE_OFFSET_BALLS = 7 * PERIOD_BALLS;
/** A boundary may move this many periods later to find a quiet time. */
const SHIFT_STEPS = 10;
/** How long the variety lane waits before looking again for a free pair. */
const RETRY_BALLS = 60;
const MEMO_LIMIT = 1_024;
/**
 * The order lanes are built in, each avoiding the sides of those before it. Women's T20 (lane 2) has
 * fewest sides, so it goes first; then the league (0), the men's internationals (1), the variety lane.
 */
const BUILD_ORDER = [2, 0, 1, 3];

export type Played = Drawn;

interface Epoch {
  played: Played[];
  series: RollingSeries[];
}

/** The length of a match in slots (deliveries and breaks): its script's, from the live engine. */
export type LengthOf = (fixture: SimFixture) => number;

interface Boundary {
  atMs: number;
  /** The sides the match straddling this boundary is drawn from; the new chain starts without them. */
  leaving: Set<number>;
}

/** Slot number n = (epoch x ids per epoch + index in the epoch) x LANES + lane: the id alone decodes it. */
export function decodeSlot(n: number): { lane: number; epoch: number; index: number } {
  const lane = n % LANES;
  const per = lane < T20_LANES ? IDS_PER_EPOCH : IDS_PER_VARIETY_EPOCH;
  const q = Math.floor(n / LANES);
  return { lane, epoch: Math.floor(q / per), index: q % per };
}

export function slotNumber(lane: number, epoch: number, index: number): number {
  return (epoch * (lane < T20_LANES ? IDS_PER_EPOCH : IDS_PER_VARIETY_EPOCH) + index) * LANES + lane;
}

export class LaneChains {
  private readonly chains = new Map<string, Epoch>();
  private readonly boundaries = new Map<string, Boundary>();
  private readonly ballMs: number;
  private readonly t20Ms: number;

  constructor(
    private readonly config: SimConfig,
    private readonly pools: SlotPools,
    private readonly busy: CalendarBusy,
    private readonly lengthOf: LengthOf,
  ) {
    this.ballMs = config.ballMs;
    this.t20Ms = maxMatchSlots(formatRules('T20')) * config.ballMs;
  }

  epochStartMs(lane: number, epoch: number): number {
    return lane < T20_LANES ? this.boundary(lane, epoch).atMs : epoch * VARIETY_EPOCH_BALLS * this.ballMs;
  }

  /** The epoch of `lane` that `ms` falls in. */
  epochAt(lane: number, ms: number): number {
    if (lane >= T20_LANES) return Math.floor(ms / (VARIETY_EPOCH_BALLS * this.ballMs));
    const e = Math.floor((ms / this.ballMs - LANE_OFFSET_BALLS * lane) / EPOCH_BALLS);
    return this.boundary(lane, e).atMs > ms ? e - 1 : e;
  }

  /** The matches of one epoch of one lane, by start. */
  chain(lane: number, epoch: number): Played[] {
    return this.epoch(lane, epoch).played;
  }

  /** The series one epoch of one lane plays, in order of their first matches. */
  series(lane: number, epoch: number): RollingSeries[] {
    return this.epoch(lane, epoch).series;
  }

  private epoch(lane: number, epoch: number): Epoch {
    const key = `${lane}:${epoch}`;
    const hit = this.chains.get(key);
    if (hit) return hit;
    const drawn = lane < T20_LANES ? this.t20Chain(lane, epoch) : this.varietyChain(epoch);
    const { chain, series } = rollingSeriesOf(drawn, (g) => ROLLING_CID_BASE + slotNumber(lane, epoch, g));
    const made = { played: chain, series };
    if (this.chains.size >= MEMO_LIMIT) this.chains.clear();
    this.chains.set(key, made);
    return made;
  }

  /**
   * Where epoch `epoch` of T20 lane `lane` begins, and the half of the pool its straddler plays from:
   * the first time from the nominal start at which the pool splits into a free leaving half and a
   * free entering pair (see split). Lanes' nominal starts are staggered so they change over apart.
   */
  private boundary(lane: number, epoch: number): Boundary {
    const key = `${lane}:${epoch}`;
    const hit = this.boundaries.get(key);
    if (hit !== undefined) return hit;
    const nominal = (epoch * EPOCH_BALLS + lane * LANE_OFFSET_BALLS) * this.ballMs;
    let found: Boundary = { atMs: nominal, leaving: new Set() };
    for (let i = 0; i <= SHIFT_STEPS; i++) {
      const atMs = nominal + i * PERIOD_BALLS * this.ballMs;
      const leaving = this.split(lane, epoch, atMs);
      if (leaving) {
        found = { atMs, leaving };
        break;
      }
    }
    if (this.boundaries.size >= MEMO_LIMIT) this.boundaries.clear();
    this.boundaries.set(key, found);
    return found;
  }

  /**
   * The leaving half of the lane's pool for a boundary at `atMs`, or undefined when there is none:
   * the straddler (started in the last T20 length before atMs, so over within one after it) needs two
   * sides of the half free of calendar fixtures until then, and the new chain's first matches (started
   * in the T20 length after atMs) two sides of the other half free until they end. Both within one
   * day, so the pool does not change under them.
   */
  private split(lane: number, epoch: number, atMs: number): Set<number> | undefined {
    const from = atMs - this.t20Ms;
    const to = atMs + 2 * this.t20Ms;
    if (Math.floor(from / DAY_MS) !== Math.floor((to - 1) / DAY_MS)) return undefined;
    const pool = this.pools.at(atMs).primary[lane];
    if (!pool || pool.teamIds.length < POOL_SIDES) return undefined;
    const shuffled = rngFor(this.config.seed, 'slot-half', lane, epoch).shuffle(pool.teamIds);
    const freeEarly = (t: number) => !this.busy.isBusy(t, from, atMs + this.t20Ms);
    const freeLate = (t: number) => !this.busy.isBusy(t, atMs, to);
    // Sides busy later but free early are no use to the new chain: they go to the leaving half first.
    const leaving = [...shuffled.filter((t) => freeEarly(t) && !freeLate(t)), ...shuffled.filter((t) => freeEarly(t) && freeLate(t))].slice(
      0,
      shuffled.length >> 1,
    );
    const entering = shuffled.filter((t) => !leaving.includes(t) && freeLate(t));
    return leaving.length >= 2 && entering.length >= 2 ? new Set(leaving) : undefined;
  }

  /**
   * Those of `sides` that the lanes built before `lane` have in play at some moment of [fromMs, toMs).
   * Only T20 pools' sides can be in the T20 lanes' matches: for others no lane needs building.
   */
  private taken(lane: number, fromMs: number, toMs: number, sides: readonly number[]): Set<number> {
    const out = new Set<number>();
    const before = BUILD_ORDER.slice(0, BUILD_ORDER.indexOf(lane));
    let pooled = false;
    for (let day = fromMs - this.t20Ms; day < toMs + DAY_MS && !pooled && before.length > 0; day += DAY_MS) {
      pooled = this.pools.at(Math.min(day, toMs)).t20.some((p) => p.teamIds.some((t) => sides.includes(t)));
    }
    if (!pooled) return out;
    for (const l of before) {
      for (let e = this.epochAt(l, fromMs - this.t20Ms); e <= this.epochAt(l, toMs); e++) {
        for (const m of this.chain(l, e)) {
          if (m.fixture.startMs < toMs && m.endMs > fromMs) out.add(m.fixture.teama_id).add(m.fixture.teamb_id);
        }
      }
    }
    return out;
  }

  private t20Chain(lane: number, epoch: number): Played[] {
    const { atMs: startMs, leaving: entering } = this.boundary(lane, epoch);
    const { atMs: endMs, leaving } = this.boundary(lane, epoch + 1);
    const played: Played[] = [];
    const recent = new Map<string, number>();
    for (let s = startMs, j = 0; s < endMs && j < IDS_PER_EPOCH; j++) {
      const rng = rngFor(this.config.seed, 'slot', lane, epoch, j);
      const winEnd = s + this.t20Ms;
      const candidates = this.lanePools(lane, s);
      const taken = this.taken(
        lane,
        s,
        winEnd,
        candidates.flatMap((p) => p.teamIds),
      );
      const free = (t: number) => !taken.has(t) && !this.busy.isBusy(t, s, winEnd);
      const early = s < startMs + this.t20Ms;
      const straddles = s >= endMs - this.t20Ms;
      // Best first: a straddler from the leaving half; sides clear of both boundaries' halves (a
      // straddler that cannot have the leaving half keeps off the next pool altogether); any free
      // sides; and, never seen at the usual clock speeds, any sides at all, as the lane must play on.
      const tiers: ((t: number) => boolean)[] = [
        ...(straddles ? [(t: number) => free(t) && leaving.has(t)] : []),
        (t) => free(t) && !(early && entering.has(t)) && !(straddles && this.inPool(lane, endMs, t)),
        free,
        () => true,
      ];
      const last = played[played.length - 1]?.fixture;
      const pick = tiers.reduce<Pick | undefined>((found, ok) => found ?? choosePair(rng, candidates, ok, recent, last), undefined);
      if (!pick) break;
      const m = this.play(rng, lane, slotNumber(lane, epoch, j), pick, s);
      recent.set(pairKey(pick.pair), j);
      played.push(m);
      s = m.endMs;
    }
    return played;
  }

  private varietyChain(epoch: number): Played[] {
    const startMs = epoch * VARIETY_EPOCH_BALLS * this.ballMs;
    const endMs = startMs + VARIETY_EPOCH_BALLS * this.ballMs;
    const played: Played[] = [];
    const recent = new Map<string, number>();
    let s = startMs;
    for (let attempt = 0; s < endMs && played.length < IDS_PER_VARIETY_EPOCH; attempt++) {
      const j = played.length;
      const rng = rngFor(this.config.seed, 'slot-variety', epoch, j, attempt);
      let pick: Pick | undefined;
      for (const series of this.varietyOrder(rng, s)) {
        const lengthMs = maxMatchSlots(formatRules(series.game_format)) * this.ballMs;
        // Nothing crosses the epoch's end, so the next epoch can start from scratch.
        if (s + lengthMs > endMs) continue;
        const taken = this.taken(LANES - 1, s, s + lengthMs, series.team_ids);
        const free = (t: number) => !taken.has(t) && !this.busy.isBusy(t, s, s + lengthMs);
        pick = choosePair(rng, [{ series, teamIds: series.team_ids }], free, recent, played[played.length - 1]?.fixture);
        if (pick) break;
      }
      if (!pick) {
        s += RETRY_BALLS * this.ballMs;
        continue;
      }
      const m = this.play(rng, LANES - 1, slotNumber(LANES - 1, epoch, j), pick, s);
      recent.set(pairKey(pick.pair), j);
      played.push(m);
      s = m.endMs;
    }
    return played;
  }

  /** The variety lane's series under way, a T10, ODI or Test first as the roll says. */
  private varietyOrder(rng: Rng, ms: number): SimSeries[] {
    const kinds = ['T10', 'ODI', 'TEST'];
    const first = rng.weighted(kinds, [5, 3, 1]);
    const kind = (s: SimSeries) => formatRules(s.game_format).kind;
    const under = rng.shuffle(this.pools.at(ms).variety);
    return [...under.filter((s) => kind(s) === first), ...under.filter((s) => kind(s) !== first)];
  }

  /**
   * The lane's own pool first, then the other pools of its kind (men's for lanes 0-1, women's for 2),
   * then the rest: at a slow clock calendar fixtures can keep a whole kind busy for hours.
   */
  private lanePools(lane: number, ms: number): Pool[] {
    const day = this.pools.at(ms);
    const own = day.primary[lane];
    const women = lane === 2;
    const rest = day.t20.filter((p) => p !== own);
    return [...(own ? [own] : []), ...rest.filter((p) => isWomen(p.series) === women), ...rest.filter((p) => isWomen(p.series) !== women)];
  }

  private inPool(lane: number, ms: number, teamId: number): boolean {
    return this.pools.at(ms).primary[lane]?.teamIds.includes(teamId) ?? false;
  }

  /** A match drawn from the pick's pool; rollingSeriesOf moves it into its series and numbers it. */
  private play(rng: Rng, lane: number, n: number, pick: Pick, startMs: number): Played {
    const {
      pair: [teama, teamb],
      venue,
    } = this.pools.place(pick, rng);
    const fixture: SimFixture = {
      match_id: SLOT_ID_BASE + n,
      cid: pick.series.cid,
      match_number: 0,
      format: pick.series.game_format,
      teama_id: teama,
      teamb_id: teamb,
      venue,
      startMs,
      cancelled: false,
      // Lane 0 carries the featured live match, so the carousel's Featured filter is never empty.
      featured: lane === 0,
    };
    return { fixture, endMs: startMs + this.lengthOf(fixture) * this.ballMs, pool: pick.series };
  }
}
