// Points tables, computed from the results of the series' league and group games as the live engine
// reports them. Rolling live slots are left out: they come and go with the clock, and a table that
// changed with them would not add up from one minute to the next.
import { z } from '../../shared/zod';
import { matchIdentity } from '../live/match-identity';
import { matchStatus, matchSummary } from '../live/match-view';
import { media } from '../media/urls';
import { isResult } from './match-lists';
import type { SimFixture, SimSeries, World } from './types';
import { worldExtras } from './world';

const SideSchema = z.object({
  team_id: z.number(),
  scores: z.string(),
  overs: z.union([z.string(), z.number()]),
  max_overs: z.number(),
  win_per: z.number(),
});

/** The parts of a finished match's summary a table needs; anything else is ignored. */
const ResultSchema = z.object({
  teama: SideSchema,
  teamb: SideSchema,
  tie_per: z.number(),
  status_note: z.string(),
});
type Side = z.infer<typeof SideSchema>;

type Outcome = 'W' | 'L' | 'D' | 'NR';

interface RowMatch {
  match_id: number;
  opponent_id: number;
  opponent_name: string;
  opponent_short_name: string;
  subtitle: string;
  date_start: string;
  date_start_utc: string;
  status: string;
  is_winning: boolean;
  result: Outcome | '';
  status_note: string;
}

interface Row {
  tid: number;
  team_id: number;
  abbr: string;
  name: string;
  thumb_url: string;
  played: number;
  win: number;
  loss: number;
  draw: number;
  nr: number;
  points: number;
  netrr: string;
  runsFor: number;
  ballsFaced: number;
  runsAgainst: number;
  ballsBowled: number;
  matches: RowMatch[];
}

/** '185/6' and overs '19.3' to runs and balls; an all-out side counts its full quota (the NRR rule). */
function innings(side: Side): { runs: number; balls: number; firstInnings: number } {
  const parts = side.scores.split('&').map((s) => s.trim());
  const [runText = '0', wicketText = '0'] = (parts[parts.length - 1] ?? '0').split('/');
  const [over = '0', ball = '0'] = String(side.overs).split('.');
  const allOut = Number(wicketText.replace(/\D/g, '')) >= 10;
  const balls = allOut && side.max_overs > 0 ? side.max_overs * 6 : Number(over) * 6 + Number(ball);
  return {
    runs: Number(runText.replace(/\D/g, '')) || 0,
    balls,
    firstInnings: Number((parts[0] ?? '0').split('/')[0]?.replace(/\D/g, '')) || 0,
  };
}

function signed(x: number): string {
  return `${x >= 0 ? '+' : ''}${x.toFixed(3)}`;
}

export function pointsTable(world: World, series: SimSeries, nowMs: number) {
  const layout = worldExtras(world).layout(series.cid);
  if (!series.show_pointtable || !layout) return [];
  const multiDay = series.game_format === 'TEST' || series.game_format === 'First Class';
  const rows = new Map<number, Row>();
  for (const teamId of series.team_ids) {
    const team = world.team(teamId);
    if (!team) continue;
    rows.set(teamId, {
      tid: teamId,
      team_id: teamId,
      abbr: team.short_name,
      name: team.name,
      thumb_url: media.team(world.config, teamId),
      played: 0,
      win: 0,
      loss: 0,
      draw: 0,
      nr: 0,
      points: 0,
      netrr: multiDay ? '-' : '+0.000',
      runsFor: 0,
      ballsFaced: 0,
      runsAgainst: 0,
      ballsBowled: 0,
      matches: [],
    });
  }
  const league = worldExtras(world)
    .seriesFixtures(series.cid)
    .filter((f) => f.match_number <= layout.leagueMatches);
  for (const f of league) record(world, f, nowMs, rows, multiDay);
  for (const row of rows.values()) {
    if (!multiDay && row.ballsFaced > 0 && row.ballsBowled > 0) {
      row.netrr = signed((row.runsFor * 6) / row.ballsFaced - (row.runsAgainst * 6) / row.ballsBowled);
    }
  }
  return layout.groups.map((group) => ({
    name: group.name,
    table: group.teamIds
      .flatMap((id) => rows.get(id) ?? [])
      .sort(
        (a, b) =>
          b.points - a.points || Number.parseFloat(b.netrr) - Number.parseFloat(a.netrr) || b.win - a.win || a.name.localeCompare(b.name),
      )
      .map(({ runsFor: _rf, ballsFaced: _bf, runsAgainst: _ra, ballsBowled: _bb, ...row }, i) => ({ position: i + 1, ...row })),
  }));
}

