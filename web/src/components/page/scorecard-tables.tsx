import { displayScore } from '../../../../shared/format/score';
import type { Innings, ScorecardBatsman, ScorecardBowler } from '../../../../shared/schemas/scorecard';
import { DataTable, type Column } from './data-table';
import { EmptyState } from './empty-state';
import './scorecard-tables.css';
import { inningsTitle, rateText } from './scorecard-text';

/** Marks the batters at the crease and the bowler on, while the innings is live. */
function Now({ label }: { label: string }) {
  return <span className="scorecard__now">{label}</span>;
}

function battingColumns(live: boolean): Column<ScorecardBatsman>[] {
  return [
    {
      key: 'name',
      header: 'Batter',
      cell: (b) => (
        <>
          <strong>{b.name}</strong>
          {live && b.batting && <Now label="batting" />}
          <br />
          <small>{b.how_out || (b.batting ? 'not out' : '')}</small>
        </>
      ),
    },
    ...BATTING_FIGURES,
  ];
}

const BATTING_FIGURES: Column<ScorecardBatsman>[] = [
  { key: 'runs', header: 'R', cell: (b) => b.runs, numeric: true },
  { key: 'balls', header: 'B', cell: (b) => b.balls_faced, numeric: true },
  { key: 'fours', header: '4s', cell: (b) => b.fours ?? 0, numeric: true },
  { key: 'sixes', header: '6s', cell: (b) => b.sixes ?? 0, numeric: true },
  { key: 'sr', header: 'SR', cell: (b) => rateText(b.strike_rate), numeric: true },
];

function bowlingColumns(live: boolean): Column<ScorecardBowler>[] {
  return [
    {
      key: 'name',
      header: 'Bowler',
      cell: (b) => (
        <>
          {b.name}
          {live && b.bowling && <Now label="bowling" />}
        </>
      ),
    },
    ...BOWLING_FIGURES,
  ];
}

const BOWLING_FIGURES: Column<ScorecardBowler>[] = [
  { key: 'overs', header: 'O', cell: (b) => b.overs, numeric: true },
  { key: 'maidens', header: 'M', cell: (b) => b.maidens ?? 0, numeric: true },
  { key: 'runs', header: 'R', cell: (b) => b.runs_conceded, numeric: true },
  { key: 'wickets', header: 'W', cell: (b) => b.wickets, numeric: true },
  { key: 'econ', header: 'Econ', cell: (b) => rateText(b.econ), numeric: true },
];

function InningsCard({ innings, live }: { innings: Innings; live: boolean }) {
  const extras = innings.extra_runs;
  const current = live && innings.status === 'live';
  const title = inningsTitle(innings.name);
  return (
    <section className="scorecard" aria-label={title}>
      <h3 className="scorecard__title">
        {title} <span className="page-muted">{displayScore(innings.scores_full ?? innings.scores)}</span>
      </h3>
      <DataTable caption={`${title}: batting`} columns={battingColumns(current)} rows={innings.batsmen} rowKey={(b) => b.batsman_id} />
      {extras && (
        <p className="page-small">
          Extras {extras.total} (b {extras.byes ?? 0}, lb {extras.legbyes ?? 0}, w {extras.wides ?? 0}, nb {extras.noballs ?? 0})
        </p>
      )}
      {innings.did_not_bat.length > 0 && <p className="page-small">Did not bat: {innings.did_not_bat.map((p) => p.name).join(', ')}</p>}
      <DataTable caption={`${title}: bowling`} columns={bowlingColumns(current)} rows={innings.bowlers} rowKey={(b) => b.bowler_id} />
      {innings.fows.length > 0 && (
        <p className="page-small">
          Fall of wickets: {innings.fows.map((f) => `${f.score_at_dismissal} (${f.name}, ${f.overs_at_dismissal} ov)`).join(', ')}
        </p>
      )}
    </section>
  );
}

/**
 * The scorecard: one batting and one bowling table per innings. While the match is live, the innings
 * in play comes first (then the earlier ones, latest first, as the commentary runs) and who is on is
 * highlighted; a finished match reads in the order it was played.
 */
export function ScorecardTables({ innings, live = false }: { innings: Innings[]; live?: boolean }) {
  if (innings.length === 0) return <EmptyState message="No data available..." />;
  const ordered = live ? [...innings].reverse() : innings;
  return (
    <div className="scorecards">
      {ordered.map((inn) => (
        <InningsCard key={`${inn.number}-${inn.batting_team_id}`} innings={inn} live={live} />
      ))}
    </div>
  );
}
