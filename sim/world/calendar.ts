// The fixed calendar: every planned series of the years around now, laid out day by day, then gaps
// filled with short bilateral series so that every day has at least one match. Built once per world.
import { slugify } from '../media/urls';
import { type Rng, rngFor } from '../rng';
import { DAY_MS, HOUR_MS, isoDay, utcDay } from './dates';
import { fillGaps } from './gap-fill';
import { type Pairing, doubleRoundRobin, groupRounds, roundRobin } from './round-robin';
import { SERIES_PLANS, type SeriesPlan } from './series-plan';
import { TEAM_DEFS } from './team-table';
import type { SimFixture, SimSeries } from './types';
import { startHourUtc, venueById, venuesIn } from './venues';

/** Fixture ids of the world's own year start here, so the IPL's 7th match is the spec's 87006. */
export const MATCH_ID_BASE = 87_000;
const MATCH_IDS_PER_YEAR = 3_000;
const CID_BASE = 129_400;
const CIDS_PER_YEAR = 1_000;

/** How a series is organised, for points tables: its groups and where the knockouts start. */
export interface SeriesLayout {
  groups: { name: string; teamIds: number[] }[];
  /** Matches numbered up to this one are league or group games; later ones are knockouts. */
  leagueMatches: number;
  /** Knockout names by match number: 'Final', 'Qualifier 1'. */
  stageNames: Map<number, string>;
}

export interface Calendar {
  series: SimSeries[];
  /** Sorted by start, then id. */
  fixtures: SimFixture[];
  layouts: Map<number, SeriesLayout>;
}

const STRENGTH = new Map(TEAM_DEFS.map((t) => [t.team_id, t.strength]));
const HOME = new Map(TEAM_DEFS.map((t) => [t.team_id, t.home]));
const MARQUEE = new Set(['1-6', '6-1', '101-102', '102-101', '102-103', '103-102', '2-3', '3-2', '11-12', '12-11']);

/** Sides ranked by strength with some luck, as the knockouts' seeding. */
function seeded(rng: Rng, teamIds: readonly number[]): number[] {
  return [...teamIds]
    .map((id) => ({ id, score: (STRENGTH.get(id) ?? 0.5) + rng.next() * 0.15 }))
    .sort((a, b) => b.score - a.score)
    .map((t) => t.id);
}

function knockoutPairings(rng: Rng, plan: SeriesPlan, names: string[]): Pairing[] {
  const s = plan.structure;
  const at = (list: number[], i: number) => list[i] ?? list[0] ?? 0;
  if (s.kind === 'groups' && names.length === 3) {
    const a = seeded(rng, s.groups[0] ?? []);
    const b = seeded(rng, s.groups[1] ?? []);
    return [[at(a, 0), at(b, 1)], [at(b, 0), at(a, 1)], [at(a, 0), at(b, 0)]];
  }
  const t = seeded(rng, plan.teamIds);
  if (names.length === 1) return [[at(t, 0), at(t, 1)]];
  if (names.length === 3) return [[at(t, 0), at(t, 3)], [at(t, 1), at(t, 2)], [at(t, 0), at(t, 1)]];
  return [[at(t, 0), at(t, 1)], [at(t, 2), at(t, 3)], [at(t, 1), at(t, 2)], [at(t, 0), at(t, 2)]];
}

/** The series' games in playing order, and the layout its points table needs. */
function pairingsOf(rng: Rng, plan: SeriesPlan, year: number): { pairings: Pairing[]; layout: SeriesLayout } {
  const s = plan.structure;
  if (s.kind === 'bilateral') {
    const [home = 0, away = 0] = plan.teamIds;
    const pairings = Array.from({ length: s.matches }, (): Pairing => [home, away]);
    return { pairings, layout: { groups: [], leagueMatches: s.matches, stageNames: new Map() } };
  }
  let rounds = s.kind === 'groups' ? groupRounds(s.groups) : s.legs === 2 ? doubleRoundRobin(plan.teamIds) : roundRobin(plan.teamIds);
  if (s.kind === 'league' && s.matchesPerTeam) rounds = rounds.slice(0, s.matchesPerTeam);
  const league = rounds.flatMap((round) => rng.shuffle(round));
  const names = s.knockouts;
  const pairings = [...league, ...knockoutPairings(rng, plan, names)];
  const groups =
    s.kind === 'groups'
      ? s.groups.map((teamIds, i) => ({ name: `Group ${String.fromCharCode(65 + i)}`, teamIds: [...teamIds] }))
      : [{ name: plan.abbr(year), teamIds: [...plan.teamIds] }];
  const stageNames = new Map(names.map((name, i) => [league.length + i + 1, name]));
  return { pairings, layout: { groups, leagueMatches: league.length, stageNames } };
}

/** The 87006 pledge: the IPL's 7th match is Mumbai Indians v Chennai Super Kings. */
function pinIplOpenerWeek(pairings: Pairing[]): void {
  const at = pairings.findIndex(([a, b]) => (a === 101 && b === 102) || (a === 102 && b === 101));
  const seventh = pairings[6];
  const found = pairings[at];
  if (at < 0 || !seventh || !found) return;
  pairings[6] = [101, 102];
  pairings[at] = seventh;
}

