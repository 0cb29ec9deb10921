// Career numbers for a player: the years before the simulator's season (the world's calendar year),
// invented from skill, role and age (a better batter averages more, an older player has played more,
// an uncapped player has no international formats), plus every match the simulator has played for
// the player's side this season, as its scorecards have it (content/player-form.ts). So the career
// agrees with the Recent Form beside it: a hundred there is a hundred here, and the highest score is
// at least the best of them. The invented part is deterministic per (seed, player, format) and
// consistent with itself (runs = average x dismissals, and so on); every average and rate is worked
// out again from the sums.
import { rngFor, type Rng } from '../rng';
import { teamIdsOf } from './team-table';
import type { MatchFormat, SimPlayer } from './types';

export const STAT_FORMATS = ['odi', 'test', 't20i', 't20', 'firstclass', 'lista', 't10'] as const;
export type StatFormat = (typeof STAT_FORMATS)[number];

interface FormatShape {
  international: boolean;
  /** Matches a regular plays a year, at most. */
  perYear: number;
  /** A top batter's average and strike rate, and a bowler's balls per innings. */
  average: number;
  strike: number;
  ballsPerInnings: number;
  /** Economy of a middling bowler. */
  economy: number;
  /** Roughly how many innings a hundred and a fifty take for a top batter. */
  hundredEvery: number;
  fiftyEvery: number;
}

const SHAPES: Record<StatFormat, FormatShape> = {
  odi: { international: true, perYear: 14, average: 48, strike: 92, ballsPerInnings: 48, economy: 5.4, hundredEvery: 9, fiftyEvery: 4 },
  test: { international: true, perYear: 8, average: 50, strike: 58, ballsPerInnings: 110, economy: 3.1, hundredEvery: 7, fiftyEvery: 4 },
  t20i: { international: true, perYear: 15, average: 36, strike: 145, ballsPerInnings: 21, economy: 7.8, hundredEvery: 60, fiftyEvery: 5 },
  t20: { international: false, perYear: 22, average: 34, strike: 142, ballsPerInnings: 21, economy: 8.1, hundredEvery: 70, fiftyEvery: 5 },
  firstclass: { international: false, perYear: 7, average: 47, strike: 60, ballsPerInnings: 120, economy: 3.2, hundredEvery: 7, fiftyEvery: 4 },
  lista: { international: false, perYear: 9, average: 44, strike: 90, ballsPerInnings: 50, economy: 5.3, hundredEvery: 9, fiftyEvery: 4 },
  t10: { international: false, perYear: 5, average: 26, strike: 175, ballsPerInnings: 11, economy: 10.5, hundredEvery: 1000, fiftyEvery: 9 },
};

const WOMEN_TEAMS = new Set(teamIdsOf('women'));
const BATS_IN: Record<SimPlayer['role'], number> = { bat: 0.97, wk: 0.93, all: 0.88, bowl: 0.55 };
const BOWLS_IN: Record<SimPlayer['role'], number> = { bowl: 0.96, all: 0.82, bat: 0.12, wk: 0 };

function fixed(x: number, digits = 2): string {
  return Number.isFinite(x) ? x.toFixed(digits) : '-';
}

function oversOf(balls: number): string {
  return balls % 6 === 0 ? `${balls / 6}` : `${Math.floor(balls / 6)}.${balls % 6}`;
}

function matchesIn(rng: Rng, player: SimPlayer, format: StatFormat, age: number): number {
  const shape = SHAPES[format];
  const women = WOMEN_TEAMS.has(player.team_id);
  if (shape.international && !player.is_international) return 0;
  // Women play few Tests; T10 is a niche most players never see.
  if (women && (format === 'test' || format === 'firstclass')) return rng.chance(0.4) ? rng.int(1, 6) : 0;
  if (format === 't10' && !rng.chance(0.35)) return 0;
  const years = Math.max(1, age - 19);
  const share = shape.international ? 0.35 + rng.next() * 0.65 : 0.3 + rng.next() * 0.7;
  return Math.max(1, Math.round(years * shape.perYear * share * (0.5 + player.batting_skill / 2 + player.bowling_skill / 2) * 0.6));
}

