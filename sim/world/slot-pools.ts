// Where the rolling live slots (live-slots.ts) find their sides: for each UTC day, the pools of sides
// under way in the calendar's series, and which pool each always-live lane plays out of. A pool is one
// series' sides (or one half of a big tournament), so a slot's sides always belong to its series.
// The lanes' pools are disjoint, so two lanes never want the same side; gap-fill.ts makes sure every
// day has the pools (a franchise league or a second men's pool, men's internationals, women).
import type { Rng } from '../rng';
import type { Calendar } from './calendar';
import { DAY_MS, startOfUtcDay } from './dates';
import { TEAM_DEFS } from './team-table';
import type { MatchFormat, SimFixture, SimSeries, SimVenue } from './types';
import { venueById } from './venues';

export const T20_FORMATS: ReadonlySet<MatchFormat> = new Set(['T20', 'T20I', 'Women T20']);
/** Four sides make two matches at once: what a lane needs to change over at an epoch boundary. */
export const POOL_SIDES = 4;

export interface Pool {
  series: SimSeries;
  teamIds: number[];
}

/** A slot's series and its two sides (place() puts the home side first). */
export interface Pick {
  series: SimSeries;
  pair: [number, number];
}

export interface DayPools {
  /** Lanes 0-2: league or men's tournament, men's internationals, women's T20. */
  primary: (Pool | undefined)[];
  /** Every T20 pool under way, primaries included: where a lane looks when its own pool is busy. */
  t20: Pool[];
  /** Series under way in the other formats (T10, ODI, Test, first-class): the variety lane's. */
  variety: SimSeries[];
}

interface SeriesFacts {
  series: SimSeries;
  fromMs: number;
  toMs: number;
  venues: SimVenue[];
  /** Played at the first-named side's home ground (the IPL, the BBL, the Ranji Trophy). */
  homeGround: boolean;
  groups: number[][];
}

const HOME = new Map(TEAM_DEFS.map((t) => [t.team_id, t.home]));
/** Day pools kept; each is a pure function of the day, so any may be dropped. */
const MEMO_LIMIT = 512;

export function isWomen(series: SimSeries): boolean {
  return series.category === 'women' || series.game_format === 'Women T20' || series.game_format === 'Women ODI';
}

const byStart = (a: SeriesFacts, b: SeriesFacts) => a.fromMs - b.fromMs || a.series.cid - b.series.cid;
const disjoint = (a: Pool, b: Pool) => !a.teamIds.some((t) => b.teamIds.includes(t));

export class SlotPools {
  private readonly facts = new Map<number, SeriesFacts>();
  private readonly ordered: SeriesFacts[];
  private readonly firstDay: number;
  private readonly lastDay: number;
  private readonly memo = new Map<number, DayPools>();

  constructor(calendar: Calendar) {
    for (const series of calendar.series) {
      const fromMs = Date.parse(`${series.date_start}T00:00:00Z`);
      const groups = (calendar.layouts.get(series.cid)?.groups ?? []).map((g) => g.teamIds);
      this.facts.set(series.cid, {
        series,
        fromMs,
        toMs: Date.parse(`${series.date_end}T00:00:00Z`) + DAY_MS,
        venues: [],
        homeGround: true,
        groups,
      });
    }
    for (const f of calendar.fixtures) {
      const facts = this.facts.get(f.cid);
      if (!facts) continue;
      if (!facts.venues.some((v) => v.venue_id === f.venue.venue_id)) facts.venues.push(f.venue);
      if (!(HOME.get(f.teama_id) ?? []).includes(f.venue.venue_id)) facts.homeGround = false;
    }
    this.ordered = [...this.facts.values()].filter((s) => s.series.team_ids.length >= 2 && s.venues.length > 0).sort(byStart);
    this.firstDay = Math.min(...this.ordered.map((s) => s.fromMs));
    this.lastDay = Math.max(...this.ordered.map((s) => s.toMs)) - DAY_MS;
  }

  /** Whether `ms` falls on a day the calendar covers; slot ids outside it decode to nothing. */
  covers(ms: number): boolean {
    return ms >= this.firstDay && ms < this.lastDay + DAY_MS;
  }

