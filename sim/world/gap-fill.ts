// The planned series leave gaps. Three passes close them:
// 1. every day gets a men's T20 series of three or more sides under way, and
// 2. a women's T20 series under way: the rolling live slots draw their matches from these (live-slots.ts),
//    and tri- and quadrangular series keep the pairings varied;
// 3. every day still without a match start gets a short bilateral series, so the schedule's 10-day
//    windows and the series month strip never come up blank.
import { slugify } from '../media/urls';
import { type Rng, rngFor } from '../rng';
import type { IdCursor, SeriesLayout } from './calendar';
import { DAY_MS, HOUR_MS, isoDay, startOfUtcDay, utcYear } from './dates';
import { type Pairing, roundRobin } from './round-robin';
import { TEAM_DEFS, type TeamDef } from './team-table';
import type { MatchFormat, SimFixture, SimSeries } from './types';
import { startHourUtc, venueById } from './venues';

const MAX_TRI_SERIES_DAYS = 14;
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
  /** Men's T20 with three or more sides; women's T20 of any size. */
  menMultiT20: boolean;
  womenT20: boolean;
}

/** Splits sorted days into runs of consecutive days, each at most `max` long. */
function runsOf(days: readonly number[], max: number): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  for (const day of days) {
    const last = run[run.length - 1];
    if (run.length >= max || (last !== undefined && day !== last + DAY_MS)) {
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
  return {
    from: Date.parse(`${s.date_start}T00:00:00Z`),
    to: Date.parse(`${s.date_end}T00:00:00Z`),
    teamIds: s.team_ids,
    menMultiT20: T20_FAMILY.has(s.game_format) && s.category !== 'women' && s.team_ids.length >= 3,
    womenT20: s.game_format === 'Women T20',
  };
}

/** Sides for a new series over `days`: rested ones first, so no side is in two places at once. */
function pickSides(rng: Rng, pool: readonly TeamDef[], count: number, days: number[], spans: readonly Span[]): TeamDef[] {
  const first = days[0] ?? 0;
  const last = days[days.length - 1] ?? first;
  const busy = new Set(spans.filter((s) => s.from <= last && first <= s.to).flatMap((s) => s.teamIds));
  const free = rng.shuffle(pool.filter((t) => !busy.has(t.team_id)));
  const rest = rng.shuffle(pool.filter((t) => busy.has(t.team_id)));
  return [...free, ...rest].slice(0, count);
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
  const add = (made: { series: SimSeries; fixtures: SimFixture[]; layout: SeriesLayout } | undefined) => {
    if (!made) return;
    out.series.push(made.series);
    out.fixtures.push(...made.fixtures);
    out.layouts.set(made.series.cid, made.layout);
    spans.push(spanOf(made.series));
  };

  for (const women of [false, true]) {
    const under = (day: number) => spans.some((s) => (women ? s.womenT20 : s.menMultiT20) && s.from <= day && day <= s.to);
    const short = daysWhere(fromMs, toMs, (day) => !under(day));
    for (const run of runsOf(short, MAX_TRI_SERIES_DAYS)) add(triSeries(seed, run, women, spans, titles, cursors));
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
      startMs: day + Math.round(startHourUtc(venue.country, draft.format) * 4) * (HOUR_MS / 4),
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

/** A T20 tri-series (or quadrangular, over longer runs): a match a day, a final when long enough. */
function triSeries(seed: number, days: number[], women: boolean, spans: Span[], titles: Set<string>, cursors: Map<number, IdCursor>) {
  const first = days[0];
  const cursor = first === undefined ? undefined : cursors.get(utcYear(first));
  if (first === undefined || !cursor) return undefined;
  const rng = rngFor(seed, 'tri', women ? 'women' : 'men', isoDay(first));
  const sides = pickSides(rng, women ? WOMEN : MEN, days.length >= 8 ? 4 : 3, days, spans);
  const [host, second] = sides;
  if (!host || !second) return undefined;
  const withFinal = days.length >= 4;
  const rounds = roundRobin(sides.map((t) => t.team_id)).flat();
  const league = Array.from({ length: days.length - (withFinal ? 1 : 0) }, (_, i): Pairing => rounds[i % rounds.length] ?? [host.team_id, second.team_id]);
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
