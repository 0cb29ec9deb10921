import type { MatchDetail } from '../../../../shared/schemas/scorecard';
import type { FurtherTab } from './further-tabs';
import { LiveStatsPanel } from './live-stats-panel';
import { MatchRelatedPanel } from './match-related-panel';
import { SquadsPanel } from './squads-panel';

/** A further tab's content (further-tabs.ts): the chunk loaded when a fan goes past the first tabs. */
export function FurtherTabPanel({ match, tab }: { match: MatchDetail; tab: FurtherTab }) {
  switch (tab) {
    case 'playing11':
    case 'squads':
      return <SquadsPanel match={match} which={tab} />;
    case 'livestats':
      return <LiveStatsPanel match={match} />;
    default:
      return <MatchRelatedPanel match={match} tab={tab} />;
  }
}
