import { useQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { matchHref } from '../../../../shared/format/match-path';
import { playerHref } from '../../../../shared/format/player-path';
import type { BestBowling, HighScore, RunsLeader, SeriesStats, SixesLeader, WicketsLeader } from '../../../../shared/schemas/series-stats';
import { type Column, DataTable } from '../../components/page/data-table';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { rateText } from '../../components/page/scorecard-text';
import { seriesStatsQuery } from './match-centre-api';

const EMPTY = 'No data available...';

type Leader = { pid: number; name: string; slug?: string | null; team?: string | null };

/** The player's name, linking to their page, with their side's short name. */
function playerColumn<Row extends Leader>(): Column<Row> {
  return {
    key: 'player',
    header: 'Player',
    cell: (row) => {
      const href = playerHref(row);
      return (
        <>
          {href ? <Link to={href}>{row.name}</Link> : row.name}
          {row.team && <span className="series-stats__team">{row.team}</span>}
        </>
      );
    },
  };
}

const num = <Row,>(key: string, header: string, value: (row: Row) => string | number): Column<Row> => ({
  key,
  header,
  numeric: true,
  cell: (row) => value(row),
});

/** 'vs AUS · 3rd ODI', opening that match's scorecard, where the figure can be read again. */
function matchColumn<Row extends HighScore | BestBowling>(stats: SeriesStats): Column<Row> {
  return {
    key: 'match',
    header: 'Match',
    cell: (row) => {
      const text = [row.opponent && `vs ${row.opponent}`, row.match_subtitle].filter(Boolean).join(' · ') || 'Match';
      if (!row.match_id || !row.match_slug) return text;
      const ref = {
        match_id: row.match_id,
        slug: row.match_slug,
        tournament_slug: stats.slug,
        cid: stats.cid,
        status: 'Completed' as const,
      };
      return <Link to={matchHref(ref, 'scorecard')}>{text}</Link>;
    },
  };
}

const RUNS_COLUMNS: Column<RunsLeader>[] = [
  playerColumn(),
  num('innings', 'Inns', (r) => r.innings),
  num('runs', 'Runs', (r) => r.runs),
  num('balls', 'Balls', (r) => r.balls),
  num('sr', 'SR', (r) => rateText(r.strike_rate)),
];

const WICKETS_COLUMNS: Column<WicketsLeader>[] = [
  playerColumn(),
  num('overs', 'Overs', (r) => r.overs),
  num('runs', 'Runs', (r) => r.runs),
  num('wickets', 'Wkts', (r) => r.wickets),
  num('economy', 'Econ', (r) => rateText(r.economy)),
];

const SIXES_COLUMNS: Column<SixesLeader>[] = [playerColumn(), num('sixes', '6s', (r) => r.sixes)];

/** The five leader boards of a series (Most Runs, Most Wickets, Highest Scores, Best Bowling, Most Sixes). */
export function SeriesStatsPanel({ cid }: { cid: number }) {
  const query = useQuery(seriesStatsQuery(cid));
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const stats = query.data;
  const boards = [stats.most_runs, stats.most_wickets, stats.highest_scores, stats.best_bowling, stats.most_sixes];
  if (boards.every((rows) => rows.length === 0)) return <EmptyState message={EMPTY} />;
  const live = stats.live_matches ?? 0;
  return (
    <section className="series-stats" aria-labelledby="series-stats-heading">
      <h3 id="series-stats-heading">Series Stats</h3>
      <p className="series-stats__note">
        From the scorecards of {stats.matches_counted} match{stats.matches_counted === 1 ? '' : 'es'}
        {live > 0 ? `, ${live} of them live` : ''}.
      </p>
      <DataTable caption="Most Runs" emptyMessage={EMPTY} rows={stats.most_runs} rowKey={(row) => row.pid} columns={RUNS_COLUMNS} />
      <DataTable
        caption="Most Wickets"
        emptyMessage={EMPTY}
        rows={stats.most_wickets}
        rowKey={(row) => row.pid}
        columns={WICKETS_COLUMNS}
      />
      <DataTable
        caption="Highest Scores"
        emptyMessage={EMPTY}
        rows={stats.highest_scores}
        rowKey={(row, i) => `${row.pid}-${row.match_id ?? i}-${i}`}
        columns={[
          playerColumn<HighScore>(),
          num<HighScore>('score', 'Runs', (r) => `${r.runs}${r.not_out ? '*' : ''}`),
          num<HighScore>('balls', 'Balls', (r) => r.balls),
          matchColumn<HighScore>(stats),
        ]}
      />
      <DataTable
        caption="Best Bowling"
        emptyMessage={EMPTY}
        rows={stats.best_bowling}
        rowKey={(row, i) => `${row.pid}-${row.match_id ?? i}-${i}`}
        columns={[
          playerColumn<BestBowling>(),
          num<BestBowling>('figures', 'Figures', (r) => `${r.wickets}/${r.runs}`),
          num<BestBowling>('overs', 'Overs', (r) => r.overs),
          matchColumn<BestBowling>(stats),
        ]}
      />
      <DataTable caption="Most Sixes" emptyMessage={EMPTY} rows={stats.most_sixes} rowKey={(row) => row.pid} columns={SIXES_COLUMNS} />
    </section>
  );
}
