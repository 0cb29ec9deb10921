// An innings' scorecard from the deliveries bowled so far: batting and bowling figures, extras,
// fall of wickets, the current partnership and who did not bat. Built fresh for each view from the
// script's prefix; it is a single pass over at most a few hundred deliveries.
import type { SimPlayer, World } from '../world/types';
import { oversNumber, oversText, round2, scoreText } from './cricket-text';
import type { Delivery, InningsScript, MatchScript } from './script-types';

export interface BattingRow {
  name: string;
  batsman_id: number;
  /** At the crease now (a live innings) or unbeaten at its end. */
  batting: boolean;
  position: number;
  role: string;
  runs: number;
  balls_faced: number;
  fours: number;
  sixes: number;
  run0: number;
  how_out: string;
  dismissal: string;
  strike_rate: number;
  bowler_id: number | null;
  first_fielder_id: number | null;
}

export interface BowlingRow {
  name: string;
  bowler_id: number;
  /** Bowled the latest over of a live innings. */
  bowling: boolean;
  position: number;
  overs: number;
  maidens: number;
  runs_conceded: number;
  wickets: number;
  noballs: number;
  wides: number;
  econ: number;
  run0: number;
}

export interface FallOfWicket {
  number: number;
  name: string;
  batsman_id: number;
  runs: number;
  balls: number;
  how_out: string;
  dismissal: string;
  score_at_dismissal: number;
  overs_at_dismissal: string;
  bowler_id: number | null;
}

export interface Extras {
  byes: number;
  legbyes: number;
  wides: number;
  noballs: number;
  penalty: number;
  total: number;
}

export interface InningsCard {
  iid: number;
  number: number;
  name: string;
  short_name: string;
  status: 'live' | 'completed';
  /** How a finished innings ended: 'all out', 'declared', 'overs complete', 'target reached', 'stumps'. */
  result: string;
  batting_team_id: number;
  fielding_team_id: number;
  scores: string;
  scores_full: string;
  target: number;
  max_over: number;
  batsmen: BattingRow[];
  bowlers: BowlingRow[];
  fows: FallOfWicket[];
  extra_runs: Extras;
  equations: { runs: number; wickets: number; overs: number; bowlers_used: number; runrate: number };
  current_partnership: {
    runs: number;
    balls: number;
    overs: number;
    batsmen: { name: string; batsman_id: number; runs: number; balls: number }[];
  };
  did_not_bat: { player_id: number; name: string }[];
}

const END_TEXT: Record<InningsScript['end'], string> = {
  all_out: 'all out', overs: 'overs complete', target: 'target reached', declared: 'declared', time: 'stumps',
};

export const ROLE_TEXT: Record<SimPlayer['role'], string> = {
  bat: 'Batter', bowl: 'Bowler', all: 'All-rounder', wk: 'Wicket-keeper',
};

