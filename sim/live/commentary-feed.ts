// The match centre's ball-by-ball feed and the live panel beside it: every delivery and over
// summary so far (newest first), the batters at the crease and the bowlers, and the recent overs.
import type { SimFixture, World } from '../world/types';
import { oversNumber, scoreText } from './cricket-text';
import type { MatchMoment } from './match-state';
import type { BattingRow, BowlingRow } from './scorecard';
import type { Delivery, OverEnd } from './script-types';

/** A long Test would send thousands of items; the newest this many are plenty for the feed. */
export const COMMENTARY_LIMIT = 720;

export interface BallCommentary {
  event_id: number;
  event: 'ball' | 'wicket';
  inning_number: number;
  over: number;
  ball: number;
  score: string;
  commentary: string;
  run: number;
  bat_run: number;
  wide_run: number;
  noball_run: number;
  bye_run: number;
  legbye_run: number;
  four: boolean;
  six: boolean;
  /** Present (true) only on a free-hit delivery. */
  free_hit?: boolean;
  batsman_id: number;
  bowler_id: number;
  timestamp: number;
  wicket_batsman_id?: number;
  how_out?: string;
  dismissal?: string;
  fielder_id?: number | null;
}

export interface OverEndCommentary {
  event_id: number;
  event: 'overend';
  inning_number: number;
  /** Overs completed: 6 is the end of the sixth over. */
  over: number;
  ball: 6;
  score: string;
  commentary: string;
  run: number;
  wickets: number;
  team: string;
  bats: { batsman_id: number; name: string; runs: number; balls_faced: number }[];
  bowls: { bowler_id: number; name: string; overs: number; maidens: number; runs_conceded: number; wickets: number }[];
  timestamp: number;
}

export type Commentary = BallCommentary | OverEndCommentary;

function ballItem(d: Delivery, at: number): BallCommentary {
  const item: BallCommentary = {
    event_id: d.eventId, event: d.dismissal ? 'wicket' : 'ball', inning_number: d.inning, over: d.over, ball: d.ball,
    score: scoreText(d.runs, d.wickets), commentary: d.commentary,
    run: d.batRuns + d.wide + d.noball + d.bye + d.legbye, bat_run: d.batRuns, wide_run: d.wide,
    noball_run: d.noball, bye_run: d.bye, legbye_run: d.legbye, four: d.batRuns === 4, six: d.batRuns === 6,
    batsman_id: d.striker, bowler_id: d.bowler, timestamp: Math.floor(at / 1000),
  };
  if (d.freeHit) item.free_hit = true;
  if (d.dismissal) {
    item.wicket_batsman_id = d.dismissal.playerOut;
    item.how_out = d.dismissal.howOut;
    item.dismissal = d.dismissal.kind;
    item.fielder_id = d.dismissal.fielder;
  }
  return item;
}

function overEndItem(world: World, o: OverEnd, at: number): OverEndCommentary {
  const name = (pid: number) => world.player(pid)?.name ?? 'Unknown';
  return {
    event_id: o.eventId, event: 'overend', inning_number: o.inning, over: o.over, ball: 6, score: o.score,
    commentary: o.commentary, run: o.runs, wickets: o.wickets, team: o.team,
    bats: o.batters.map((b) => ({ batsman_id: b.pid, name: name(b.pid), runs: b.runs, balls_faced: b.balls })),
    bowls: [{
      bowler_id: o.bowler.pid, name: name(o.bowler.pid), overs: oversNumber(o.bowler.legalBalls),
      maidens: o.bowler.maidens, runs_conceded: o.bowler.runs, wickets: o.bowler.wickets,
    }],
    timestamp: Math.floor(at / 1000),
  };
}

/** Events so far, newest first, at most COMMENTARY_LIMIT of them. */
export function commentaries(world: World, fixture: SimFixture, m: MatchMoment): Commentary[] {
  const { deliveries, overEnds } = m.script;
  const at = (slot: number) => fixture.startMs + (slot + 1) * world.config.ballMs;
  // Walk back from the newest delivery; over summaries sit right after their over's last ball.
  let k = upperBound(overEnds, m.bowled - 1) - 1;
  const out: Commentary[] = [];
  for (let i = m.bowled - 1; i >= 0 && out.length < COMMENTARY_LIMIT; i--) {
    const d = deliveries[i];
    if (!d) break;
    const o = overEnds[k];
    if (o && o.afterDelivery === i) {
      out.push(overEndItem(world, o, at(d.slot)));
      k -= 1;
    }
    if (out.length < COMMENTARY_LIMIT) out.push(ballItem(d, at(d.slot)));
  }
  return out;
}

