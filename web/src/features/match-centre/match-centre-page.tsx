import { Suspense, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { MatchDetail } from '../../../../shared/schemas/scorecard';
import { MatchBanner } from '../../components/ads/match-banner';
import { BallMoment } from '../../components/ball-moment/ball-moment';
import { WithAdAside } from '../../components/ads/with-ad-aside';
import { PageRedirect } from '../../components/page-redirect';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { MatchHeader } from '../../components/page/match-header';
import { idFromSegment } from '../../../../shared/format/match-path';
import { NotFoundPage } from '../../components/page/not-found-page';
import { PageFrame } from '../../components/page/page-frame';
import { RemountOnRetry } from '../../components/page/remount-on-retry';
import { TabBar } from '../../components/page/tab-bar';
import { useScrollTabIntoView } from '../../components/page/use-scroll-tab-into-view';
import { useLiveMatch } from '../../components/page/use-live-match';
import { LiveStatus } from '../../lib/live/live-status';
import { useHeaderTitle } from '../../lib/use-header-title';
import { usePageMeta } from '../../lib/use-page-meta';
import { matchTitle } from '../../../../shared/format/page-title';
import { KeyMomentRegion } from './key-moment-region';
import { MatchTabPanel } from './match-tab-panel';
import { DEFAULT_MATCH_TAB, isMatchTab, landingMatchTab, MATCH_TABS, visibleMatchTabs } from './match-tabs';
import { PauseControl } from './pause-control';
import './match-centre.css';

const SECTION = { label: 'Schedule', to: '/schedule/live' };
const TAB_BAR_LABEL = 'Match centre tabs';

function MatchCentre({ matchId, onRetry }: { matchId: number; onRetry: () => void }) {
  const { sid = '', mid = '', type } = useParams();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const live = useLiveMatch(matchId);
  // WCAG 2.2.2: while paused the page keeps the match as it was at the pause; resuming drops the
  // snapshot, so the page jumps straight to the latest pushed state.
  const [frozen, setFrozen] = useState<MatchDetail | null>(null);
  const match = frozen ?? live.match;
  // SPEC section 2: the header reads 'TeamA vs TeamB' on a match page.
  useHeaderTitle(match ? `${match.teama.short_name} vs ${match.teamb.short_name}` : null);
  usePageMeta({ title: match ? matchTitle(match) : null });
  const tab = isMatchTab(type) ? type : DEFAULT_MATCH_TAB;
  const base = `/series/${sid}/schedule/${mid}`;
  useScrollTabIntoView(TAB_BAR_LABEL, tab, match !== null);

  // The announcer sits outside every branch so it exists from the first paint.
  const announcer = <KeyMomentRegion key={matchId} matchId={matchId} paused={frozen !== null} />;
  if (live.error && !frozen) {
    return (
      <PageFrame title="Match Centre" crumbs={[SECTION]}>
        {announcer}
        <ErrorState onRetry={onRetry} />
      </PageFrame>
    );
  }
  if (!match) {
    return (
      <PageFrame title="Match Centre" crumbs={[SECTION]}>
        {announcer}
        <LoadingState />
      </PageFrame>
    );
  }
  const tabs = visibleMatchTabs(match);
  if (landingMatchTab(match, tab) !== tab) return <PageRedirect to={`${base}/${DEFAULT_MATCH_TAB}${search}`} />;
  const sticky = params.get('sticky') === 'true';
  const label = MATCH_TABS.find((t) => t.key === tab)?.label ?? '';
  // Only a match in play changes; a finished or future match has nothing to pause.
  const pausable = match.status === 'Live' || frozen !== null;
  // The feed's state beside the title: a green 'Live' beside a finished or future match would read as
  // the match being in play, so those show it only when something is wrong with the feed.
  const showFeed = pausable || live.staleSince !== null || live.connection === 'reconnecting';
  return (
    <PageFrame
      title={match.title}
      crumbs={[SECTION, { label: match.tournament_title || 'Series', to: `/series/${sid}/schedule` }, { label }]}
      className="match-centre"
      badge={
        // The feed's status last: its box's blank end (content.css) falls at the end of the row.
        <div className="match-centre__controls">
          {pausable && <PauseControl paused={frozen !== null} onToggle={() => setFrozen(frozen ? null : live.match)} />}
          {showFeed && <LiveStatus state={live} />}
        </div>
      }
    >
      {announcer}
      {frozen && <p className="match-centre__paused">Live updates paused. The page shows the match as it was when you paused.</p>}
      <MatchHeader match={match} overlay={<BallMoment topic={`match/${matchId}`} matchId={matchId} paused={frozen !== null} />} />
      <MatchBanner matchId={matchId} />
      <WithAdAside>
        <TabBar
          label={TAB_BAR_LABEL}
          active={tab}
          sticky={sticky}
          tabs={tabs.map((t) => ({ key: t.key, label: t.label, to: `${base}/${t.key}${search}` }))}
        />
        <section className="match-centre__panel" aria-label={label}>
          {/* A further tab's code comes before it shows (further-tabs.ts); this is for its load failing then. */}
          <Suspense fallback={<LoadingState />}>
            <MatchTabPanel match={match} tab={tab} />
          </Suspense>
        </section>
      </WithAdAside>
    </PageFrame>
  );
}

/** /series/{sid}/schedule/{mid}/{type}: the match centre, fed by the match/{id} live topic. */
export function MatchCentrePage() {
  const matchId = idFromSegment(useParams().mid);
  if (matchId === null) return <NotFoundPage section={SECTION} />;
  return (
    <RemountOnRetry topics={[`match/${matchId}`]}>
      {(retry) => <MatchCentre key={matchId} matchId={matchId} onRetry={retry} />}
    </RemountOnRetry>
  );
}
