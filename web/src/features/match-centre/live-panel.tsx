import type { MatchDetail } from '../../../../shared/schemas/scorecard';
import { DataTable } from '../../components/page/data-table';
import { BATTER_COLUMNS, BOWLER_COLUMNS, RecentOvers } from './live-figures';

/** Overs of the strip above the commentary: the one in progress and the one before. */
const STRIP_OVERS = 2;

/**
 * Above the commentary while a match is in play, as a fan checks it at a glance: the batters at the
 * crease, the bowler on and the one at the other end, the partnership, the last wicket, and the last
 * overs ball by ball. Everything comes from the pushed match, so it moves with the commentary.
 */
export function LivePanel({ match }: { match: MatchDetail }) {
  const { batsmen, bowlers, recent_overs: overs, innings } = match.info;
  const current = innings.find((inn) => inn.status === 'live') ?? innings.at(-1);
  const stand = current?.current_partnership;
  const fallen = current?.fows.at(-1);
  if (batsmen.length === 0 && bowlers.length === 0) return null;
  return (
    <section className="live-panel" aria-label="At the crease">
      <div className="live-panel__tables">
        <DataTable caption="Batting" columns={BATTER_COLUMNS} rows={batsmen} rowKey={(b) => b.batsman_id} />
        <DataTable caption="Bowling" columns={BOWLER_COLUMNS} rows={bowlers.slice(0, 2)} rowKey={(b) => b.bowler_id} />
      </div>
      {(stand || fallen) && (
        <dl className="live-panel__facts">
          {stand && (
            <div>
              <dt>Partnership</dt>
              <dd>
                {stand.runs} ({stand.balls})
              </dd>
            </div>
          )}
          {fallen && (
            <div>
              <dt>Last wicket</dt>
              <dd>
                {fallen.name} {fallen.runs ?? 0}
                {fallen.balls != null && ` (${fallen.balls})`}, {fallen.score_at_dismissal}
                {fallen.number != null && `/${fallen.number}`} ({fallen.overs_at_dismissal} ov)
              </dd>
            </div>
          )}
        </dl>
      )}
      {/* The panel stands between the match's heading and the commentary: its title is the outline's next level. */}
      <RecentOvers overs={overs.slice(-STRIP_OVERS)} title="This over and the last" titleId="live-panel-overs" quietTitle level={2} />
    </section>
  );
}