  /** The pools of the day `ms` falls on; a clock outside the calendar gets its nearest day's. */
  at(ms: number): DayPools {
    const day = Math.min(this.lastDay, Math.max(this.firstDay, startOfUtcDay(ms)));
    const hit = this.memo.get(day);
    if (hit) return hit;
    const made = this.build(day);
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(day, made);
    return made;
  }

  /**
   * The pick's home side first (the side whose grounds the series uses, when one of the two is) and a
   * ground of the series' host country: the home side's own where the series plays at home grounds.
   */
  place(pick: Pick, rng: Rng): { pair: [number, number]; venue: SimVenue } {
    const facts = this.facts.get(pick.series.cid);
    const venues = facts?.venues ?? [];
    const hosts = (t: number) => (HOME.get(t) ?? []).some((id) => venues.some((v) => v.venue_id === id));
    const [a, b] = pick.pair;
    const pair: [number, number] = hosts(b) && !hosts(a) ? [b, a] : [a, b];
    const ground = venues.find((v) => v.venue_id === HOME.get(pair[0])?.[0]);
    if (facts?.homeGround && ground) return { pair, venue: ground };
    return { pair, venue: venues.length > 0 ? rng.pick(venues) : venueById(HOME.get(pair[0])?.[0] ?? 1001) };
  }

  private build(day: number): DayPools {
    const active = this.ordered.filter((s) => s.fromMs <= day && day < s.toMs);
    const t20 = active.filter((s) => T20_FORMATS.has(s.series.game_format));
    const leagues = t20.filter((s) => s.series.category === 'league').map((s) => this.whole(s));
    const men = t20.filter((s) => !isWomen(s.series) && s.series.category !== 'league').flatMap((s) => this.split(s));
    const women = t20.filter((s) => isWomen(s.series)).map((s) => this.whole(s));
    const big = (pools: Pool[]) => pools.filter((p) => p.teamIds.length >= POOL_SIDES);
    const lane0 = big(leagues)[0] ?? big(men)[0];
    const lane1 = big(men).find((p) => p !== lane0 && (!lane0 || disjoint(p, lane0)));
    return {
      primary: [lane0, lane1, big(women)[0]],
      t20: [...leagues, ...men, ...women],
      variety: active.filter((s) => !T20_FORMATS.has(s.series.game_format)).map((s) => s.series),
    };
  }

  private whole(s: SeriesFacts): Pool {
    return { series: s.series, teamIds: [...s.series.team_ids] };
  }

  /** A men's side list of eight or more makes two pools: its groups when it has two, else halves. */
  private split(s: SeriesFacts): Pool[] {
    const ids = s.series.team_ids;
    if (ids.length < 2 * POOL_SIDES) return [this.whole(s)];
    const [a, b] =
      s.groups.length === 2 && s.groups.every((g) => g.length >= POOL_SIDES)
        ? s.groups
        : [ids.slice(0, ids.length >> 1), ids.slice(ids.length >> 1)];
    return [
      { series: s.series, teamIds: [...(a ?? [])] },
      { series: s.series, teamIds: [...(b ?? [])] },
    ];
  }
}

export function pairKey([a, b]: [number, number]): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/**
 * A pair from the first pool with two sides that pass `ok`: the pair the lane played longest ago
 * (`recent` holds each pair's last index), then one whose sides did not play `last`, then the roll.
 */
export function choosePair(
  rng: Rng,
  pools: Pool[],
  ok: (t: number) => boolean,
  recent: Map<string, number>,
  last?: SimFixture,
): Pick | undefined {
  const rested = (t: number) => t !== last?.teama_id && t !== last?.teamb_id;
  for (const pool of pools) {
    const sides = pool.teamIds.filter(ok);
    if (sides.length < 2) continue;
    let best: [number, number][] = [];
    let bestScore = Infinity;
    for (let i = 0; i < sides.length; i++) {
      for (let k = i + 1; k < sides.length; k++) {
        const pair: [number, number] = [sides[i] ?? 0, sides[k] ?? 0];
        const score = (recent.get(pairKey(pair)) ?? -1) * 4 + (rested(pair[0]) ? 0 : 1) + (rested(pair[1]) ? 0 : 1);
        if (score < bestScore) [best, bestScore] = [[pair], score];
        else if (score === bestScore) best.push(pair);
      }
    }
    const [a, b] = rng.pick(best);
    return { series: pool.series, pair: rng.chance(0.5) ? [a, b] : [b, a] };
  }
  return undefined;
}
