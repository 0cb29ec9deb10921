// How a finished script reads as a result, and who was the best player of the match.
import type { SimTeam } from '../world/types';
import { plural } from './cricket-text';
import type { Delivery, InningsScript, MatchResult } from './script-types';

export function decideResult(innings: InningsScript[], teams: Map<number, SimTeam>): MatchResult {
  const name = (id: number) => teams.get(id)?.name ?? 'Unknown';
  const last = innings[innings.length - 1];
  if (!last) return { kind: 'draw', winnerId: null, text: 'No result' };
  if (last.end === 'time') return { kind: 'draw', winnerId: null, text: 'Match drawn' };

  if (last.target !== null) {
    if (last.end === 'target') {
      const margin = 10 - last.wickets;
      return { kind: 'win', winnerId: last.battingTeamId, text: `${name(last.battingTeamId)} won by ${plural(margin, 'wicket')}` };
    }
    const short = last.target - 1 - last.runs;
    if (short === 0) return { kind: 'tie', winnerId: null, text: 'Match tied' };
    return { kind: 'win', winnerId: last.bowlingTeamId, text: `${name(last.bowlingTeamId)} won by ${plural(short, 'run')}` };
  }

  // No chase happened: the side batting last was bowled out still behind (a win by an innings).
  const totals = new Map<number, number>();
  for (const inn of innings) totals.set(inn.battingTeamId, (totals.get(inn.battingTeamId) ?? 0) + inn.runs);
  const winner = last.bowlingTeamId;
  const margin = (totals.get(winner) ?? 0) - (totals.get(last.battingTeamId) ?? 0);
  if (margin <= 0) return { kind: 'draw', winnerId: null, text: 'Match drawn' };
  return { kind: 'win', winnerId: winner, text: `${name(winner)} won by an innings and ${plural(margin, 'run')}` };
}

/** Best all-round contribution, weighted towards the winners; ties go to the lower pid. */
export function pickManOfTheMatch(deliveries: Delivery[], result: MatchResult, teamOf: Map<number, number>): number {
  const score = new Map<number, number>();
  const add = (pid: number, n: number) => score.set(pid, (score.get(pid) ?? 0) + n);
  for (const d of deliveries) {
    add(d.striker, d.batRuns);
    if (d.dismissal) {
      if (d.dismissal.kind !== 'run_out') add(d.bowler, 25);
      if (d.dismissal.fielder !== null) add(d.dismissal.fielder, 6);
    }
    if (d.batRuns === 0 && d.legal && !d.bye && !d.legbye) add(d.bowler, 0.5);
  }
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const [pid, s] of [...score].sort((a, b) => a[0] - b[0])) {
    const weighted = result.winnerId !== null && teamOf.get(pid) === result.winnerId ? s * 1.4 : s;
    if (weighted > bestScore) {
      best = pid;
      bestScore = weighted;
    }
  }
  return best;
}
