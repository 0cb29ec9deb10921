import { use } from 'react';
import { Link } from '../../components/link';
import type { MatchDetail } from '../../../../shared/schemas/scorecard';
import { CommentaryList } from '../../components/page/commentary-list';
import { EmptyState } from '../../components/page/empty-state';
import { ScorecardTables } from '../../components/page/scorecard-tables';
import { furtherTabsLoaded, loadFurtherTabs, type FurtherTab } from './further-tabs';
import { LivePanel } from './live-panel';
import { MatchInfoPanel } from './match-info-panel';
import type { MatchTab } from './match-tabs';

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
    case 'matchinfo':
      return <MatchInfoPanel match={match} />;
    default:
      return <FurtherTabContent match={match} tab={tab} />;
  }
}

/** A tab from the further tabs' chunk: loaded by the route before it shows, else suspends until it is. */
function FurtherTabContent({ match, tab }: { match: MatchDetail; tab: FurtherTab }) {
  const { FurtherTabPanel } = furtherTabsLoaded() ?? use(loadFurtherTabs());
  return <FurtherTabPanel match={match} tab={tab} />;
}
