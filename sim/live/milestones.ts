// Key moments noticed while an innings is played: wickets, fifties and hundreds, five-fors,
// hat-tricks, partnerships, team milestones, big overs and the end of the powerplay. Content turns
// these into live-blog blocks, so each carries a ready title and sentence.
import type { SimPlayer, SimTeam } from '../world/types';
import { ordinal, oversText, plural, scoreText } from './cricket-text';
import type { FormatRules } from './format-rules';
import type { BatterStats } from './innings-sim';
import type { BowlerLine, Delivery, ScriptedKeyEvent } from './script-types';

const PARTNERSHIP_MARKS = [50, 100, 150, 200];
const BIG_OVER_RUNS: Record<FormatRules['kind'], number> = { T20: 18, T10: 18, ODI: 15, TEST: 14 };

interface MilestoneInput {
  rules: FormatRules;
  number: number;
  target: number | null;
  batting: { team: SimTeam };
  events: ScriptedKeyEvent[];
}

export class Milestones {
  private partnershipRuns = 0;
  private partnershipBalls = 0;
  private readonly streak = new Map<number, number>();
  /** Boundaries in a row by the same striker, for "three in a row". */
  private boundaryRun = { pid: 0, count: 0 };

  constructor(
    private readonly input: MilestoneInput,
    private readonly players: Map<number, SimPlayer>,
  ) {}

  private push(d: Delivery, kind: ScriptedKeyEvent['kind'], title: string, text: string): void {
    this.input.events.push({
      slot: d.slot, kind, inning: this.input.number, over: `${d.over}.${d.ball}`,
      score: scoreText(d.runs, d.wickets), title, text,
    });
  }

  private name(pid: number): string {
    return this.players.get(pid)?.name ?? 'Unknown';
  }

  afterDelivery(d: Delivery, batters: Map<number, BatterStats>, bowlers: Map<number, BowlerLine>): void {
    const team = this.input.batting.team;
    const total = d.batRuns + d.wide + d.noball + d.bye + d.legbye;
    const st = batters.get(d.striker);
    if (st && d.batRuns > 0) {
      const before = st.runs - d.batRuns;
      for (const mark of [50, 100, 150, 200, 250, 300]) {
        if (before < mark && st.runs >= mark) {
          const what = mark === 50 ? 'Fifty' : mark === 100 ? 'Hundred' : mark === 200 ? 'Double hundred' : `${mark} up`;
          this.push(d, mark === 50 ? 'fifty' : 'hundred', `${what} for ${this.name(d.striker)}`,
            `${this.name(d.striker)} reaches ${mark} off ${st.balls} balls with ${plural(st.fours, 'four')} and ${plural(st.sixes, 'six', 'sixes')}.`);
        }
      }
    }
    this.boundaries(d);
    const teamBefore = d.runs - total;
    for (let mark = 100; mark <= d.runs; mark += 100) {
      if (teamBefore < mark) {
        this.push(d, 'team_milestone', `${team.short_name} reach ${mark}`,
          `${team.name} bring up ${mark} in ${oversText(d.legalBalls)} overs for the loss of ${plural(d.wickets, 'wicket')}.`);
      }
    }

    this.partnershipRuns += total;
    if (d.legal || d.noball > 0) this.partnershipBalls += 1;
    for (const mark of PARTNERSHIP_MARKS) {
      if (this.partnershipRuns - total < mark && this.partnershipRuns >= mark && !d.dismissal) {
        this.push(d, 'partnership', `${mark}-run stand`,
          `${this.name(d.striker)} and ${this.name(d.nonStriker)} put on ${mark} off ${this.partnershipBalls} balls.`);
      }
    }

    const credited = d.dismissal !== null && d.dismissal.kind !== 'run_out';
    if (d.legal) this.streak.set(d.bowler, credited ? (this.streak.get(d.bowler) ?? 0) + 1 : 0);
    if (d.dismissal) {
      const out = d.dismissal.playerOut;
      const os = batters.get(out) ?? { runs: 0, balls: 0 };
      this.push(d, 'wicket', `WICKET! ${this.name(out)} ${d.dismissal.howOut} ${os.runs} (${os.balls})`,
        `${this.name(out)} departs for ${os.runs} off ${os.balls} balls. ${team.name} are ${scoreText(d.runs, d.wickets)} in ${oversText(d.legalBalls)} overs.`);
      this.partnershipRuns = 0;
      this.partnershipBalls = 0;
      const line = bowlers.get(d.bowler);
      if (credited && line?.wickets === 5) {
        this.push(d, 'five_wickets', `Five-for for ${this.name(d.bowler)}`,
          `${this.name(d.bowler)} has 5 for ${line.runs} in ${oversText(line.legalBalls)} overs.`);
      }
      if (credited && this.streak.get(d.bowler) === 3) {
        this.push(d, 'hat_trick', `Hat-trick for ${this.name(d.bowler)}!`,
          `${this.name(d.bowler)} takes three wickets in three balls.`);
      }
    }
  }

  /** Boundaries of note: three or more in a row, and a boundary that wins the match. */
  private boundaries(d: Delivery): void {
    const shot = d.batRuns === 6 ? 'SIX' : d.batRuns === 4 ? 'FOUR' : null;
    if (shot === null) {
      if (d.legal) this.boundaryRun = { pid: 0, count: 0 };
    } else {
      const same = this.boundaryRun.pid === d.striker;
      this.boundaryRun = { pid: d.striker, count: same ? this.boundaryRun.count + 1 : 1 };
      if (this.boundaryRun.count === 3) {
        this.push(d, 'boundaries', `Three in a row for ${this.name(d.striker)}`,
          `${this.name(d.striker)} hits three boundaries in a row off ${this.name(d.bowler)}.`);
      }
    }
    const target = this.input.target;
    if (shot !== null && target !== null && d.runs >= target) {
      this.push(d, 'boundaries', `${this.name(d.striker)} finishes it with a ${shot}`,
        `${this.name(d.striker)} hits the winning runs, a ${shot.toLowerCase()} off ${this.name(d.bowler)}.`);
    }
  }

  afterOver(over: number, overRuns: number, runs: number, wickets: number, legal: number, slot: number): void {
    const { rules, batting } = this.input;
    const base = { slot, inning: this.input.number, over: oversText(legal), score: scoreText(runs, wickets) };
    if (overRuns >= BIG_OVER_RUNS[rules.kind]) {
      this.input.events.push({ ...base, kind: 'big_over', title: `${overRuns} off the ${ordinal(over)} over`,
        text: `${batting.team.name} take ${overRuns} runs from over ${over} and move to ${scoreText(runs, wickets)}.` });
    }
    if (rules.powerplayOvers > 0 && over === rules.powerplayOvers) {
      this.input.events.push({ ...base, kind: 'powerplay_end', title: 'End of the powerplay',
        text: `${batting.team.name} are ${scoreText(runs, wickets)} after ${over} overs of fielding restrictions.` });
    }
  }
}
