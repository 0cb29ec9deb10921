// Who bowls each over. Limited overs: a quota per bowler, never two overs running, pace with the
// new ball and at the death, spin through the middle. Tests: spells from alternating ends.
import type { Rng } from '../rng';
import type { SimPlayer } from '../world/types';
import type { FormatRules } from './format-rules';

export interface AttackMember {
  pid: number;
  skill: number;
  kind: 'pace' | 'spin';
}

export function bowlingKind(p: SimPlayer): 'pace' | 'spin' {
  if (p.bowler_kind !== 'none') return p.bowler_kind;
  return /spin|break|orthodox|googly|chinaman/i.test(p.bowling_style) ? 'spin' : 'pace';
}

/** The XI's bowlers, best first, padded with part-timers so the quotas can cover the overs. */
export function chooseAttack(xi: SimPlayer[], rules: FormatRules): AttackMember[] {
  const byBowling = [...xi].sort((a, b) => b.bowling_skill - a.bowling_skill || a.pid - b.pid);
  const specialists = byBowling.filter((p) => p.bowler_kind !== 'none' && p.role !== 'wk');
  const partTimers = byBowling.filter((p) => p.bowler_kind === 'none' && p.role !== 'wk');
  const needed = rules.bowlerQuota !== null && rules.oversPerInnings !== null
    ? Math.ceil(rules.oversPerInnings / rules.bowlerQuota) + 1
    : 5;
  const chosen = [...specialists.slice(0, needed)];
  for (const p of partTimers) if (chosen.length < needed) chosen.push(p);
  // A side of eleven keepers and tailenders cannot happen with real squads; keep going regardless.
  for (const p of byBowling) if (chosen.length < needed && !chosen.includes(p)) chosen.push(p);
  return chosen.map((p) => ({ pid: p.pid, skill: p.bowling_skill, kind: bowlingKind(p) }));
}

export class BowlingPlan {
  private readonly used = new Map<number, number>();
  private last: number | null = null;
  // Test spells: the bowler at each end and the overs left in his spell.
  private readonly ends: [number | null, number | null] = [null, null];
  private readonly spellLeft: [number, number] = [0, 0];

  constructor(
    private readonly rng: Rng,
    private readonly attack: AttackMember[],
    private readonly rules: FormatRules,
  ) {}

  next(over: number, pacePhase: boolean): number {
    const pid = this.rules.bowlerQuota === null ? this.nextSpell(over, pacePhase) : this.nextQuota(over, pacePhase);
    this.used.set(pid, (this.used.get(pid) ?? 0) + 1);
    this.last = pid;
    return pid;
  }

  private weight(m: AttackMember, pacePhase: boolean): number {
    const phase = m.kind === 'pace' ? (pacePhase ? 2.2 : 0.8) : pacePhase ? 0.6 : 1.6;
    return m.skill * m.skill * phase + 0.01;
  }

  private nextQuota(over: number, pacePhase: boolean): number {
    const quota = this.rules.bowlerQuota ?? 0;
    const overs = this.rules.oversPerInnings ?? 0;
    const remaining = new Map(this.attack.map((m) => [m.pid, quota - (this.used.get(m.pid) ?? 0)]));
    const left = overs - over - 1;
    const ok = this.attack.filter((m) => {
      const r = remaining.get(m.pid) ?? 0;
      if (r <= 0 || m.pid === this.last) return false;
      remaining.set(m.pid, r - 1);
      const feasible = canFinish(remaining, left, m.pid);
      remaining.set(m.pid, r);
      return feasible;
    });
    if (ok.length > 0) return this.rng.weighted(ok, ok.map((m) => this.weight(m, pacePhase))).pid;
    // Unreachable with a padded attack; never stall the match over it.
    const anyone = this.attack.filter((m) => m.pid !== this.last);
    return this.rng.pick(anyone.length > 0 ? anyone : this.attack).pid;
  }

  private nextSpell(over: number, pacePhase: boolean): number {
    const end = over % 2 === 0 ? 0 : 1;
    const current = this.ends[end];
    if (current !== null && this.spellLeft[end] > 0) {
      this.spellLeft[end] -= 1;
      return current;
    }
    const other = this.ends[end === 0 ? 1 : 0];
    const pool = this.attack.filter((m) => m.pid !== other && m.pid !== current);
    const choices = pool.length > 0 ? pool : this.attack.filter((m) => m.pid !== other);
    const m = this.rng.weighted(choices, choices.map((c) => this.weight(c, pacePhase)));
    this.ends[end] = m.pid;
    this.spellLeft[end] = (m.kind === 'pace' ? this.rng.int(4, 7) : this.rng.int(6, 12)) - 1;
    return m.pid;
  }
}

/** Whether `left` more overs can be shared out with no bowler bowling two in a row. */
function canFinish(remaining: Map<number, number>, left: number, last: number): boolean {
  const rem = new Map(remaining);
  let prev = last;
  // Greedy "most overs left, not the last bowler" is optimal for this arrangement problem.
  for (let i = 0; i < left; i++) {
    let best: number | null = null;
    let bestCount = 0;
    for (const [pid, r] of rem) {
      if (pid !== prev && r > bestCount) {
        best = pid;
        bestCount = r;
      }
    }
    if (best === null) return false;
    rem.set(best, bestCount - 1);
    prev = best;
  }
  return true;
}