function batting(rng: Rng, p: SimPlayer, shape: FormatShape, matches: number) {
  const innings = Math.max(matches > 0 ? 1 : 0, Math.round(matches * BATS_IN[p.role] * (0.9 + rng.next() * 0.1)));
  const notout = Math.min(innings, Math.round(innings * (p.role === 'bowl' ? 0.3 : 0.1) * (0.5 + rng.next())));
  const dismissals = Math.max(1, innings - notout);
  const average = shape.average * Math.pow(p.batting_skill, 1.4) * (0.85 + rng.next() * 0.3);
  const runs = Math.round(average * dismissals);
  const strike = shape.strike * (0.75 + p.batting_skill * 0.35) * (0.9 + rng.next() * 0.2);
  const balls = Math.max(runs > 0 ? 1 : 0, Math.round((runs * 100) / strike));
  const quality = Math.pow(p.batting_skill, 2);
  const run100 = Math.floor((innings / shape.hundredEvery) * quality * rng.next() * 1.6);
  const run50 = Math.floor((innings / shape.fiftyEvery) * quality * (0.6 + rng.next() * 0.8));
  const top = Math.round(Math.min(runs, Math.max(average * (1.8 + rng.next() * 2.2), run100 > 0 ? 100 + rng.int(0, 80) : run50 > 0 ? 50 + rng.int(0, 49) : average * 1.5)));
  return {
    matches,
    innings,
    notout,
    runs,
    highest: `${top}${rng.chance(0.3) ? '*' : ''}`,
    average: innings === notout ? '-' : fixed(runs / dismissals),
    balls,
    strike: balls > 0 ? fixed((runs * 100) / balls) : '-',
    run100,
    run50,
    run4: Math.round(runs * 0.1),
    run6: Math.round(runs * (shape.strike > 120 ? 0.04 : 0.01)),
  };
}

function bowling(rng: Rng, p: SimPlayer, shape: FormatShape, matches: number) {
  const bowls = p.bowler_kind !== 'none' || p.role === 'bat';
  const innings = bowls ? Math.round(matches * BOWLS_IN[p.role] * (0.85 + rng.next() * 0.15)) : 0;
  const perInnings = shape.ballsPerInnings * (p.role === 'bat' ? 0.3 : 0.7 + p.bowling_skill * 0.4);
  const balls = Math.round(innings * perInnings);
  const economy = shape.economy * (1.25 - p.bowling_skill * 0.45) * (0.92 + rng.next() * 0.16);
  const runs = Math.round((balls / 6) * economy);
  const strikeRate = shape.ballsPerInnings * (2.6 - p.bowling_skill * 1.6) * (0.85 + rng.next() * 0.3);
  const wickets = balls > 0 ? Math.round(balls / strikeRate) : 0;
  const best = wickets > 0 ? Math.min(wickets, Math.min(8, 2 + rng.int(0, 3) + Math.round(p.bowling_skill * 3))) : 0;
  const wicket5i = best >= 5 ? Math.floor((wickets / 40) * (0.5 + rng.next())) : 0;
  const wicket4i = best >= 4 ? Math.floor((wickets / 22) * (0.5 + rng.next())) : 0;
  return {
    matches,
    innings,
    overs: oversOf(balls),
    balls,
    runs,
    wickets,
    bestinning: wickets > 0 ? `${best}/${Math.round(economy * (best + 2) * (0.6 + rng.next() * 0.8))}` : '-',
    average: wickets > 0 ? fixed(runs / wickets) : '-',
    econ: balls > 0 ? fixed((runs * 6) / balls) : '-',
    strike: wickets > 0 ? fixed(balls / wickets) : '-',
    wicket4i,
    wicket5i,
  };
}

export type BattingLine = ReturnType<typeof batting>;
export type BowlingLine = ReturnType<typeof bowling>;

/** One match the simulator played, as the player's own rows of its scorecards. */
export interface PlayedMatch {
  format: StatFormat;
  innings: { runs: number; balls: number; notOut: boolean; fours: number; sixes: number }[];
  spells: { balls: number; conceded: number; wickets: number }[];
}

/**
 * The career column a match counts in: a T20 or an ODI between national sides is a T20I or an ODI,
 * between franchises a T20 or a List A match; a Test between franchises is first-class.
 */
export function statFormatOf(format: MatchFormat, international: boolean): StatFormat {
  switch (format) {
    case 'T20I':
      return 't20i';
    case 'T20':
    case 'Women T20':
      return international ? 't20i' : 't20';
    case 'ODI':
    case 'Women ODI':
      return international ? 'odi' : 'lista';
    case 'TEST':
      return international ? 'test' : 'firstclass';
    case 'First Class':
      return 'firstclass';
    case 'T10':
      return 't10';
  }
}

const NO_BATTING: BattingLine = { matches: 0, innings: 0, notout: 0, runs: 0, highest: '0', average: '-', balls: 0, strike: '-', run100: 0, run50: 0, run4: 0, run6: 0 };
const NO_BOWLING: BowlingLine = { matches: 0, innings: 0, overs: '0', balls: 0, runs: 0, wickets: 0, bestinning: '-', average: '-', econ: '-', strike: '-', wicket4i: 0, wicket5i: 0 };

