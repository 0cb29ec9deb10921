// The shape of a match's precomputed ball-by-ball script. The script is the whole match, decided
// once from the seed; the view at a moment is the prefix of it that the clock has reached.
import type { FormatRules } from './format-rules';

export type DismissalKind = 'bowled' | 'caught' | 'lbw' | 'run_out' | 'stumped';

export interface Dismissal {
  /** The batter who is out (the non-striker can be run out). */
  playerOut: number;
  kind: DismissalKind;
  /** Catcher, run-out fielder or stumping keeper; null for bowled and lbw. */
  fielder: number | null;
  /** Scorecard text: 'c Jadeja b Bumrah', 'run out (Pant)'. */
  howOut: string;
}

export interface Delivery {
  /** Position in the match's deliveries. */
  index: number;
  /** Commentary event id: deliveries and over summaries numbered together in match order. */
  eventId: number;
  /** Time slot: bowled at startMs + (slot + 1) * ballMs. */
  slot: number;
  inning: number;
  /** 0-based over the delivery belongs to. */
  over: number;
  /** Ball number as displayed: extras carry the number of the legal ball still to come. */
  ball: number;
  legal: boolean;
  striker: number;
  nonStriker: number;
  bowler: number;
  batRuns: number;
  /** Wide runs including the one-run penalty. */
  wide: number;
  /** The no-ball penalty run (bat runs off a no-ball are in batRuns). */
  noball: number;
  bye: number;
  legbye: number;
  freeHit: boolean;
  dismissal: Dismissal | null;
  commentary: string;
  /** Innings totals after this delivery. */
  runs: number;
  wickets: number;
  legalBalls: number;
}

export interface BatterLine {
  pid: number;
  runs: number;
  balls: number;
}

export interface BowlerLine {
  pid: number;
  legalBalls: number;
  maidens: number;
  runs: number;
  wickets: number;
}

/** The summary the engine writes at the end of every completed over. */
export interface OverEnd {
  /** Index of the over's last delivery; the summary shares its slot and follows it. */
  afterDelivery: number;
  eventId: number;
  inning: number;
  /** 1-based: "end of over 6". */
  over: number;
  runs: number;
  wickets: number;
  score: string;
  /** Batting side's short name. */
  team: string;
  bowler: BowlerLine;
  batters: BatterLine[];
  commentary: string;
}

export type InningsEnd = 'all_out' | 'overs' | 'target' | 'declared' | 'time';

export interface InningsScript {
  number: number;
  battingTeamId: number;
  bowlingTeamId: number;
  battingOrder: number[];
  /** deliveries[from, to) of the match belong to this innings. */
  from: number;
  to: number;
  runs: number;
  wickets: number;
  legalBalls: number;
  end: InningsEnd;
  /** Runs needed to win when this innings is a chase, else null. */
  target: number | null;
}

export const KEY_EVENT_KINDS = [
  'toss',
  'start',
  'wicket',
  'fifty',
  'hundred',
  'five_wickets',
  'hat_trick',
  'big_over',
  'boundaries',
  'partnership',
  'team_milestone',
  'powerplay_end',
  'innings_break',
  'result',
] as const;
export type KeyEventKind = (typeof KEY_EVENT_KINDS)[number];

/** A key event as scripted: slot -1 is the start of the match, else the slot it happened in. */
export interface ScriptedKeyEvent {
  slot: number;
  kind: KeyEventKind;
  inning: number;
  over: string;
  score: string;
  title: string;
  text: string;
}

export interface MatchResult {
  kind: 'win' | 'tie' | 'draw';
  winnerId: number | null;
  /** 'India won by 6 wickets', 'Match tied', 'Match drawn'. */
  text: string;
}

export interface MatchScript {
  matchId: number;
  rules: FormatRules;
  toss: { winnerId: number; decision: 'bat' | 'bowl' };
  /** Playing XIs in batting order, by team id. */
  xi: Map<number, number[]>;
  innings: InningsScript[];
  deliveries: Delivery[];
  overEnds: OverEnd[];
  events: ScriptedKeyEvent[];
  result: MatchResult;
  manOfTheMatch: number;
  /** Slot of the last delivery: the match ends at startMs + (endSlot + 1) * ballMs. */
  endSlot: number;
}
