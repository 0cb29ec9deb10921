// The live engine's face to the routes: a fixture's status, end time, list summary (the Match wire
// object of SPEC.md section 3), full detail with MatchInfo, and key events. Scripts are memoised
// (ball-script.ts); views are rebuilt per call because they depend on the clock, except for
// finished matches, whose summaries never change again and are memoised too.
import { liveArticleRef } from '../content/live-articles';
import { media } from '../media/urls';
import type { SimFixture, World } from '../world/types';
import { ballScript, playingXi, scriptEndSlot } from './ball-script';
import { formatRules, maxMatchSlots } from './format-rules';
import { type KeyEvent, keyEventsUpTo } from './key-events';
import { matchInfo } from './match-info';
import { dateStrings, matchIdentity, teamBase } from './match-identity';
import {
  type InningsTotal, type MatchMoment, bowledAt, gameState, inningsTotals, lastBall, liveScore, momentAt, statusNote,
  teamScore, tossText,
} from './match-state';
import { type WinChances, liveChances, preMatchChances, priorChance } from './win-probability';

export type MatchStatusName = 'Scheduled' | 'Live' | 'Completed' | 'Cancelled';

/** Results keep their live-blog link for two days after the match. */
const RECENT_RESULT_MS = 2 * 86_400_000;

export function matchEndMs(world: World, fixture: SimFixture): number {
  if (fixture.cancelled) return fixture.startMs;
  return fixture.startMs + (scriptEndSlot(world, fixture) + 1) * world.config.ballMs;
}

export function matchStatus(world: World, fixture: SimFixture, nowMs: number): MatchStatusName {
  if (fixture.cancelled) return 'Cancelled';
  if (nowMs < fixture.startMs) return 'Scheduled';
  // Long-finished matches need no script: lists of old results stay cheap.
  if (nowMs >= fixture.startMs + maxMatchSlots(formatRules(fixture.format)) * world.config.ballMs) return 'Completed';
  return nowMs >= matchEndMs(world, fixture) ? 'Completed' : 'Live';
}

/** What the summary and the detail both read: the script's state at the moment. */
export interface LiveView {
  moment: MatchMoment;
  totals: InningsTotal[];
}

function viewAt(world: World, fixture: SimFixture, nowMs: number): LiveView {
  const script = ballScript(world, fixture);
  const moment = momentAt(script, bowledAt(script, fixture.startMs, world.config.ballMs, nowMs));
  return { moment, totals: inningsTotals(moment) };
}

const finished = new WeakMap<World, Map<number, Record<string, unknown>>>();

export function matchSummary(world: World, fixture: SimFixture, nowMs: number): Record<string, unknown> {
  const status = matchStatus(world, fixture, nowMs);
  let base: Record<string, unknown>;
  if (status === 'Completed') {
    let memo = finished.get(world);
    if (!memo) finished.set(world, (memo = new Map()));
    const hit = memo.get(fixture.match_id);
    base = hit ?? summaryBase(world, fixture, status, viewAt(world, fixture, Number.MAX_SAFE_INTEGER));
    if (!hit) memo.set(fixture.match_id, base);
  } else {
    base = summaryBase(world, fixture, status, status === 'Live' ? viewAt(world, fixture, nowMs) : null);
  }
  return { ...base, dateStrings: dateStrings(fixture.startMs, nowMs), articles: articles(world, fixture, status, nowMs) };
}

export function matchDetail(world: World, fixture: SimFixture, nowMs: number): Record<string, unknown> {
  const status = matchStatus(world, fixture, nowMs);
  const view = status === 'Live' || status === 'Completed' ? viewAt(world, fixture, nowMs) : null;
  return {
    ...matchSummary(world, fixture, nowMs),
    info: matchInfo(world, fixture, view),
  };
}

export function matchEvents(world: World, fixture: SimFixture, nowMs: number): KeyEvent[] {
  if (fixture.cancelled || nowMs < fixture.startMs) return [];
  return keyEventsUpTo(world, fixture, ballScript(world, fixture), nowMs);
}

function articles(world: World, fixture: SimFixture, status: MatchStatusName, nowMs: number) {
  if (status === 'Live') return [{ islive: 1, ...liveArticleRef(world, fixture) }];
  if (status === 'Completed' && nowMs - matchEndMs(world, fixture) <= RECENT_RESULT_MS) {
    return [{ islive: 0, ...liveArticleRef(world, fixture) }];
  }
  return [];
}

function summaryBase(world: World, fixture: SimFixture, status: MatchStatusName, view: LiveView | null): Record<string, unknown> {
  const { teams, ...identity } = matchIdentity(world, fixture);
  const rules = formatRules(fixture.format);
  const prior = priorChance(playingXi(teams.a), playingXi(teams.b));
  const teamMap = new Map([[teams.a.team_id, teams.a], [teams.b.team_id, teams.b]]);
  const maxOvers = rules.oversPerInnings ?? 0;
  const m = view?.moment ?? null;
  const chances: WinChances = m ? chancesAt(m, view?.totals ?? [], teams.a.team_id, prior) : preMatchChances(rules, prior);
  const score = (teamId: number) => (view ? teamScore(view.totals, teamId) : { scores: '', scores_full: '', overs: '' });
  const live = m && m.phase !== 'done' ? liveScore(m) : null;
  const mom = m?.phase === 'done' ? world.player(m.script.manOfTheMatch) : undefined;
  return {
    ...identity,
    status,
    status_str: status,
    status_note: status === 'Cancelled' ? 'Match abandoned without a ball bowled' : m ? statusNote(m, teamMap, view?.totals ?? []) : '',
    status_note2: m ? tossText(m.script, teamMap) : '',
    ...gameState(status === 'Live' ? m : null),
    teama: { ...teamBase(world, teams.a), ...score(teams.a.team_id), max_overs: maxOvers, win_per: chances.a },
    teamb: { ...teamBase(world, teams.b), ...score(teams.b.team_id), max_overs: maxOvers, win_per: chances.b },
    toss: m
      ? { text: tossText(m.script, teamMap), winner: m.script.toss.winnerId, decision: m.script.toss.decision }
      : { text: '', winner: 0, decision: '' },
    ...(m ? lastBall(m.last) : { ball: '', ball_code: '' }),
    batting_team_id: m ? m.live.battingTeamId : 0,
    live_inning_number: m ? m.live.number : 0,
    man_of_the_match: mom ? { pid: mom.pid, name: mom.name, thumb_url: media.player(world.config, mom.pid) } : '',
    // Series awards are not modelled by the simulator.
    man_of_the_series: '',
    tie_per: chances.tie,
    runrate: live?.runrate ?? 0,
    required_runrate: live?.required_runrate ?? 0,
  };
}

function chancesAt(m: MatchMoment, totals: InningsTotal[], teamA: number, prior: number): WinChances {
  if (m.phase !== 'done') return liveChances(m, totals, teamA, prior);
  const r = m.script.result;
  if (r.kind !== 'win') return { a: 0, b: 0, tie: 100 };
  return r.winnerId === teamA ? { a: 100, b: 0, tie: 0 } : { a: 0, b: 100, tie: 0 };
}
