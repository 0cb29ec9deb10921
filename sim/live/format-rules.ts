// How each match format is played by the live engine: innings, overs, bowler quotas, phases and
// the time the engine leaves between innings. One table so that a format is read in one place.
import type { MatchFormat } from '../world/types';

export type FormatKind = 'T20' | 'T10' | 'ODI' | 'TEST';

export interface FormatRules {
  kind: FormatKind;
  /** Innings per side: 1 for limited overs, 2 for Tests and first-class. */
  inningsPerSide: 1 | 2;
  /** Overs per innings; null when only the match's time limit ends an innings (Tests). */
  oversPerInnings: number | null;
  /** Overs one bowler may bowl in an innings; null when unlimited. */
  bowlerQuota: number | null;
  /** Overs [0, powerplayOvers) are the fielding-restriction powerplay. */
  powerplayOvers: number;
  /** Overs from this index on are the death overs (limited overs only). */
  deathFromOver: number;
  /** Slots (of ballMs each) between two innings: a short break, "a few balls' worth". */
  breakSlots: number;
  /** Tests end as a draw once this many overs are bowled in the match: bounded, as the brief asks. */
  matchOverCap: number | null;
  /** Free hit after a no-ball (limited overs only). */
  freeHit: boolean;
  /** A par first-innings score, used by the win-probability model before a target exists. */
  par: number;
  /** Scoring runs per over a side aims for; shapes the win model's expected runs. */
  baseRunsPerOver: number;
}

const T20: FormatRules = {
  kind: 'T20', inningsPerSide: 1, oversPerInnings: 20, bowlerQuota: 4, powerplayOvers: 6,
  deathFromOver: 16, breakSlots: 12, matchOverCap: null, freeHit: true, par: 168, baseRunsPerOver: 8.4,
};
const T10: FormatRules = {
  kind: 'T10', inningsPerSide: 1, oversPerInnings: 10, bowlerQuota: 2, powerplayOvers: 3,
  deathFromOver: 7, breakSlots: 8, matchOverCap: null, freeHit: true, par: 112, baseRunsPerOver: 11,
};
const ODI: FormatRules = {
  kind: 'ODI', inningsPerSide: 1, oversPerInnings: 50, bowlerQuota: 10, powerplayOvers: 10,
  deathFromOver: 40, breakSlots: 20, matchOverCap: null, freeHit: true, par: 285, baseRunsPerOver: 5.7,
};
const TEST: FormatRules = {
  kind: 'TEST', inningsPerSide: 2, oversPerInnings: null, bowlerQuota: null, powerplayOvers: 0,
  deathFromOver: Number.POSITIVE_INFINITY, breakSlots: 20, matchOverCap: 450, freeHit: false, par: 330,
  baseRunsPerOver: 3.3,
};

export function formatRules(format: MatchFormat): FormatRules {
  switch (format) {
    case 'T20':
    case 'T20I':
    case 'Women T20':
      return T20;
    case 'T10':
      return T10;
    case 'ODI':
    case 'Women ODI':
      return ODI;
    case 'TEST':
    case 'First Class':
      return TEST;
  }
}

/** 'Test', 'ODI', 'T20I' as a match subtitle names the format ('3rd ODI'). */
export function formatLabel(format: MatchFormat): string {
  switch (format) {
    case 'T20':
    case 'T20I':
    case 'Women T20':
      return 'T20I';
    case 'ODI':
    case 'Women ODI':
      return 'ODI';
    case 'TEST':
      return 'Test';
    case 'T10':
      return 'T10';
    case 'First Class':
      return 'Match';
  }
}

/**
 * An upper bound on a match's length in slots: legal balls plus a generous 25% for extras, plus
 * the breaks. Past it a match is surely over, so a status needs no script.
 */
export function maxMatchSlots(rules: FormatRules): number {
  const legal = rules.matchOverCap !== null ? rules.matchOverCap * 6 : 2 * (rules.oversPerInnings ?? 0) * 6;
  return Math.ceil(legal * 1.25) + 2 * rules.inningsPerSide * rules.breakSlots;
}