function layOut(plan: SeriesPlan, year: number, cid: number, firstId: number, rng: Rng, pairings: Pairing[], layout: SeriesLayout): SimFixture[] {
  const hostVenues = plan.host === 'home' ? [] : venuesIn(plan.host);
  let day = utcDay(year, plan.start[0], plan.start[1]);
  let slot = 0;
  return pairings.map(([teama, teamb], i) => {
    const knockout = i + 1 > layout.leagueMatches;
    // A knockout has its day to itself: its sides may come from the match before it (semi, then final).
    if (knockout && slot > 0) {
      day += plan.dayGap * DAY_MS;
      slot = 0;
    }
    const weekend = [0, 6].includes(new Date(day).getUTCDay());
    const cap = knockout ? 1 : plan.weekendDoubleHeaders && weekend ? 2 : plan.perDay;
    const venue =
      plan.host === 'home' && !knockout
        ? venueById(HOME.get(teama)?.[0] ?? 1001)
        : hostVenues.length > 0
          ? (hostVenues[i % hostVenues.length] ?? venueById(1001))
          : venueById(HOME.get(teama)?.[0] ?? 1001);
    const multiDay = plan.format === 'TEST' || plan.format === 'First Class';
    const night = startHourUtc(venue.country, plan.format);
    const spacing = plan.format === 'T10' ? 2.5 : 4;
    const hour = multiDay || cap === 1 ? night : Math.max(0, night - spacing * (cap - 1 - slot));
    const startMs = day + Math.round(hour * 4) * (HOUR_MS / 4);
    const pair = `${teama}-${teamb}`;
    const fixture: SimFixture = {
      match_id: firstId + i,
      cid,
      match_number: i + 1,
      format: plan.format,
      teama_id: teama,
      teamb_id: teamb,
      venue,
      startMs,
      // Rain takes a few league games; never a knockout, a multi-day game or the spec's match.
      cancelled: !knockout && !multiDay && firstId + i !== 87_006 && rng.chance(0.03),
      featured: MARQUEE.has(pair) || layout.stageNames.get(i + 1) === 'Final' || plan.key === 'the-ashes' || rng.chance(0.06),
    };
    slot++;
    const rest = plan.restAfter?.[i] ?? 0;
    if (slot >= cap || rest > 0) {
      day += (plan.dayGap + rest) * DAY_MS;
      slot = 0;
    }
    return fixture;
  });
}

function seriesOf(plan: SeriesPlan, year: number, cid: number, fixtures: SimFixture[]): SimSeries {
  const first = fixtures[0]?.startMs ?? utcDay(year, plan.start[0], plan.start[1]);
  const last = fixtures[fixtures.length - 1]?.startMs ?? first;
  const days = plan.format === 'TEST' || plan.format === 'First Class' ? 4 : 0;
  const title = plan.title(year);
  return {
    cid,
    title,
    abbr: plan.abbr(year),
    slug: `${slugify(title)}-${cid}`,
    game_format: plan.format,
    category: plan.category,
    date_start: isoDay(first),
    date_end: isoDay(last + days * DAY_MS),
    team_ids: [...plan.teamIds],
    show_pointtable: plan.show_pointtable,
  };
}

export interface IdCursor {
  nextCid: number;
  nextMatchId: number;
}

export function idBases(year: number, worldYear: number): IdCursor {
  return {
    nextCid: CID_BASE + (year - worldYear) * CIDS_PER_YEAR,
    nextMatchId: MATCH_ID_BASE + (year - worldYear) * MATCH_IDS_PER_YEAR,
  };
}

/** The calendar of worldYear - 1 to worldYear + 1, so ±45 days around any moment of the year is covered. */
export function buildCalendar(seed: number, worldYear: number): Calendar {
  const series: SimSeries[] = [];
  const fixtures: SimFixture[] = [];
  const layouts = new Map<number, SeriesLayout>();
  const cursors = new Map<number, IdCursor>();
  for (let year = worldYear - 1; year <= worldYear + 1; year++) {
    const cursor = idBases(year, worldYear);
    cursors.set(year, cursor);
    for (const plan of SERIES_PLANS) {
      const rng = rngFor(seed, 'series', plan.key, year);
      const { pairings, layout } = pairingsOf(rng, plan, year);
      if (plan.key === 'ipl') pinIplOpenerWeek(pairings);
      const cid = cursor.nextCid++;
      const laid = layOut(plan, year, cid, cursor.nextMatchId, rng, pairings, layout);
      cursor.nextMatchId += laid.length;
      series.push(seriesOf(plan, year, cid, laid));
      fixtures.push(...laid);
      layouts.set(cid, layout);
    }
  }
  const from = utcDay(worldYear - 1, 1, 1);
  const to = utcDay(worldYear + 2, 1, 1);
  const filled = fillGaps(seed, from, to, { series, fixtures }, cursors);
  series.push(...filled.series);
  fixtures.push(...filled.fixtures);
  for (const [cid, layout] of filled.layouts) layouts.set(cid, layout);
  fixtures.sort((a, b) => a.startMs - b.startMs || a.match_id - b.match_id);
  series.sort((a, b) => a.date_start.localeCompare(b.date_start) || a.cid - b.cid);
  return { series, fixtures, layouts };
}
