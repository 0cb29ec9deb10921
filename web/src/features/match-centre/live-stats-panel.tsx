import type { Batsman, Bowler, MatchDetail } from '../../../../shared/schemas/scorecard';
import { DataTable, type Column } from '../../components/page/data-table';
import { overSeries } from './over-series';
import { PartnershipsChart } from './partnerships-chart';
import { ManhattanChart, WormChart } from './run-charts';

const BATTERS: Column<Batsman>[] = [
  { key: 'name', header: 'Batter', cell: (b) => b.name },
  { key: 'runs', header: 'R', cell: (b) => b.runs, numeric: true },
  { key: 'balls', header: 'B', cell: (b) => b.balls_faced, numeric: true },
  { key: 'fours', header: '4s', cell: (b) => b.fours ?? 0, numeric: true },
  { key: 'sixes', header: '6s', cell: (b) => b.sixes ?? 0, numeric: true },
  { key: 'sr', header: 'SR', cell: (b) => b.strike_rate ?? '-', numeric: true },
];

const BOWLERS: Column<Bowler>[] = [
  { key: 'name', header: 'Bowler', cell: (b) => b.name },
  { key: 'overs', header: 'O', cell: (b) => b.overs, numeric: true },
  { key: 'runs', header: 'R', cell: (b) => b.runs_conceded, numeric: true },
  { key: 'wickets', header: 'W', cell: (b) => b.wickets, numeric: true },
  { key: 'econ', header: 'Econ', cell: (b) => b.econ ?? '-', numeric: true },
];

/** A ball of the recent overs: wickets, fours and sixes stand out as they do in the commentary. */
function ballKind(ball: string): string {
  if (ball === 'W') return ' recent-overs__ball--wicket';
  if (ball === '4') return ' recent-overs__ball--four';
  if (ball === '6') return ' recent-overs__ball--six';
  return '';
}

/** Live Stats: the batters at the crease, the current bowlers, the recent overs, and the charts. */
export function LiveStatsPanel({ match }: { match: MatchDetail }) {
  const { batsmen, bowlers, recent_overs: overs } = match.info;
  const series = overSeries(match.info.commentaries, match.info.innings).filter((s) => s.overs.length > 0);
  return (
    <div className="live-stats">
      <DataTable caption="Batters" columns={BATTERS} rows={batsmen} rowKey={(b) => b.batsman_id} />
      <DataTable caption="Bowlers" columns={BOWLERS} rows={bowlers} rowKey={(b) => b.bowler_id} />
      {overs.length > 0 && (
        <section className="recent-overs" aria-labelledby="recent-overs-title">
          <h3 id="recent-overs-title" className="recent-overs__title">Recent overs</h3>
          <ol className="recent-overs__list">
            {overs.map((over) => (
              <li key={`${over.inning_number}-${over.over}`} className="recent-overs__over">
                <span className="recent-overs__label">Over {over.over}</span>
                {over.balls.map((ball, i) => (
                  <span key={i} className={`recent-overs__ball${ballKind(ball)}`}>{ball}</span>
                ))}
                <span className="recent-overs__runs">= {over.runs}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <div className="live-stats__charts">
        {series.length > 0 && <WormChart series={series} />}
        {series.length > 0 && <ManhattanChart series={series} />}
        {match.info.innings.map((inn) => (
          <PartnershipsChart key={`${inn.number}-${inn.batting_team_id}`} innings={inn} />
        ))}
      </div>
    </div>
  );
}
