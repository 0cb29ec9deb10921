// Plays one innings ball by ball into the match's script: extras, wickets, strike rotation, bowler
// changes, over summaries and key moments. Pure given its Rng, so the same seed replays the same.
import type { Rng } from '../rng';
import type { SimPlayer, SimTeam } from '../world/types';
import { BowlingPlan, bowlingKind, chooseAttack } from './bowling-plan';
import {
  byeText, freeHitEscapeText, legalBallText, noballText, wicketText, wideText,
} from './commentary-text';
import { oversText, plural, scoreText, surname } from './cricket-text';
import type { FormatRules } from './format-rules';
import { Milestones } from './milestones';
import { RUNS_OF, extraChances, pickDismissal, pickLegalOutcome, type Phase } from './outcome-model';
import type {
  BatterLine, BowlerLine, Delivery, Dismissal, InningsEnd, InningsScript, OverEnd, ScriptedKeyEvent,
} from './script-types';

export interface InningsInput {
  rng: Rng;
  rules: FormatRules;
  number: number;
  batting: { team: SimTeam; xi: SimPlayer[] };
  bowling: { team: SimTeam; xi: SimPlayer[] };
  /** Runs needed to win, when this innings is the chase. */
  target: number | null;
  firstSlot: number;
  deliveries: Delivery[];
  overEnds: OverEnd[];
  events: ScriptedKeyEvent[];
  /** Legal balls left before the match's time runs out (Tests), else null. */
  maxLegalBalls: number | null;
  /** Asked at each over's end in Tests: does the batting side declare now? */
  declare: ((runs: number, wickets: number, legalBalls: number) => boolean) | null;
}

export interface BatterStats {
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
}

