import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { MatchHeader } from '../../components/page/match-header';
import { idFromSegment } from '../../components/page/match-href';
import { NotFoundPage } from '../../components/page/not-found-page';
import { PageFrame } from '../../components/page/page-frame';
import { RemountOnRetry } from '../../components/page/remount-on-retry';
import { TabBar } from '../../components/page/tab-bar';
import { useLiveMatch } from '../../components/page/use-live-match';
import { LiveStatus } from '../../lib/live/live-status';
import { useHeaderTitle } from '../../lib/use-header-title';
import { MatchTabPanel } from './match-tab-panel';
import { DEFAULT_MATCH_TAB, isMatchTab, MATCH_TABS, visibleMatchTabs } from './match-tabs';

const SECTION = { label: 'Schedule', to: '/schedule/live' };

function MatchCentre({ matchId, onRetry }: { matchId: number; onRetry: () => void }) {
  const { sid = '', mid = '', type } = useParams();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const live = useLiveMatch(matchId);
  // SPEC section 2: the header reads 'TeamA vs TeamB' on a match page.
  useHeaderTitle(live.match ? `${live.match.teama.short_name} vs ${live.match.teamb.short_name}` : null);
  const tab = isMatchTab(type) ? type : DEFAULT_MATCH_TAB;
  const base = `/series/${sid}/schedule/${mid}`;

  if (live.error) {
    return (
      <PageFrame title="Match Centre" crumbs={[SECTION]}>
        <ErrorState onRetry={onRetry} />
      </PageFrame>
    );
  }
  if (!live.match) {
    return (
      <PageFrame title="Match Centre" crumbs={[SECTION]}>
        <LoadingState />
      </PageFrame>
    );
  }
  const { match } = live;
  const tabs = visibleMatchTabs(match);
  // A tab this match does not show (Live Stats of a Test, commentary before the toss) opens Match Info.
  if (!tabs.some((t) => t.key === tab)) return <Navigate to={`${base}/${DEFAULT_MATCH_TAB}${search}`} replace />;
  const sticky = params.get('sticky') === 'true';
  return (
    <PageFrame
      title={match.title}
      crumbs={[SECTION, { label: match.tournament_title || 'Series', to: `/series/${sid}/schedule` }, { label: MATCH_TABS.find((t) => t.key === tab)?.label ?? '' }]}
      className="match-centre"
      badge={<LiveStatus state={live} />}
    >
      <MatchHeader match={match} />
      <TabBar label="Match centre tabs" active={tab} sticky={sticky} tabs={tabs.map((t) => ({ key: t.key, label: t.label, to: `${base}/${t.key}${search}` }))} />
      <section className="match-centre__panel" aria-label={MATCH_TABS.find((t) => t.key === tab)?.label}>
        <MatchTabPanel match={match} tab={tab} />
      </section>
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
