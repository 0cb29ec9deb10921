// Where a scripted match stands at a moment: how many deliveries the clock has reached, which
// innings is live, the scores, run rates, the state line and the status note.
import type { SimTeam } from '../world/types';
import { oversNumber, oversText, plural, round2, scoreText } from './cricket-text';
import type { Delivery, InningsScript, MatchScript } from './script-types';

export type Phase = 'toss' | 'play' | 'break' | 'done';

export interface MatchMoment {
  script: MatchScript;
  /** Deliveries bowled so far: deliveries[0, bowled). */
  bowled: number;
  phase: Phase;
  /** The innings in play; during a break, the one about to start; when done, the last one. */
  live: InningsScript;
  last: Delivery | undefined;
}

/** Deliveries whose slot the clock has passed: slot s is bowled at startMs + (s + 1) * ballMs. */
export function bowledAt(script: MatchScript, startMs: number, ballMs: number, nowMs: number): number {
  if (nowMs < startMs) return 0;
  const elapsed = Math.floor((nowMs - startMs) / ballMs);
  const ds = script.deliveries;
  let lo = 0;
  let hi = ds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ds[mid]?.slot ?? Number.POSITIVE_INFINITY) < elapsed) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function momentAt(script: MatchScript, bowled: number): MatchMoment {
  const last = bowled > 0 ? script.deliveries[bowled - 1] : undefined;
  const first = script.innings[0];
  if (!first) throw new Error(`match ${script.matchId} has no innings`);
  if (!last) return { script, bowled, phase: 'toss', live: first, last };
  if (bowled >= script.deliveries.length) {
    return { script, bowled, phase: 'done', live: script.innings[script.innings.length - 1] ?? first, last };
  }
  const current = script.innings[last.inning - 1] ?? first;
  if (bowled === current.to) {
    return { script, bowled, phase: 'break', live: script.innings[current.number] ?? current, last };
  }
  return { script, bowled, phase: 'play', live: current, last };
}

export interface InningsTotal {
  inn: InningsScript;
  runs: number;
  wickets: number;
  legalBalls: number;
  complete: boolean;
}

/** Totals of every innings that has started by this moment. */
export function inningsTotals(m: MatchMoment): InningsTotal[] {
  const out: InningsTotal[] = [];
  for (const inn of m.script.innings) {
    if (inn.from >= m.bowled) break;
    const lastIn = m.script.deliveries[Math.min(inn.to, m.bowled) - 1];
    out.push({
      inn, runs: lastIn?.runs ?? 0, wickets: lastIn?.wickets ?? 0, legalBalls: lastIn?.legalBalls ?? 0,
      complete: m.bowled >= inn.to,
    });
  }
  return out;
}

export interface TeamScore {
  scores: string;
  scores_full: string;
  overs: string;
}

/** '187/6', '187/6 (20 ov)' and for Tests '345/10 & 210/4 (56.2 ov)'. */
export function teamScore(totals: InningsTotal[], teamId: number): TeamScore {
  const mine = totals.filter((t) => t.inn.battingTeamId === teamId);
  const latest = mine[mine.length - 1];
  if (!latest) return { scores: '', scores_full: '', overs: '' };
  const scores = mine
    .map((t) => `${scoreText(t.runs, t.wickets)}${t.complete && t.inn.end === 'declared' ? 'd' : ''}`)
    .join(' & ');
  const overs = oversText(latest.legalBalls);
  return { scores, scores_full: `${scores} (${overs} ov)`, overs };
}

export interface LiveScore {
  runs: number;
  overs: number;
  wickets: number;
  target: number;
  runrate: number;
  required_runrate: number;
}

