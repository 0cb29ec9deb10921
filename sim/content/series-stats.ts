// A series' stats (GET /v1/series/{id}/stats): its leaders in runs, wickets and sixes, and its
// highest scores and best bowling, read from the scorecards of its matches: every completed one,
// and the innings played so far of a live one. Each figure can be found again on a match's card.
// Completed matches' figures are kept (match-figures.ts), so a call reads at most the live cards
// afresh; the first call on a series reads its whole fixture list once.
import { round2 } from '../live/cricket-text';
import { matchStatus } from '../live/match-view';
import type { SimSeries, World } from '../world/types';
import { worldExtras } from '../world/world';
import { type Line, type MatchFigures, completedFigures, liveFigures } from './match-figures';

/** Each board lists this many. */
export const SERIES_STATS_LIMIT = 5;

/** Legal balls as overs written the cricket way: 22 balls are 3.4. */
function oversOf(balls: number): number {
  return Math.floor(balls / 6) + (balls % 6) / 10;
}

/** The first `SERIES_STATS_LIMIT` of `items` in `compare`'s order; each compare ends on ids, so no tie is left to chance. */
function top<T>(items: T[], compare: (a: T, b: T) => number): T[] {
  return [...items].sort(compare).slice(0, SERIES_STATS_LIMIT);
}

export function seriesStats(world: World, series: SimSeries, nowMs: number) {
  const matches: MatchFigures[] = [];
  let live = 0;
  for (const fixture of worldExtras(world).seriesFixtures(series.cid)) {
    const status = matchStatus(world, fixture, nowMs);
    if (status === 'Completed') matches.push(completedFigures(world, fixture));
    else if (status === 'Live') {
      matches.push(liveFigures(world, fixture, nowMs));
      live += 1;
    }
  }
  const teamShort = (id: number) => world.team(id)?.short_name ?? '';
  const who = (line: Line) => {
    const player = world.player(line.pid);
    return { pid: line.pid, name: player?.name ?? 'Unknown', slug: player?.slug ?? 'player', team: teamShort(line.teamId) };
  };
  const where = (m: MatchFigures, line: Line) => ({
    opponent: teamShort(line.oppId),
    match_id: m.matchId,
    match_slug: m.slug,
    match_subtitle: m.subtitle,
  });

  const batting = matches.flatMap((m) => m.batting.map((line) => ({ m, line })));
  const bowling = matches.flatMap((m) => m.bowling.map((line) => ({ m, line })));

  const runs = new Map<number, { line: Line; runs: number; innings: number; balls: number; notOuts: number }>();
  const sixes = new Map<number, { line: Line; sixes: number }>();
  for (const { line } of batting) {
    const entry = runs.get(line.pid) ?? { line, runs: 0, innings: 0, balls: 0, notOuts: 0 };
    entry.runs += line.runs;
    entry.innings += 1;
    entry.balls += line.balls;
    if (line.notOut) entry.notOuts += 1;
    runs.set(line.pid, entry);
    const hit = sixes.get(line.pid) ?? { line, sixes: 0 };
    hit.sixes += line.sixes;
    sixes.set(line.pid, hit);
  }
  const wickets = new Map<number, { line: Line; wickets: number; balls: number; conceded: number }>();
  for (const { line } of bowling) {
    const entry = wickets.get(line.pid) ?? { line, wickets: 0, balls: 0, conceded: 0 };
    entry.wickets += line.wickets;
    entry.balls += line.balls;
    entry.conceded += line.conceded;
    wickets.set(line.pid, entry);
  }

  return {
    cid: series.cid,
    title: series.title,
    slug: series.slug,
    matches_counted: matches.length,
    live_matches: live,
    // More runs first; then fewer balls, the quicker scorer.
    most_runs: top(
      [...runs.values()].filter((e) => e.runs > 0),
      (a, b) => b.runs - a.runs || a.balls - b.balls || a.line.pid - b.line.pid,
    ).map((e) => ({
      ...who(e.line),
      runs: e.runs,
      innings: e.innings,
      not_outs: e.notOuts,
      balls: e.balls,
      strike_rate: e.balls > 0 ? round2((100 * e.runs) / e.balls) : 0,
    })),
    // More wickets first; then fewer runs conceded.
    most_wickets: top(
      [...wickets.values()].filter((e) => e.wickets > 0),
      (a, b) => b.wickets - a.wickets || a.conceded - b.conceded || a.line.pid - b.line.pid,
    ).map((e) => ({
      ...who(e.line),
      wickets: e.wickets,
      overs: oversOf(e.balls),
      runs: e.conceded,
      economy: e.balls > 0 ? round2((6 * e.conceded) / e.balls) : 0,
    })),
    // One innings each; an unbeaten score above an out one of the same runs, then fewer balls.
    highest_scores: top(
      batting.filter(({ line }) => line.runs > 0),
      (a, b) =>
        b.line.runs - a.line.runs ||
        Number(b.line.notOut) - Number(a.line.notOut) ||
        a.line.balls - b.line.balls ||
        a.m.matchId - b.m.matchId ||
        a.line.pid - b.line.pid,
    ).map(({ m, line }) => ({ ...who(line), runs: line.runs, balls: line.balls, not_out: line.notOut, ...where(m, line) })),
    // One spell each: more wickets, then fewer runs, then fewer balls.
    best_bowling: top(
      bowling.filter(({ line }) => line.wickets > 0),
      (a, b) =>
        b.line.wickets - a.line.wickets ||
        a.line.conceded - b.line.conceded ||
        a.line.balls - b.line.balls ||
        a.m.matchId - b.m.matchId ||
        a.line.pid - b.line.pid,
    ).map(({ m, line }) => ({ ...who(line), wickets: line.wickets, runs: line.conceded, overs: oversOf(line.balls), ...where(m, line) })),
    most_sixes: top(
      [...sixes.values()].filter((e) => e.sixes > 0),
      (a, b) => b.sixes - a.sixes || a.line.pid - b.line.pid,
    ).map((e) => ({
      ...who(e.line),
      sixes: e.sixes,
    })),
  };
}