export function simulateInnings(input: InningsInput): InningsScript & { lastSlot: number } {
  const { rng, rules, deliveries } = input;
  const players = new Map([...input.batting.xi, ...input.bowling.xi].map((p) => [p.pid, p]));
  const order = input.batting.xi.map((p) => p.pid);
  const keeper = input.bowling.xi.find((p) => p.role === 'wk' || p.playing_role === 'wk') ?? input.bowling.xi[1];
  const plan = new BowlingPlan(rng, chooseAttack(input.bowling.xi, rules), rules);
  const batters = new Map<number, BatterStats>();
  const bowlers = new Map<number, BowlerLine>();
  const milestones = new Milestones(input, players);
  const maxWickets = Math.min(10, order.length - 1);
  const from = deliveries.length;
  let runs = 0;
  let wickets = 0;
  let legal = 0;
  let slot = input.firstSlot - 1;
  let striker = order[0] ?? 0;
  let nonStriker = order[1] ?? 0;
  let nextBatter = 2;
  let freeHit = false;
  let end: InningsEnd | null = null;
  const statsOf = (pid: number): BatterStats => {
    let s = batters.get(pid);
    if (!s) batters.set(pid, (s = { runs: 0, balls: 0, fours: 0, sixes: 0 }));
    return s;
  };
  statsOf(striker);
  statsOf(nonStriker);

  for (let over = 0; end === null; over++) {
    const pacePhase = rules.kind === 'TEST'
      ? over < 15 || (over >= 80 && over < 92)
      : over < rules.powerplayOvers || over >= rules.deathFromOver;
    const phase: Phase = rules.kind === 'TEST'
      ? (over < 15 ? 'new_ball' : 'old_ball')
      : over < rules.powerplayOvers ? 'powerplay' : over >= rules.deathFromOver ? 'death' : 'middle';
    const bowlerId = plan.next(over, pacePhase);
    const bowler = players.get(bowlerId);
    const kind = bowler ? bowlingKind(bowler) : 'pace';
    const line = bowlers.get(bowlerId) ?? { pid: bowlerId, legalBalls: 0, maidens: 0, runs: 0, wickets: 0 };
    bowlers.set(bowlerId, line);
    let inOver = 0;
    let overRuns = 0;
    let overConceded = 0;
    let overWickets = 0;

    while (inOver < 6 && end === null) {
      slot += 1;
      const batter = statsOf(striker);
      const head = `${surname(bowler)} to ${surname(players.get(striker))}`;
      const chances = extraChances(rules.kind, kind);
      const roll = rng.next();
      const d: Delivery = {
        index: deliveries.length, eventId: 0, slot, inning: input.number, over, ball: inOver + 1, legal: true,
        striker, nonStriker, bowler: bowlerId, batRuns: 0, wide: 0, noball: 0, bye: 0, legbye: 0,
        freeHit, dismissal: null, commentary: '', runs: 0, wickets: 0, legalBalls: 0,
      };
      let crossed = 0;
      const needed = input.target === null ? Number.POSITIVE_INFINITY : input.target - runs;
      if (roll < chances.wide) {
        d.legal = false;
        d.wide = rng.weighted([1, 2, 5], [0.9, 0.05, 0.05]);
        crossed = d.wide === 2 ? 1 : 0;
        d.commentary = wideText(rng, head, kind, d.wide);
      } else if (roll < chances.wide + chances.noball) {
        d.legal = false;
        d.noball = 1;
        const shot = pickLegalOutcome(rng, ballContext(rules, phase, players, striker, bowlerId, batter, input.target, runs, legal));
        d.batRuns = Math.min(RUNS_OF[shot], RUNS_OF[shot] >= 4 ? 6 : Math.max(0, needed - 1));
        crossed = d.batRuns >= 4 ? 0 : d.batRuns;
        batter.balls += 1;
        freeHit = rules.freeHit;
        d.commentary = noballText(rng, head, kind, d.batRuns, freeHit);
      } else {
        const outcome = pickLegalOutcome(rng, ballContext(rules, phase, players, striker, bowlerId, batter, input.target, runs, legal));
        batter.balls += 1;
        if (outcome === 'wicket' && d.freeHit) {
          d.commentary = freeHitEscapeText(head);
        } else if (outcome === 'wicket') {
          const dismissal = makeDismissal(rng, kind, bowlerId, striker, nonStriker, keeper, input.bowling.xi, players);
          // A run out may come after a completed run; the others end the ball where it stands.
          if (dismissal.kind === 'run_out' && rng.chance(0.4) && needed > 1) {
            d.batRuns = 1;
            crossed = 1;
          }
          d.dismissal = dismissal;
        } else if (outcome === 'bye' || outcome === 'legbye') {
          const r = Math.min(rng.weighted([1, 2, 4], [0.85, 0.05, 0.1]), Math.max(1, needed));
          if (outcome === 'bye') d.bye = r;
          else d.legbye = r;
          crossed = r === 4 ? 0 : r;
          d.commentary = byeText(rng, head, r, outcome === 'legbye');
        } else {
          const r = RUNS_OF[outcome];
          // Batters stop running once the winning run is in; boundaries count in full.
          d.batRuns = r >= 4 ? r : Math.min(r, Math.max(0, needed));
          crossed = d.batRuns >= 4 ? 0 : d.batRuns;
          d.commentary = legalBallText(rng, head, kind, d.batRuns);
        }
        freeHit = false;
      }

      const total = d.batRuns + d.wide + d.noball + d.bye + d.legbye;
      runs += total;
      overRuns += total;
      overConceded += d.batRuns + d.wide + d.noball;
      batter.runs += d.batRuns;
      if (d.batRuns === 4) batter.fours += 1;
      if (d.batRuns === 6) batter.sixes += 1;
      line.runs += d.batRuns + d.wide + d.noball;
      if (d.legal) {
        legal += 1;
        inOver += 1;
        line.legalBalls += 1;
      }
      d.ball = d.legal ? inOver : inOver + 1;
      if (crossed % 2 === 1) [striker, nonStriker] = [nonStriker, striker];

      if (d.dismissal) {
        const out = d.dismissal.playerOut;
        wickets += 1;
        overWickets += 1;
        if (d.dismissal.kind !== 'run_out') line.wickets += 1;
        const st = statsOf(out);
        d.commentary = wicketText(rng, {
          head, kind, dismissal: d.dismissal.kind,
          fielder: d.dismissal.fielder === null ? null : surname(players.get(d.dismissal.fielder)),
          caughtBehind: d.dismissal.kind === 'caught' && d.dismissal.fielder === keeper?.pid,
          caughtAndBowled: d.dismissal.kind === 'caught' && d.dismissal.fielder === bowlerId,
          line: `${players.get(out)?.name ?? ''} ${d.dismissal.howOut} ${st.runs}(${st.balls}) [4s-${st.fours} 6s-${st.sixes}]`,
        });
        const incoming = wickets < maxWickets ? order[nextBatter] : undefined;
        if (incoming !== undefined) {
          nextBatter += 1;
          statsOf(incoming);
          if (out === striker) striker = incoming;
          else nonStriker = incoming;
        } else {
          end = 'all_out';
        }
      }
      d.runs = runs;
      d.wickets = wickets;
      d.legalBalls = legal;
      deliveries.push(d);
      milestones.afterDelivery(d, batters, bowlers);

      if (input.target !== null && runs >= input.target) end = 'target';
      else if (input.maxLegalBalls !== null && legal >= input.maxLegalBalls) end = 'time';
    }

    if (inOver === 6) {
      if (overConceded === 0) line.maidens += 1;
      [striker, nonStriker] = [nonStriker, striker];
      const summary = overEndSummary(input, deliveries.length - 1, over + 1, overRuns, overWickets, runs, wickets, line, [striker, nonStriker].map((pid) => ({ pid, runs: statsOf(pid).runs, balls: statsOf(pid).balls })), players);
      input.overEnds.push(summary);
      milestones.afterOver(over + 1, overRuns, runs, wickets, legal, slot);
      if (end === null && rules.oversPerInnings !== null && over + 1 >= rules.oversPerInnings) end = 'overs';
      if (end === null && input.declare?.(runs, wickets, legal)) end = 'declared';
    }
  }

  return {
    number: input.number,
    battingTeamId: input.batting.team.team_id,
    bowlingTeamId: input.bowling.team.team_id,
    battingOrder: order,
    from,
    to: deliveries.length,
    runs,
    wickets,
    legalBalls: legal,
    end,
    target: input.target,
    lastSlot: slot,
  };
}

