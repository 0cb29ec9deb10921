// The planned series leave gaps. Passes close them:
// 1. every day gets a men's international T20 series of four or more sides under way,
// 2. and a second pool of men's T20 sides besides it (a franchise league, the other group of a ten-side
//    tournament, or another quadrangular series with other sides),
// 3. and a women's T20 series of four or more sides. The rolling live slots (live-slots.ts) play their
//    always-live T20 lanes out of these pools, one pool per lane, so that no side is wanted by two lanes
//    at once; four sides let a lane dodge the pool's own calendar match and change over at an epoch;
// 4. every day still without a match start gets a short bilateral series, so the schedule's 10-day
//    windows and the series month strip never come up blank.
import { slugify } from '../media/urls';
import { type Rng, rngFor } from '../rng';
import type { IdCursor, SeriesLayout } from './calendar';
import { DAY_MS, HOUR_MS, isoDay, startOfUtcDay, utcYear } from './dates';
import { type Pairing, roundRobin } from './round-robin';
import { TEAM_DEFS, type TeamDef } from './team-table';
import type { MatchFormat, SimFixture, SimSeries } from './types';
import { startHourUtc, venueById } from './venues';

const MAX_MULTI_SERIES_DAYS = 14;
/** Sides in a filled multi-team series: enough for two matches at once (see the header). */
const MULTI_SIDES = 4;
const MAX_BILATERAL_DAYS = 5;

const MEN = TEAM_DEFS.filter((t) => t.group === 'men');
const WOMEN = TEAM_DEFS.filter((t) => t.group === 'women');
const T20_FAMILY = new Set<MatchFormat>(['T20', 'T20I', 'Women T20']);

export interface Filled {
  series: SimSeries[];
  fixtures: SimFixture[];
  layouts: Map<number, SeriesLayout>;
}

interface Span {
  from: number;
  to: number;
  teamIds: number[];
  /** Live-slot pools this series offers (slot-pools.ts splits a men's side list of eight or more in two). */
  menIntlPools: number;
  leaguePools: number;
  womenPools: number;
}

/**
 * Splits sorted days into runs of consecutive days, each at most `max` long and all with the same
 * `key`, so that a series filled over a run meets the same other series on each of its days.
 */