/** The innings' scorecard from deliveries [inn.from, upto). */
export function inningsCard(world: World, script: MatchScript, inn: InningsScript, upto: number): InningsCard {
  const end = Math.min(inn.to, upto);
  const complete = end === inn.to;
  const teamShort = world.team(inn.battingTeamId)?.short_name ?? '';
  const teamName = world.team(inn.battingTeamId)?.name ?? '';
  const name = (pid: number) => world.player(pid)?.name ?? 'Unknown';
  const bat = new Map<number, BattingRow>();
  const bowl = new Map<number, BowlingRow & { legal: number; overConceded: number; overLegal: number }>();
  const extras: Extras = { byes: 0, legbyes: 0, wides: 0, noballs: 0, penalty: 0, total: 0 };
  const fows: FallOfWicket[] = [];
  const partners = new Map<number, { runs: number; balls: number }>();
  let partnershipRuns = 0;
  let partnershipBalls = 0;
  let last: Delivery | undefined;

  const batter = (pid: number): BattingRow => {
    let row = bat.get(pid);
    if (!row) {
      const p = world.player(pid);
      row = {
        name: name(pid), batsman_id: pid, batting: true, position: bat.size + 1, role: p?.role ?? 'bat',
        runs: 0, balls_faced: 0, fours: 0, sixes: 0, run0: 0, how_out: 'not out', dismissal: '',
        strike_rate: 0, bowler_id: null, first_fielder_id: null,
      };
      bat.set(pid, row);
    }
    return row;
  };

  for (let i = inn.from; i < end; i++) {
    const d = script.deliveries[i];
    if (!d) break;
    last = d;
    const striker = batter(d.striker);
    batter(d.nonStriker);
    let b = bowl.get(d.bowler);
    if (!b) {
      b = {
        name: name(d.bowler), bowler_id: d.bowler, bowling: false, position: bowl.size + 1, overs: 0, maidens: 0,
        runs_conceded: 0, wickets: 0, noballs: 0, wides: 0, econ: 0, run0: 0, legal: 0, overConceded: 0, overLegal: 0,
      };
      bowl.set(d.bowler, b);
    }
    const conceded = d.batRuns + d.wide + d.noball;
    const total = conceded + d.bye + d.legbye;
    striker.runs += d.batRuns;
    if (d.wide === 0) striker.balls_faced += 1;
    if (d.legal && d.batRuns === 0) striker.run0 += 1;
    if (d.batRuns === 4) striker.fours += 1;
    if (d.batRuns === 6) striker.sixes += 1;
    b.runs_conceded += conceded;
    b.overConceded += conceded;
    b.wides += d.wide > 0 ? 1 : 0;
    b.noballs += d.noball > 0 ? 1 : 0;
    if (d.legal && total === 0) b.run0 += 1;
    if (d.legal) {
      b.legal += 1;
      b.overLegal += 1;
      if (b.overLegal === 6) {
        if (b.overConceded === 0) b.maidens += 1;
        b.overLegal = 0;
        b.overConceded = 0;
      }
    }
    extras.byes += d.bye;
    extras.legbyes += d.legbye;
    extras.wides += d.wide;
    extras.noballs += d.noball;
    partnershipRuns += total;
    if (d.wide === 0) partnershipBalls += 1;
    const pr = partners.get(d.striker) ?? { runs: 0, balls: 0 };
    pr.runs += d.batRuns;
    if (d.wide === 0) pr.balls += 1;
    partners.set(d.striker, pr);

    if (d.dismissal) {
      const out = batter(d.dismissal.playerOut);
      out.batting = false;
      out.how_out = d.dismissal.howOut;
      out.dismissal = d.dismissal.kind;
      out.bowler_id = d.dismissal.kind === 'run_out' ? null : d.bowler;
      out.first_fielder_id = d.dismissal.fielder;
      if (d.dismissal.kind !== 'run_out') b.wickets += 1;
      fows.push({
        number: d.wickets, name: out.name, batsman_id: out.batsman_id, runs: out.runs, balls: out.balls_faced,
        how_out: out.how_out, dismissal: out.dismissal, score_at_dismissal: d.runs,
        overs_at_dismissal: oversText(d.legalBalls), bowler_id: out.bowler_id,
      });
      partnershipRuns = 0;
      partnershipBalls = 0;
      partners.clear();
    }
  }

  // A batter walking out after a wicket is at the crease before facing: the script knows who.
  const next = script.deliveries[end];
  if (!complete && next) {
    batter(next.striker);
    batter(next.nonStriker);
  }
  extras.total = extras.byes + extras.legbyes + extras.wides + extras.noballs + extras.penalty;
  const runs = last?.runs ?? 0;
  const wickets = last?.wickets ?? 0;
  const legal = last?.legalBalls ?? 0;
  const rows = [...bat.values()];
  for (const r of rows) r.strike_rate = r.balls_faced > 0 ? round2((100 * r.runs) / r.balls_faced) : 0;
  const bowlers = [...bowl.values()].map(({ legal: lb, overConceded: _c, overLegal: _l, ...row }) => ({
    ...row,
    bowling: !complete && row.bowler_id === last?.bowler,
    overs: oversNumber(lb),
    econ: lb > 0 ? round2((6 * row.runs_conceded) / lb) : 0,
  }));
  const atCrease = rows.filter((r) => r.batting);
  const xi = script.xi.get(inn.battingTeamId) ?? [];
  const declared = complete && inn.end === 'declared' ? 'd' : '';
  const score = `${scoreText(runs, wickets)}${declared}`;
  return {
    iid: script.matchId * 10 + inn.number,
    number: inn.number,
    name: `${teamName} Inning`,
    short_name: `${teamShort} ${inn.number <= 2 ? '1st' : '2nd'} Inn`,
    status: complete ? 'completed' : 'live',
    result: complete ? END_TEXT[inn.end] : '',
    batting_team_id: inn.battingTeamId,
    fielding_team_id: inn.bowlingTeamId,
    scores: score,
    scores_full: `${score} (${oversText(legal)} ov)`,
    target: inn.target ?? 0,
    max_over: script.rules.oversPerInnings ?? 0,
    batsmen: rows,
    bowlers,
    fows,
    extra_runs: extras,
    equations: {
      runs, wickets, overs: oversNumber(legal), bowlers_used: bowlers.length,
      runrate: legal > 0 ? round2((6 * runs) / legal) : 0,
    },
    current_partnership: {
      runs: partnershipRuns,
      balls: partnershipBalls,
      overs: oversNumber(partnershipBalls),
      batsmen: atCrease.map((r) => ({
        name: r.name, batsman_id: r.batsman_id, runs: partners.get(r.batsman_id)?.runs ?? 0,
        balls: partners.get(r.batsman_id)?.balls ?? 0,
      })),
    },
    did_not_bat: xi.filter((pid) => !bat.has(pid)).map((pid) => ({ player_id: pid, name: name(pid) })),
  };
}