function ballContext(
  rules: FormatRules, phase: Phase, players: Map<number, SimPlayer>, striker: number, bowler: number,
  batter: BatterStats, target: number | null, runs: number, legal: number,
) {
  const ballsLeft = rules.oversPerInnings === null ? null : rules.oversPerInnings * 6 - legal;
  return {
    format: rules.kind,
    phase,
    battingSkill: players.get(striker)?.batting_skill ?? 0.3,
    bowlingSkill: players.get(bowler)?.bowling_skill ?? 0.3,
    ballsFaced: batter.balls,
    requiredPerBall: target !== null && ballsLeft !== null && ballsLeft > 0 ? (target - runs) / ballsLeft : null,
  };
}

function makeDismissal(
  rng: Rng, kind: 'pace' | 'spin', bowlerId: number, striker: number, nonStriker: number,
  keeper: SimPlayer | undefined, fielders: SimPlayer[], players: Map<number, SimPlayer>,
): Dismissal {
  const b = surname(players.get(bowlerId));
  const others = fielders.filter((p) => p.pid !== bowlerId && p.pid !== keeper?.pid);
  const anyFielder = () => (others.length > 0 ? rng.pick(others).pid : bowlerId);
  const dk = pickDismissal(rng, kind);
  switch (dk) {
    case 'bowled':
      return { playerOut: striker, kind: dk, fielder: null, howOut: `b ${b}` };
    case 'lbw':
      return { playerOut: striker, kind: dk, fielder: null, howOut: `lbw b ${b}` };
    case 'stumped': {
      const k = keeper?.pid ?? anyFielder();
      return { playerOut: striker, kind: dk, fielder: k, howOut: `st ${surname(players.get(k))} b ${b}` };
    }
    case 'run_out': {
      const f = anyFielder();
      const out = rng.chance(0.7) ? striker : nonStriker;
      return { playerOut: out, kind: dk, fielder: f, howOut: `run out (${surname(players.get(f))})` };
    }
    case 'caught': {
      const r = rng.next();
      if (r < 0.04) return { playerOut: striker, kind: dk, fielder: bowlerId, howOut: `c & b ${b}` };
      const f = keeper && r < (kind === 'pace' ? 0.3 : 0.12) ? keeper.pid : anyFielder();
      return { playerOut: striker, kind: dk, fielder: f, howOut: `c ${surname(players.get(f))} b ${b}` };
    }
  }
}

function overEndSummary(
  input: InningsInput, afterDelivery: number, over: number, overRuns: number, overWickets: number,
  runs: number, wickets: number, line: BowlerLine, batters: BatterLine[], players: Map<number, SimPlayer>,
): OverEnd {
  const bowler = { ...line };
  const fig = `${surname(players.get(line.pid))} ${oversText(line.legalBalls)}-${line.maidens}-${line.runs}-${line.wickets}`;
  const bats = batters.map((b) => `${surname(players.get(b.pid))} ${b.runs} (${b.balls})`).join(', ');
  const score = scoreText(runs, wickets);
  const wk = overWickets > 0 ? ` and ${plural(overWickets, 'wicket')}` : '';
  return {
    afterDelivery, eventId: 0, inning: input.number, over, runs: overRuns, wickets: overWickets, score, bowler,
    team: input.batting.team.short_name,
    batters,
    commentary: `End of over ${over}: ${plural(overRuns, 'run')}${wk} | ${input.batting.team.short_name} ${score} | ${fig} | ${bats}`,
  };
}
