// One match's figures as its scorecards show them: a line per batting row and per bowling row of
// each innings, the team totals and the result. The facts and the series stats both read these. A
// finished match's figures never change, so they are worked out once per match and kept; a live
// match's are read afresh from the deliveries bowled so far, as its served scorecard is.
import { ballScript } from '../live/ball-script';
import { matchIdentity } from '../live/match-identity';
import { bowledAt } from '../live/match-state';
import { inningsCard } from '../live/scorecard';
import type { SimFixture, World } from '../world/types';

/** One row of one innings' card; a batting row leaves the bowling fields 0 and the reverse. */
export interface Line {
  pid: number;
  teamId: number;
  /** The other side in the match. */
  oppId: number;
  runs: number;
  /** Balls faced by a batter; legal balls bowled by a bowler. */
  balls: number;
  notOut: boolean;
  sixes: number;
  fours: number;
  wickets: number;
  conceded: number;
}

export interface MatchFigures {
  matchId: number;
  cid: number;
  /** The match's slug and subtitle ('3rd ODI'), for links and labels. */
  slug: string;
  subtitle: string;
  label: string;
  teamTotals: { teamId: number; oppId: number; runs: number; wickets: number }[];
  /** Both playing XIs: everyone who played, batted or bowled or neither. */
  players: number[];
  batting: Line[];
  bowling: Line[];
  win: { winnerId: number; loserId: number; byRuns: number | null; byWickets: number | null } | null;
}

/** Legal balls from an overs figure written the cricket way (3.4 is 22 balls). */
function ballsOf(overs: number): number {
  const whole = Math.floor(overs);
  return whole * 6 + Math.round((overs - whole) * 10);
}

/** The figures of the deliveries [0, upto) of the match's script. */
function readFigures(world: World, fixture: SimFixture, upto: number): MatchFigures {
  const script = ballScript(world, fixture);
  const identity = matchIdentity(world, fixture);
  const figures: MatchFigures = {
    matchId: fixture.match_id,
    cid: fixture.cid,
    slug: identity.slug,
    subtitle: identity.subtitle,
    label: `${identity.subtitle}, ${identity.short_title}`,
    teamTotals: [],
    players: [...script.xi.values()].flat(),
    batting: [],
    bowling: [],
    win: null,
  };
  for (const inn of script.innings) {
    if (inn.from >= upto) break;
    const card = inningsCard(world, script, inn, upto);
    const last = upto >= inn.to ? inn : script.deliveries[upto - 1];
    figures.teamTotals.push({ teamId: inn.battingTeamId, oppId: inn.bowlingTeamId, runs: last?.runs ?? 0, wickets: last?.wickets ?? 0 });
    const line = { sixes: 0, fours: 0, wickets: 0, conceded: 0, notOut: false };
    for (const b of card.batsmen) {
      figures.batting.push({
        ...line,
        pid: b.batsman_id,
        teamId: inn.battingTeamId,
        oppId: inn.bowlingTeamId,
        runs: b.runs,
        balls: b.balls_faced,
        notOut: b.how_out === 'not out',
        sixes: b.sixes,
        fours: b.fours,
      });
    }
    for (const b of card.bowlers) {
      figures.bowling.push({
        ...line,
        pid: b.bowler_id,
        teamId: inn.bowlingTeamId,
        oppId: inn.battingTeamId,
        runs: 0,
        balls: ballsOf(b.overs),
        wickets: b.wickets,
        conceded: b.runs_conceded,
      });
    }
  }
  const result = script.result;
  if (upto >= script.deliveries.length && result.kind === 'win' && result.winnerId !== null) {
    const loserId = result.winnerId === fixture.teama_id ? fixture.teamb_id : fixture.teama_id;
    const runs = /by (\d+) runs?/.exec(result.text);
    const wickets = /by (\d+) wickets?/.exec(result.text);
    figures.win = {
      winnerId: result.winnerId,
      loserId,
      byRuns: runs ? Number(runs[1]) : null,
      byWickets: wickets ? Number(wickets[1]) : null,
    };
  }
  return figures;
}

const completedMemo = new WeakMap<World, Map<number, MatchFigures>>();

/** A completed match's figures, from its whole scorecard; kept, as they never change. */
export function completedFigures(world: World, fixture: SimFixture): MatchFigures {
  let memo = completedMemo.get(world);
  if (!memo) completedMemo.set(world, (memo = new Map()));
  const hit = memo.get(fixture.match_id);
  if (hit) return hit;
  const figures = readFigures(world, fixture, Number.POSITIVE_INFINITY);
  memo.set(fixture.match_id, figures);
  return figures;
}

/** A live match's figures so far: the innings its scorecard shows at `nowMs`. */
export function liveFigures(world: World, fixture: SimFixture, nowMs: number): MatchFigures {
  const script = ballScript(world, fixture);
  return readFigures(world, fixture, bowledAt(script, fixture.startMs, world.config.ballMs, nowMs));
}