export function liveScore(m: MatchMoment): LiveScore {
  const started = m.phase !== 'break' && m.last !== undefined;
  const runs = started ? (m.last?.runs ?? 0) : 0;
  const wickets = started ? (m.last?.wickets ?? 0) : 0;
  const legal = started ? (m.last?.legalBalls ?? 0) : 0;
  const target = m.live.target ?? 0;
  const ballsLeft = m.script.rules.oversPerInnings === null ? 0 : m.script.rules.oversPerInnings * 6 - legal;
  const chasing = target > 0 && ballsLeft > 0 && m.phase !== 'done';
  return {
    runs,
    overs: oversNumber(legal),
    wickets,
    target,
    runrate: legal > 0 ? round2((6 * runs) / legal) : 0,
    required_runrate: chasing ? round2((6 * Math.max(0, target - runs)) / ballsLeft) : 0,
  };
}

/** Entity Sport style game state codes; the text is what the site shows. */
export function gameState(m: MatchMoment | null): { game_state: number; game_state_str: string } {
  if (!m || m.phase === 'done') return { game_state: 0, game_state_str: '' };
  if (m.phase === 'toss') return { game_state: 1, game_state_str: 'Toss' };
  if (m.phase === 'break') return { game_state: 7, game_state_str: 'Innings Break' };
  return { game_state: 3, game_state_str: 'Play Ongoing' };
}

export function tossText(script: MatchScript, teams: Map<number, SimTeam>): string {
  const name = teams.get(script.toss.winnerId)?.name ?? '';
  return `${name} won the toss and elected to ${script.toss.decision === 'bat' ? 'bat' : 'field'}`;
}

/** 'India need 45 runs in 30 balls', 'Australia lead by 120 runs', the result when done. */
export function statusNote(m: MatchMoment, teams: Map<number, SimTeam>, totals: InningsTotal[]): string {
  const { script } = m;
  if (m.phase === 'done') return script.result.text;
  if (m.phase === 'toss') return tossText(script, teams);
  const name = (id: number) => teams.get(id)?.name ?? '';
  const live = m.live;
  const target = live.target;
  if (target !== null) {
    const runs = m.phase === 'break' ? 0 : (m.last?.runs ?? 0);
    const legal = m.phase === 'break' ? 0 : (m.last?.legalBalls ?? 0);
    const need = Math.max(0, target - runs);
    const overs = script.rules.oversPerInnings;
    if (overs === null) return `${name(live.battingTeamId)} need ${plural(need, 'run')} to win`;
    return `${name(live.battingTeamId)} need ${plural(need, 'run')} in ${plural(overs * 6 - legal, 'ball')}`;
  }
  if (script.rules.inningsPerSide === 2 && live.number >= 2) {
    const sum = (id: number) => totals.filter((t) => t.inn.battingTeamId === id).reduce((n, t) => n + t.runs, 0);
    const lead = sum(live.battingTeamId) - sum(live.bowlingTeamId);
    const team = name(live.battingTeamId);
    if (lead === 0) return 'Scores level';
    return lead > 0 ? `${team} lead by ${plural(lead, 'run')}` : `${team} trail by ${plural(-lead, 'run')}`;
  }
  const decision = script.toss.decision === 'bat' ? 'bat' : 'field';
  return `${name(script.toss.winnerId)} elected to ${decision}`;
}

/** The last delivery as the carousel's ball marker: ball '4', 'W', 'Wd', and a code for the animation. */
export function lastBall(d: Delivery | undefined): { ball: string; ball_code: string } {
  if (!d) return { ball: '', ball_code: '' };
  if (d.dismissal) return { ball: 'W', ball_code: 'wicket' };
  if (d.wide > 0) return { ball: d.wide > 1 ? `${d.wide}Wd` : 'Wd', ball_code: 'wide' };
  if (d.noball > 0) return { ball: d.batRuns > 0 ? `Nb+${d.batRuns}` : 'Nb', ball_code: 'noball' };
  if (d.bye > 0) return { ball: `${d.bye}B`, ball_code: 'bye' };
  if (d.legbye > 0) return { ball: `${d.legbye}Lb`, ball_code: 'legbye' };
  if (d.batRuns === 6) return { ball: '6', ball_code: 'six' };
  if (d.batRuns === 4) return { ball: '4', ball_code: 'four' };
  return { ball: String(d.batRuns), ball_code: d.batRuns === 0 ? 'dot' : 'run' };
}