/** Index of the first over summary after delivery `index`. */
function upperBound(overEnds: OverEnd[], index: number): number {
  let lo = 0;
  let hi = overEnds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((overEnds[mid]?.afterDelivery ?? Number.POSITIVE_INFINITY) <= index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface LiveBatter {
  name: string;
  batsman_id: number;
  runs: number;
  balls_faced: number;
  fours: number;
  sixes: number;
  strike_rate: number;
}

export interface LiveBowler {
  name: string;
  bowler_id: number;
  overs: number;
  runs_conceded: number;
  wickets: number;
  maidens: number;
  econ: number;
}

/** The batters at the crease, striker first: the script's next delivery says who is on strike. */
export function liveBatters(m: MatchMoment, rows: BattingRow[]): LiveBatter[] {
  if (m.phase !== 'play' || !m.last) return [];
  const next = m.script.deliveries[m.bowled];
  const striker = next && next.inning === m.live.number ? next.striker : m.last.striker;
  const atCrease = rows
    .filter((r) => r.batting)
    .sort((a, b) => Number(b.batsman_id === striker) - Number(a.batsman_id === striker));
  return atCrease.map((r) => ({
    name: r.name, batsman_id: r.batsman_id, runs: r.runs, balls_faced: r.balls_faced, fours: r.fours,
    sixes: r.sixes, strike_rate: r.strike_rate,
  }));
}

/** The bowler of the latest over first, then the one before him from the other end. */
export function liveBowlers(m: MatchMoment, rows: BowlingRow[]): LiveBowler[] {
  if (m.phase !== 'play' || !m.last) return [];
  const ds = m.script.deliveries;
  const current = m.last.bowler;
  let other: number | null = null;
  for (let i = m.bowled - 1; i >= m.live.from; i--) {
    const b = ds[i]?.bowler;
    if (b !== undefined && b !== current) {
      other = b;
      break;
    }
  }
  return [current, other].flatMap((pid) => {
    const r = rows.find((x) => x.bowler_id === pid);
    return r ? [{ name: r.name, bowler_id: r.bowler_id, overs: r.overs, runs_conceded: r.runs_conceded, wickets: r.wickets, maidens: r.maidens, econ: r.econ }] : [];
  });
}

export interface RecentOver {
  inning_number: number;
  /** 1-based over number. */
  over: number;
  runs: number;
  /** Ball markers in bowling order: '1', '4', 'W', 'Wd', 'Nb+4'. */
  balls: string[];
}

/** The latest few overs of the live innings, oldest first, the current one possibly unfinished. */
export function recentOvers(m: MatchMoment, count = 4): RecentOver[] {
  const ds = m.script.deliveries;
  const overs: RecentOver[] = [];
  for (let i = m.live.from; i < Math.min(m.bowled, m.live.to); i++) {
    const d = ds[i];
    if (!d) break;
    let cur = overs[overs.length - 1];
    if (!cur || cur.over !== d.over + 1) {
      cur = { inning_number: d.inning, over: d.over + 1, runs: 0, balls: [] };
      overs.push(cur);
    }
    cur.runs += d.batRuns + d.wide + d.noball + d.bye + d.legbye;
    cur.balls.push(marker(d));
  }
  return overs.slice(-count);
}

function marker(d: Delivery): string {
  if (d.dismissal) return 'W';
  if (d.wide > 0) return d.wide > 1 ? `${d.wide}Wd` : 'Wd';
  if (d.noball > 0) return d.batRuns > 0 ? `Nb+${d.batRuns}` : 'Nb';
  if (d.bye > 0) return `${d.bye}B`;
  if (d.legbye > 0) return `${d.legbye}Lb`;
  return String(d.batRuns);
}