function record(world: World, f: SimFixture, nowMs: number, rows: Map<number, Row>, multiDay: boolean): void {
  const a = rows.get(f.teama_id);
  const b = rows.get(f.teamb_id);
  if (!a || !b) return;
  const status = matchStatus(world, f, nowMs);
  const identity = matchIdentity(world, f);
  const parsed = status === 'Completed' ? ResultSchema.safeParse(matchSummary(world, f, nowMs)) : undefined;
  const result = parsed?.success ? parsed.data : undefined;
  const entry = (me: Row, them: Row, outcome: Outcome | ''): RowMatch => ({
    match_id: f.match_id,
    opponent_id: them.team_id,
    opponent_name: them.name,
    opponent_short_name: them.abbr,
    subtitle: identity.subtitle,
    date_start: identity.date_start,
    date_start_utc: identity.date_start_utc,
    status,
    is_winning: outcome === 'W',
    result: outcome,
    status_note: result?.status_note ?? (status === 'Cancelled' ? 'Match abandoned' : ''),
  });
  if (!isResult(status, f, nowMs) || (status === 'Completed' && !result)) {
    a.matches.push(entry(a, b, ''));
    b.matches.push(entry(b, a, ''));
    return;
  }
  let outcomeA: Outcome = 'NR';
  let outcomeB: Outcome = 'NR';
  if (result) {
    if (result.teama.win_per >= 100) [outcomeA, outcomeB] = ['W', 'L'];
    else if (result.teamb.win_per >= 100) [outcomeA, outcomeB] = ['L', 'W'];
    else [outcomeA, outcomeB] = ['D', 'D'];
  }
  a.matches.push(entry(a, b, outcomeA));
  b.matches.push(entry(b, a, outcomeB));
  const inA = result ? innings(result.teama) : undefined;
  const inB = result ? innings(result.teamb) : undefined;
  tally(a, outcomeA, inA, inB, multiDay);
  tally(b, outcomeB, inB, inA, multiDay);
}

type Innings = ReturnType<typeof innings>;

function tally(row: Row, outcome: Outcome, mine: Innings | undefined, theirs: Innings | undefined, multiDay: boolean): void {
  row.played += 1;
  if (outcome === 'W') row.win += 1;
  if (outcome === 'L') row.loss += 1;
  if (outcome === 'D') row.draw += 1;
  if (outcome === 'NR') row.nr += 1;
  row.points += points(outcome, multiDay, mine?.firstInnings ?? 0, theirs?.firstInnings ?? 0);
  if (!multiDay && mine && theirs && outcome !== 'NR') {
    row.runsFor += mine.runs;
    row.ballsFaced += mine.balls;
    row.runsAgainst += theirs.runs;
    row.ballsBowled += theirs.balls;
  }
}

/** Limited overs: 2 a win, 1 a tie or no result. First-class: 6 a win; a draw 3 with the first-innings lead, else 1. */
function points(outcome: Outcome, multiDay: boolean, myFirst: number, theirFirst: number): number {
  if (outcome === 'L') return 0;
  if (!multiDay) return outcome === 'W' ? 2 : 1;
  if (outcome === 'W') return 6;
  if (outcome === 'D') return myFirst > theirFirst ? 3 : 1;
  return 1;
}
