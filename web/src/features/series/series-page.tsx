import { useParams } from 'react-router-dom';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { NotFoundPage } from '../../components/page/not-found-page';
import { PageFrame } from '../../components/page/page-frame';
import { TabBar } from '../../components/page/tab-bar';
import { useScrollTabIntoView } from '../../components/page/use-scroll-tab-into-view';
import { ApiError } from '../../lib/api-client';
import { SeriesSummary } from './series-summary';
import { SeriesTabPanel } from './series-tab-panel';
import { DEFAULT_SERIES_TAB, isSeriesTab, SERIES_TABS } from './series-tabs';
import { useSeries } from './use-series';

const SECTION = { label: 'Series', to: '/series' };
const TAB_BAR_LABEL = 'Series tabs';

/** /series/{slug-id}/{tab}: the series with its tabs (the route has already sent unknown tabs to schedule). */
export function SeriesPage() {
  const { slugId, tab: tabParam } = useParams();
  const tab = isSeriesTab(tabParam) ? tabParam : DEFAULT_SERIES_TAB;
  const { id, query } = useSeries(slugId);
  useScrollTabIntoView(TAB_BAR_LABEL, tab, query.isSuccess);
  if (id === null) return <NotFoundPage section={SECTION} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage section={SECTION} />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const series = query.data;
  const tabs = SERIES_TABS.filter((t) => t.key !== 'pointtable' || series.show_pointtable);
  const label = SERIES_TABS.find((t) => t.key === tab)?.label ?? '';
  return (
    <PageFrame title={series.title} crumbs={[SECTION, { label }]} className="series-page">
      <SeriesSummary series={series} />
      <TabBar label={TAB_BAR_LABEL} active={tab} tabs={tabs.map((t) => ({ key: t.key, label: t.label, to: `/series/${slugId}/${t.key}` }))} />
      <SeriesTabPanel series={series} tab={tab} />
    </PageFrame>
  );
}