function runsOf(days: readonly number[], max: number, key: (day: number) => string = () => ''): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  for (const day of days) {
    const last = run[run.length - 1];
    if (run.length >= max || (last !== undefined && (day !== last + DAY_MS || key(day) !== key(last)))) {
      runs.push(run);
      run = [];
    }
    run.push(day);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

function daysWhere(fromMs: number, toMs: number, pick: (day: number) => boolean): number[] {
  const days: number[] = [];
  for (let day = fromMs; day < toMs; day += DAY_MS) if (pick(day)) days.push(day);
  return days;
}

function spanOf(s: SimSeries): Span {
  const t20 = T20_FAMILY.has(s.game_format);
  const women = s.category === 'women' || s.game_format === 'Women T20';
  const sides = s.team_ids.length;
  const menIntl = t20 && !women && s.category !== 'league' && sides >= MULTI_SIDES;
  return {
    from: Date.parse(`${s.date_start}T00:00:00Z`),
    to: Date.parse(`${s.date_end}T00:00:00Z`),
    teamIds: s.team_ids,
    menIntlPools: menIntl ? (sides >= 2 * MULTI_SIDES ? 2 : 1) : 0,
    leaguePools: t20 && s.category === 'league' && sides >= MULTI_SIDES ? 1 : 0,
    womenPools: t20 && women && sides >= MULTI_SIDES ? 1 : 0,
  };
}

/**
 * Sides for a new series over `days`: rested ones first, so no side is in two places at once; then
 * sides on a tour, whose few calendar days the live slots dodge; sides of another T20 pool last, as
 * two pools sharing a side could not both be played at once.
 */
function pickSides(rng: Rng, pool: readonly TeamDef[], count: number, days: number[], spans: readonly Span[]): TeamDef[] {
  const first = days[0] ?? 0;
  const last = days[days.length - 1] ?? first;
  const during = spans.filter((s) => s.from <= last && first <= s.to);
  const busy = new Set(during.flatMap((s) => s.teamIds));
  const pooled = new Set(during.filter((s) => s.menIntlPools + s.leaguePools + s.womenPools > 0).flatMap((s) => s.teamIds));
  const free = rng.shuffle(pool.filter((t) => !busy.has(t.team_id)));
  // One side per tour before a second: a tour's match then keeps at most one of the series' sides busy.
  const touring: TeamDef[] = [];
  const second: TeamDef[] = [];
  const mates = new Set<number>();
  for (const t of rng.shuffle(pool.filter((t) => busy.has(t.team_id) && !pooled.has(t.team_id)))) {
    (mates.has(t.team_id) ? second : touring).push(t);
    for (const s of during) if (s.teamIds.includes(t.team_id)) for (const m of s.teamIds) mates.add(m);
  }
  const taken = rng.shuffle(pool.filter((t) => pooled.has(t.team_id)));
  return [...free, ...touring, ...second, ...taken].slice(0, count);
}

export function fillGaps(
  seed: number,
  fromMs: number,
  toMs: number,
  planned: { series: readonly SimSeries[]; fixtures: readonly SimFixture[] },
  cursors: Map<number, IdCursor>,
): Filled {
  const out: Filled = { series: [], fixtures: [], layouts: new Map() };
  const spans = planned.series.map(spanOf);
  const titles = new Set<string>();
  // Sides with a fixture on each day, so a filled series plays its other sides, and earlier, then.
  const playing = new Map<number, Set<number>>();
  const note = (fixtures: readonly SimFixture[]) => {
    for (const f of fixtures) {
      const day = startOfUtcDay(f.startMs);
      playing.set(day, new Set([...(playing.get(day) ?? []), f.teama_id, f.teamb_id]));
    }
  };
  note(planned.fixtures);
  const elsewhere = (day: number) => playing.get(day) ?? new Set<number>();
  const add = (made: { series: SimSeries; fixtures: SimFixture[]; layout: SeriesLayout } | undefined) => {
    if (!made) return;
    out.series.push(made.series);
    out.fixtures.push(...made.fixtures);
    out.layouts.set(made.series.cid, made.layout);
    spans.push(spanOf(made.series));
    note(made.fixtures);
  };

  const under = (day: number) => spans.filter((s) => s.from <= day && day <= s.to);
  const pools = (day: number, count: (s: Span) => number) => under(day).reduce((n, s) => n + count(s), 0);
  // The pools of the pass's sides under way on a day: a run meets the same ones throughout, so
  // pickSides can keep the new series' sides apart from all of theirs.
  const pooled = (women: boolean) => (day: number) =>
    under(day).filter((s) => (women ? s.womenPools : s.menIntlPools + s.leaguePools) > 0).map((s) => spans.indexOf(s)).join();
  const passes: { women: boolean; key: string; enough: (day: number) => boolean }[] = [
    { women: false, key: 'men', enough: (day) => pools(day, (s) => s.menIntlPools) >= 1 },
    { women: false, key: 'men-2', enough: (day) => pools(day, (s) => s.menIntlPools + s.leaguePools) >= 2 },
    { women: true, key: 'women', enough: (day) => pools(day, (s) => s.womenPools) >= 1 },
  ];
  for (const pass of passes) {
    const short = daysWhere(fromMs, toMs, (day) => !pass.enough(day));
    for (const run of runsOf(short, MAX_MULTI_SERIES_DAYS, pooled(pass.women))) add(multiSeries(seed, pass.key, run, pass.women, spans, titles, cursors, elsewhere));
  }
  const started = new Set([...planned.fixtures, ...out.fixtures].map((f) => startOfUtcDay(f.startMs)));
  const empty = daysWhere(fromMs, toMs, (day) => !started.has(day));
  for (const run of runsOf(empty, MAX_BILATERAL_DAYS)) add(bilateralSeries(seed, run, spans, titles, cursors));
  return out;
}

/** `name year`, or `name, Month year` when that is taken, numbered only as a last resort. */
function uniqueTitle(name: string, firstDay: number, used: Set<string>): string {
  const d = new Date(firstDay);
  const month = d.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  let candidate = `${name} ${d.getUTCFullYear()}`;
  if (used.has(candidate)) candidate = `${name}, ${month} ${d.getUTCFullYear()}`;
  for (let n = 2; used.has(candidate); n++) candidate = `${name}, ${month} ${d.getUTCFullYear()} (${n})`;
  used.add(candidate);
  return candidate;
}

interface Draft {
  days: number[];
  women: boolean;
  format: MatchFormat;
  sides: TeamDef[];
  pairings: Pairing[];
  title: string;
  abbr: string;
  showPointtable: boolean;
  stageNames: Map<number, string>;
  early?: (day: number) => boolean;
}

function build(draft: Draft, cursor: IdCursor, rng: Rng): { series: SimSeries; fixtures: SimFixture[]; layout: SeriesLayout } {
  const cid = cursor.nextCid++;
  const host = draft.sides[0];
  const grounds = host?.home ?? [1001];
  const fixtures = draft.pairings.map(([a, b], i): SimFixture => {
    const venue = venueById(grounds[i % grounds.length] ?? 1001);
    const day = draft.days[i] ?? draft.days[0] ?? 0;
    return {
      match_id: cursor.nextMatchId++,
      cid,
      match_number: i + 1,
      format: draft.format,
      teama_id: a,
      teamb_id: b,
      venue,
      startMs: day + Math.round(startHourUtc(venue.country, draft.format, draft.early?.(day)) * 4) * (HOUR_MS / 4),
      cancelled: false,
      featured: draft.stageNames.has(i + 1) || rng.chance(0.05),
    };
  });
  const first = draft.days[0] ?? 0;
  const series: SimSeries = {
    cid,
    title: draft.title,
    abbr: draft.abbr,
    slug: `${slugify(draft.title)}-${cid}`,
    game_format: draft.format,
    category: draft.women ? 'women' : 'international',
    date_start: isoDay(first),
    date_end: isoDay(draft.days[draft.days.length - 1] ?? first),
    team_ids: draft.sides.map((t) => t.team_id),
    show_pointtable: draft.showPointtable,
  };
  const leagueMatches = draft.pairings.length - draft.stageNames.size;
  const layout: SeriesLayout = {
    groups: draft.showPointtable ? [{ name: draft.abbr, teamIds: series.team_ids }] : [],
    leagueMatches,
    stageNames: draft.stageNames,
  };
  return { series, fixtures, layout };
}

/** A T20 quadrangular series: a match a day, a final when long enough. */
function multiSeries(
  seed: number, key: string, days: number[], women: boolean, spans: Span[], titles: Set<string>, cursors: Map<number, IdCursor>,
  elsewhere: (day: number) => Set<number>,
) {
  const first = days[0];
  const cursor = first === undefined ? undefined : cursors.get(utcYear(first));
  if (first === undefined || !cursor) return undefined;
  const rng = rngFor(seed, 'tri', key, isoDay(first));
  const sides = pickSides(rng, women ? WOMEN : MEN, MULTI_SIDES, days, spans);
  const [host, second] = sides;
  if (!host || !second) return undefined;
  const withFinal = days.length >= 4;
  const rounds = roundRobin(sides.map((t) => t.team_id)).flat();
  // In round-robin order, passing over a pairing whose side plays another series that day.
  let next = 0;
  const league = days.slice(0, days.length - (withFinal ? 1 : 0)).map((day): Pairing => {
    const away = elsewhere(day);
    const skip = rounds.findIndex((_, k) => !(rounds[(next + k) % rounds.length] ?? []).some((t) => away.has(t)));
    const pairing = rounds[(next + Math.max(0, skip)) % rounds.length] ?? [host.team_id, second.team_id];
    next += Math.max(0, skip) + 1;
    return pairing;
  });
  const pairings: Pairing[] = withFinal ? [...league, [host.team_id, second.team_id]] : league;
  const kind = sides.length === 4 ? 'Quadrangular Series' : 'Tri-Series';
  const year = utcYear(first);
  const title = uniqueTitle(women ? `Women's T20I ${kind} in ${host.country}` : `${host.country} T20I ${kind}`, first, titles);
  return build(
    {
      days,
      women,
      format: women ? 'Women T20' : 'T20I',
      sides,
      pairings,
      title,
      abbr: `${women ? 'W-' : ''}T20I ${kind} ${year}`,
      showPointtable: true,
      stageNames: withFinal ? new Map([[pairings.length, 'Final']]) : new Map(),
      // The afternoon slot on a day one of its sides plays elsewhere, so the two never meet in time.
      early: (day) => sides.some((t) => elsewhere(day).has(t.team_id)),
    },
    cursor,
    rng,
  );
}

/** A short bilateral series, a match a day, for a day nothing else starts on. */
function bilateralSeries(seed: number, days: number[], spans: Span[], titles: Set<string>, cursors: Map<number, IdCursor>) {
  const first = days[0];
  const cursor = first === undefined ? undefined : cursors.get(utcYear(first));
  if (first === undefined || !cursor) return undefined;
  const rng = rngFor(seed, 'fill', isoDay(first));
  const women = rng.chance(0.3);
  const odi = days.length >= 3 && rng.chance(0.4);
  const [host, away] = pickSides(rng, women ? WOMEN : MEN, 2, days, spans);
  if (!host || !away) return undefined;
  const label = odi ? 'ODI' : 'T20I';
  return build(
    {
      days,
      women,
      format: women ? (odi ? 'Women ODI' : 'Women T20') : odi ? 'ODI' : 'T20I',
      sides: [host, away],
      pairings: days.map((): Pairing => [host.team_id, away.team_id]),
      title: uniqueTitle(`${away.name} tour of ${host.country}, ${label} Series`, first, titles),
      abbr: `${host.short_name} vs ${away.short_name} ${label}`,
      showPointtable: false,
      stageNames: new Map(),
    },
    cursor,
    rng,
  );
}
