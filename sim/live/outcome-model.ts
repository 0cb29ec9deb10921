// What happens on one delivery: weights per outcome from the format and phase, bent by how good
// the batter is against this bowler, how set the batter is, and the pressure of a chase.
import type { Rng } from '../rng';
import type { FormatKind } from './format-rules';
import type { DismissalKind } from './script-types';

export type LegalOutcome = 'dot' | 'one' | 'two' | 'three' | 'four' | 'six' | 'wicket' | 'bye' | 'legbye';

const OUTCOMES: readonly LegalOutcome[] = ['dot', 'one', 'two', 'three', 'four', 'six', 'wicket', 'bye', 'legbye'];

export type Phase = 'powerplay' | 'middle' | 'death' | 'new_ball' | 'old_ball';

// Weights in OUTCOMES order, tuned so that averages land near real scoring: T20 ~165, ODI ~280,
// Tests ~3.3 an over with a wicket every ~55 balls.
const TABLES: Record<FormatKind, Partial<Record<Phase, readonly number[]>>> = {
  T20: {
    powerplay: [0.4, 0.28, 0.06, 0.005, 0.16, 0.04, 0.04, 0.004, 0.011],
    middle: [0.33, 0.38, 0.08, 0.005, 0.1, 0.05, 0.04, 0.004, 0.011],
    death: [0.27, 0.32, 0.09, 0.005, 0.13, 0.1, 0.07, 0.004, 0.011],
  },
  T10: {
    powerplay: [0.3, 0.29, 0.07, 0.005, 0.17, 0.09, 0.055, 0.004, 0.011],
    middle: [0.27, 0.31, 0.08, 0.005, 0.14, 0.11, 0.06, 0.004, 0.011],
    death: [0.25, 0.3, 0.08, 0.005, 0.14, 0.13, 0.075, 0.004, 0.011],
  },
  ODI: {
    powerplay: [0.53, 0.26, 0.05, 0.006, 0.11, 0.012, 0.022, 0.004, 0.01],
    middle: [0.45, 0.37, 0.07, 0.006, 0.065, 0.016, 0.019, 0.003, 0.01],
    death: [0.32, 0.34, 0.09, 0.006, 0.12, 0.06, 0.045, 0.003, 0.01],
  },
  TEST: {
    new_ball: [0.71, 0.14, 0.035, 0.008, 0.08, 0.003, 0.019, 0.005, 0.008],
    old_ball: [0.69, 0.17, 0.04, 0.01, 0.068, 0.005, 0.015, 0.003, 0.008],
  },
};

export interface BallContext {
  format: FormatKind;
  phase: Phase;
  battingSkill: number;
  bowlingSkill: number;
  /** Balls the striker has faced so far: new batters are vulnerable, set ones score freely. */
  ballsFaced: number;
  /** Runs per ball still needed in a limited-overs chase, or null. */
  requiredPerBall: number | null;
}

export function pickLegalOutcome(rng: Rng, ctx: BallContext): LegalOutcome {
  const table = TABLES[ctx.format][ctx.phase] ?? TABLES[ctx.format].middle ?? TABLES.TEST.old_ball;
  const weights = [...(table ?? [])];
  // Skill edge: centred so that a solid top-order batter against a good bowler is roughly neutral.
  const edge = ctx.battingSkill - 0.55 - 0.8 * (ctx.bowlingSkill - 0.6);
  const boundary = Math.exp(1.2 * edge);
  // Bounded, so tailenders fall often but not in hat-trick-a-match procession.
  let wicket = Math.min(1.9, Math.max(0.5, Math.exp(-1.6 * edge)));
  let dot = Math.exp(-0.8 * edge);
  let attack = 1;
  if (ctx.ballsFaced === 0) {
    // A new batter's first ball is blocked out: this is why hat-tricks are rare.
    wicket *= 0.45;
    attack *= 0.5;
  } else if (ctx.ballsFaced < 8) {
    wicket *= 1.2;
    attack *= 0.85;
  } else if (ctx.ballsFaced > 30) {
    attack *= 1.15;
  }
  if (ctx.requiredPerBall !== null) {
    // A steep chase means swinging: more boundaries and more wickets; an easy one means singles.
    const pressure = ctx.requiredPerBall - 1.35;
    if (pressure > 0) {
      attack *= 1 + Math.min(pressure, 2) * 0.5;
      wicket *= 1 + Math.min(pressure, 2) * 0.6;
      dot *= 0.9;
    } else if (pressure < -0.5) {
      wicket *= 0.7;
      attack *= 0.8;
    }
  }
  const mult = [dot, 1, 1, 1, boundary * attack, boundary * attack, wicket, 1, 1];
  for (let i = 0; i < weights.length; i++) weights[i] = (weights[i] ?? 0) * (mult[i] ?? 1);
  return rng.weighted(OUTCOMES, weights);
}

export const RUNS_OF: Record<LegalOutcome, number> = {
  dot: 0, one: 1, two: 2, three: 3, four: 4, six: 6, wicket: 0, bye: 0, legbye: 0,
};

export function pickDismissal(rng: Rng, bowlerKind: 'pace' | 'spin'): DismissalKind {
  return bowlerKind === 'spin'
    ? rng.weighted<DismissalKind>(['caught', 'bowled', 'lbw', 'stumped', 'run_out'], [0.55, 0.15, 0.15, 0.09, 0.06])
    : rng.weighted<DismissalKind>(['caught', 'bowled', 'lbw', 'run_out'], [0.62, 0.19, 0.14, 0.05]);
}

/** Chance that a delivery is a wide / a no-ball, by format and bowler kind. */
export function extraChances(format: FormatKind, kind: 'pace' | 'spin'): { wide: number; noball: number } {
  if (format === 'TEST') return { wide: kind === 'pace' ? 0.012 : 0.005, noball: kind === 'pace' ? 0.01 : 0.002 };
  return { wide: kind === 'pace' ? 0.028 : 0.016, noball: kind === 'pace' ? 0.007 : 0.002 };
}
