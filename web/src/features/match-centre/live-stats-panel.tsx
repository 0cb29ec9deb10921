import type { MatchDetail } from '../../../../shared/schemas/scorecard';
import { DataTable } from '../../components/page/data-table';
import { BATTER_COLUMNS, BOWLER_COLUMNS, RecentOvers } from './live-figures';
import { overSeries } from './over-series';
import { PartnershipsChart } from './partnerships-chart';
import { ManhattanChart, WormChart } from './run-charts';

/** Live Stats: the batters at the crease, the current bowlers, the recent overs, and the charts. */
export function LiveStatsPanel({ match }: { match: MatchDetail }) {
  const { batsmen, bowlers, recent_overs: overs } = match.info;
  const series = overSeries(match.info.commentaries, match.info.innings).filter((s) => s.overs.length > 0);
  return (
    <div className="live-stats">
      <DataTable caption="Batters" columns={BATTER_COLUMNS} rows={batsmen} rowKey={(b) => b.batsman_id} />
      <DataTable caption="Bowlers" columns={BOWLER_COLUMNS} rows={bowlers} rowKey={(b) => b.bowler_id} />
      <RecentOvers overs={overs} title="Recent overs" titleId="recent-overs-title" />
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
