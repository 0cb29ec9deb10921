// A simple, sensible win-probability model for the live header: a prior from the two XIs'
// skills, then the projected total against par in a first innings, and runs needed against balls
// and wickets left in a chase. In Tests tie_per carries the chance of a draw, the third outcome.
import type { SimPlayer } from '../world/types';
import type { FormatRules } from './format-rules';
import type { InningsTotal, MatchMoment } from './match-state';

export interface WinChances {
  /** Percentages for teama, teamb and a tie (a draw in Tests); integers summing to 100. */
  a: number;
  b: number;
  tie: number;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** How much stronger side A's XI is, as a probability of A winning before a ball is bowled. */
export function priorChance(xiA: SimPlayer[], xiB: SimPlayer[]): number {
  const strength = (xi: SimPlayer[]) => {
    const bat = [...xi].map((p) => p.batting_skill).sort((x, y) => y - x).slice(0, 7);
    const bowl = [...xi].map((p) => p.bowling_skill).sort((x, y) => y - x).slice(0, 5);
    return bat.reduce((s, v) => s + v, 0) / 7 + bowl.reduce((s, v) => s + v, 0) / 5;
  };
  return logistic(4 * (strength(xiA) - strength(xiB)));
}

export function toPercent(pa: number, pb: number, ptie: number): WinChances {
  const total = pa + pb + ptie || 1;
  const tie = Math.round((100 * ptie) / total);
  const a = Math.round((100 * pa) / total);
  return { a: Math.min(a, 100 - tie), b: Math.max(0, 100 - tie - a), tie };
}

export function preMatchChances(rules: FormatRules, prior: number): WinChances {
  const draw = rules.kind === 'TEST' ? 0.2 : 0.01;
  return toPercent(prior * (1 - draw), (1 - prior) * (1 - draw), draw);
}

/** Chances at a live moment; the finished match is handled by the caller from the result. */
export function liveChances(m: MatchMoment, totals: InningsTotal[], teamA: number, prior: number): WinChances {
  const c = rawLiveChances(m, totals, teamA, prior);
  // Nothing is certain while play goes on: keep each side at 1% or more.
  if (c.a < 1) return { a: 1, b: c.b - 1, tie: c.tie };
  if (c.b < 1) return { a: c.a - 1, b: 1, tie: c.tie };
  return c;
}

function rawLiveChances(m: MatchMoment, totals: InningsTotal[], teamA: number, prior: number): WinChances {
  const { rules } = m.script;
  if (m.phase === 'toss') return preMatchChances(rules, prior);
  const live = m.live;
  const started = m.phase === 'play';
  const runs = started ? (m.last?.runs ?? 0) : 0;
  const wickets = started ? (m.last?.wickets ?? 0) : 0;
  const legal = started ? (m.last?.legalBalls ?? 0) : 0;
  const battingIsA = live.battingTeamId === teamA;
  const orient = (pBat: number, tie: number) =>
    battingIsA ? toPercent(pBat, 1 - pBat - tie, tie) : toPercent(1 - pBat - tie, pBat, tie);

  if (rules.kind === 'TEST') return testChances(m, totals, teamA, runs, wickets, prior);

  const overs = rules.oversPerInnings ?? 20;
  const ballsLeft = Math.max(0, overs * 6 - legal);
  const perBall = rules.baseRunsPerOver / 6;
  // Wickets in hand shrink what the remaining balls are worth.
  const resource = Math.min(1.1, 0.3 + 0.085 * (10 - wickets));
  if (live.target === null) {
    const projected = runs + ballsLeft * perBall * resource;
    const spread = rules.par * 0.12;
    const pBat = logistic((projected - rules.par) / spread);
    const priorBat = battingIsA ? prior : 1 - prior;
    const progress = legal / (overs * 6);
    return orient((priorBat * (1 - progress) + pBat * progress) * 0.99, 0.01);
  }
  const need = live.target - runs;
  const expected = ballsLeft * perBall * resource;
  // Chases swing: the spread grows with the balls left and with the runs still to find.
  const sd = Math.sqrt(ballsLeft) * 1.6 + 0.15 * expected + 1;
  const z = (expected - need) / sd;
  const pChase = logistic(1.7 * z);
  const tie = Math.min(0.08, 0.25 / sd) * Math.exp((-z * z) / 2);
  return orient(pChase * (1 - tie), tie);
}

function testChances(
  m: MatchMoment, totals: InningsTotal[], teamA: number, runs: number, wickets: number, prior: number,
): WinChances {
  const { rules } = m.script;
  const used = totals.reduce((n, t) => n + t.legalBalls, 0);
  const oversLeft = Math.max(0, ((rules.matchOverCap ?? 450) * 6 - used) / 6);
  const live = m.live;
  const battingIsA = live.battingTeamId === teamA;
  if (live.target !== null) {
    const need = live.target - runs;
    const oversToAllOut = (10 - wickets) * 9;
    const usable = Math.min(oversLeft, oversToAllOut);
    const pWin = logistic((usable * rules.baseRunsPerOver - need) / (20 + 0.15 * need));
    const pDraw = (1 - pWin) * logistic((oversToAllOut - oversLeft) / 15);
    const pLose = Math.max(0, 1 - pWin - pDraw);
    return battingIsA ? toPercent(pWin, pLose, pDraw) : toPercent(pLose, pWin, pDraw);
  }
  const inningsLeft = 4 - live.number + (m.phase === 'play' ? (10 - wickets) / 10 : 1);
  const pDraw = logistic((inningsLeft * 95 - oversLeft) / 40);
  const teamB = battingIsA ? live.bowlingTeamId : live.battingTeamId;
  const sum = (id: number) => totals.filter((t) => t.inn.battingTeamId === id).reduce((n, t) => n + t.runs, 0);
  // The batting side's unfinished innings is worth about 30 more runs per wicket in hand.
  const inHand = (10 - wickets) * 30;
  const projectedA = sum(teamA) + (battingIsA ? inHand : 0);
  const projectedB = sum(teamB) + (battingIsA ? 0 : inHand);
  const lean = logistic((projectedA - projectedB) / 150 + 2 * (prior - 0.5));
  return toPercent(lean * (1 - pDraw), (1 - lean) * (1 - pDraw), pDraw);
}
