// Facts for the home page (GET /v1/misc/facts): records of the last 30 days of play, read from the
// scorecards of the world's completed matches, so every figure can be found again on a match's
// scorecard. A finished match's figures are worked out once and kept (match-figures.ts), so a later
// call only reads the matches that finished since.
import { matchStatus } from '../live/match-view';
import { DAY_MS } from '../world/dates';
import type { World } from '../world/types';
import { worldExtras } from '../world/world';
import { type Line, type MatchFigures, completedFigures } from './match-figures';

/** Records are of this stretch of play; a year's 1,000 scorecards would take seconds to read. */
export const FACTS_WINDOW_DAYS = 30;

/** The best of `items` by `score` (higher first), ties to the earlier item; undefined when empty. */
function best<T>(items: T[], score: (item: T) => number): T | undefined {
  let top: T | undefined;
  let topScore = -Infinity;
  for (const item of items) {
    const s = score(item);
    if (s > topScore) [top, topScore] = [item, s];
  }
  return top;
}

export function recentFacts(world: World, nowMs: number) {
  const extras = worldExtras(world);
  const fixtures = world
    .fixturesBetween(nowMs - FACTS_WINDOW_DAYS * DAY_MS, nowMs)
    .filter((f) => !extras.isSlot(f.match_id) && matchStatus(world, f, nowMs) === 'Completed');
  const matches = fixtures.map((f) => completedFigures(world, f));
  const teamShort = (id: number) => world.team(id)?.short_name ?? '';
  const teamName = (id: number) => world.team(id)?.name ?? '';
  const who = (line: { pid: number; teamId: number }) => `${world.player(line.pid)?.name ?? 'Unknown'} (${teamShort(line.teamId)})`;
  const facts: { id: string; title: string; value: string; subject: string; detail: string; match_id: number | null; cid: number | null }[] = [];
  const within = <T>(pick: (m: MatchFigures) => T[]) => matches.flatMap((m) => pick(m).map((item) => ({ m, item })));

  const topScore = best(within((m) => m.batting), ({ item }) => item.runs * 2 + (item.notOut ? 1 : 0));
  if (topScore) {
    const { m, item } = topScore;
    facts.push({ id: 'highest-score', title: 'Highest score', value: `${item.runs}${item.notOut ? '*' : ''} (${item.balls})`, subject: who(item), detail: m.label, match_id: m.matchId, cid: m.cid });
  }
  const topBowling = best(within((m) => m.bowling), ({ item }) => item.wickets * 1000 - item.conceded);
  if (topBowling && topBowling.item.wickets > 0) {
    const { m, item } = topBowling;
    facts.push({ id: 'best-bowling', title: 'Best bowling', value: `${item.wickets}/${item.conceded}`, subject: who(item), detail: m.label, match_id: m.matchId, cid: m.cid });
  }
  const sixes = best(within((m) => m.batting), ({ item }) => item.sixes * 1000 - item.balls);
  if (sixes && sixes.item.sixes > 0) {
    const { m, item } = sixes;
    facts.push({ id: 'most-sixes-innings', title: 'Most sixes', value: `${item.sixes} sixes`, subject: who(item), detail: m.label, match_id: m.matchId, cid: m.cid });
  }
  const total = best(within((m) => m.teamTotals), ({ item }) => item.runs);
  if (total) {
    const { m, item } = total;
    facts.push({ id: 'highest-total', title: 'Highest total', value: `${item.runs}/${item.wickets}`, subject: teamName(item.teamId), detail: `vs ${teamShort(item.oppId)} · ${m.label}`, match_id: m.matchId, cid: m.cid });
  }
  const byRuns = best(matches.filter((m) => m.win?.byRuns != null), (m) => m.win?.byRuns ?? 0);
  if (byRuns?.win) {
    facts.push({ id: 'biggest-win-runs', title: 'Biggest win', value: `${byRuns.win.byRuns} runs`, subject: teamName(byRuns.win.winnerId), detail: `vs ${teamShort(byRuns.win.loserId)} · ${byRuns.label}`, match_id: byRuns.matchId, cid: byRuns.cid });
  }

  // Aggregates over the whole window.
  const runs = new Map<number, { line: Line; runs: number; innings: number }>();
  const wickets = new Map<number, { line: Line; wickets: number }>();
  for (const m of matches) {
    for (const line of m.batting) {
      const entry = runs.get(line.pid) ?? { line, runs: 0, innings: 0 };
      entry.runs += line.runs;
      entry.innings += 1;
      runs.set(line.pid, entry);
    }
    for (const line of m.bowling) {
      const entry = wickets.get(line.pid) ?? { line, wickets: 0 };
      entry.wickets += line.wickets;
      wickets.set(line.pid, entry);
    }
  }
  const mostRuns = best([...runs.values()], (e) => e.runs);
  if (mostRuns) {
    facts.push({ id: 'most-runs', title: 'Most runs', value: `${mostRuns.runs} runs`, subject: who(mostRuns.line), detail: `${mostRuns.innings} innings`, match_id: null, cid: null });
  }
  const mostWickets = best([...wickets.values()], (e) => e.wickets);
  if (mostWickets && mostWickets.wickets > 0) {
    facts.push({ id: 'most-wickets', title: 'Most wickets', value: `${mostWickets.wickets} wickets`, subject: who(mostWickets.line), detail: `${matches.filter((m) => m.bowling.some((b) => b.pid === mostWickets.line.pid)).length} matches`, match_id: null, cid: null });
  }
  const hundreds = matches.reduce((n, m) => n + m.batting.filter((b) => b.runs >= 100).length, 0);
  const allSixes = matches.reduce((n, m) => n + m.batting.reduce((s, b) => s + b.sixes, 0), 0);
  facts.push({ id: 'sixes-hit', title: 'Sixes hit', value: String(allSixes), subject: `${hundreds} hundred${hundreds === 1 ? '' : 's'} scored`, detail: `${matches.length} completed matches`, match_id: null, cid: null });

  return { period: `Last ${FACTS_WINDOW_DAYS} days`, matches: matches.length, facts };
}
