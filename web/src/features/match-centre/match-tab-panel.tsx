import { Link } from '../../components/link';
import type { MatchDetail } from '../../../../shared/schemas/scorecard';
import { CommentaryList } from '../../components/page/commentary-list';
import { EmptyState } from '../../components/page/empty-state';
import { ScorecardTables } from '../../components/page/scorecard-tables';
import { LivePanel } from './live-panel';
import { LiveStatsPanel } from './live-stats-panel';
import { MatchInfoPanel } from './match-info-panel';
import { MatchRelatedPanel } from './match-related-panel';
import type { MatchTab } from './match-tabs';
import { SquadsPanel } from './squads-panel';

/** One match-centre tab's content. */
export function MatchTabPanel({ match, tab }: { match: MatchDetail; tab: MatchTab }) {
  switch (tab) {
    case 'liveblog': {
      const blog = match.articles.find((article) => article.islive);
      // SPEC section 2: the Live Blog tab links to the article, which the news page sends on to its live blog.
      return blog ? (
        <p>
          <Link to={`/cricket-news/${blog.slug}-${blog.id}`} className="page-button">
            Follow the live blog
          </Link>
        </p>
      ) : (
        <EmptyState message="No data available..." />
      );
    }
    case 'commentary':
      return (
        <>
          {match.status === 'Live' && <LivePanel match={match} />}
          <CommentaryList items={match.info.commentaries} />
        </>
      );
    case 'highlights':
      return (
        <CommentaryList items={match.info.commentaries.filter((c) => c.event === 'wicket' || (c.event === 'ball' && (c.four || c.six)))} />
      );
    case 'scorecard':
      return <ScorecardTables innings={match.info.innings} live={match.status === 'Live'} />;
    case 'playing11':
    case 'squads':
      return <SquadsPanel match={match} which={tab} />;
    case 'livestats':
      return <LiveStatsPanel match={match} />;
    case 'matchinfo':
      return <MatchInfoPanel match={match} />;
    default:
      return <MatchRelatedPanel match={match} tab={tab} />;
  }
}