/** '131*' is 131, not out; '-' (never batted) is nothing. */
const scoreOf = (highest: string) => ({ runs: Number.parseInt(highest, 10) || 0, notOut: highest.endsWith('*') });
/** '5/23' is five for 23; '-' is none. */
const figuresOf = (best: string) => {
  const [wickets, runs] = best.split('/').map(Number);
  return best === '-' ? null : { wickets: wickets ?? 0, runs: runs ?? 0 };
};

function withBatting(line: BattingLine, played: PlayedMatch[]): BattingLine {
  const all = played.flatMap((match) => match.innings);
  const sum = (pick: (inn: PlayedMatch['innings'][number]) => number) => all.reduce((total, inn) => total + pick(inn), 0);
  const innings = line.innings + all.length;
  const notout = line.notout + all.filter((inn) => inn.notOut).length;
  const runs = line.runs + sum((inn) => inn.runs);
  const balls = line.balls + sum((inn) => inn.balls);
  let best = scoreOf(line.highest);
  for (const inn of all) if (inn.runs > best.runs || (inn.runs === best.runs && inn.notOut)) best = inn;
  return {
    matches: line.matches + played.length,
    innings,
    notout,
    runs,
    highest: innings === 0 ? '-' : `${best.runs}${best.notOut ? '*' : ''}`,
    average: innings === notout ? '-' : fixed(runs / (innings - notout)),
    balls,
    strike: balls > 0 ? fixed((runs * 100) / balls) : '-',
    run100: line.run100 + all.filter((inn) => inn.runs >= 100).length,
    run50: line.run50 + all.filter((inn) => inn.runs >= 50 && inn.runs < 100).length,
    run4: line.run4 + sum((inn) => inn.fours),
    run6: line.run6 + sum((inn) => inn.sixes),
  };
}

function withBowling(line: BowlingLine, played: PlayedMatch[]): BowlingLine {
  const all = played.flatMap((match) => match.spells);
  const balls = line.balls + all.reduce((total, spell) => total + spell.balls, 0);
  const runs = line.runs + all.reduce((total, spell) => total + spell.conceded, 0);
  const wickets = line.wickets + all.reduce((total, spell) => total + spell.wickets, 0);
  let best = figuresOf(line.bestinning);
  for (const spell of all) {
    if (spell.wickets === 0) continue;
    if (!best || spell.wickets > best.wickets || (spell.wickets === best.wickets && spell.conceded < best.runs)) best = { wickets: spell.wickets, runs: spell.conceded };
  }
  return {
    matches: line.matches + played.length,
    innings: line.innings + all.filter((spell) => spell.balls > 0).length,
    overs: oversOf(balls),
    balls,
    runs,
    wickets,
    bestinning: best ? `${best.wickets}/${best.runs}` : '-',
    average: wickets > 0 ? fixed(runs / wickets) : '-',
    econ: balls > 0 ? fixed((runs * 6) / balls) : '-',
    strike: wickets > 0 ? fixed(balls / wickets) : '-',
    wicket4i: line.wicket4i + all.filter((spell) => spell.wickets === 4).length,
    wicket5i: line.wicket5i + all.filter((spell) => spell.wickets >= 5).length,
  };
}

/**
 * Batting and bowling per format key: the invented years before the season, then `played`, the
 * matches the simulator has played for the player's side; a format the player never played is null.
 */
export function careerStats(seed: number, player: SimPlayer, age: number, played: PlayedMatch[] = []) {
  const batLines: Partial<Record<StatFormat, BattingLine | null>> = {};
  const bowlLines: Partial<Record<StatFormat, BowlingLine | null>> = {};
  for (const format of STAT_FORMATS) {
    const rng = rngFor(seed, 'career', player.pid, format);
    const matches = matchesIn(rng, player, format, age);
    const inFormat = played.filter((match) => match.format === format);
    const before = matches > 0 ? batting(rng, player, SHAPES[format], matches) : null;
    const beforeBowling = matches > 0 ? bowling(rng, player, SHAPES[format], matches) : null;
    batLines[format] = before || inFormat.length > 0 ? withBatting(before ?? NO_BATTING, inFormat) : null;
    bowlLines[format] = beforeBowling || inFormat.length > 0 ? withBowling(beforeBowling ?? NO_BOWLING, inFormat) : null;
  }
  return { batting: batLines, bowling: bowlLines };
}
