import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { PageFrame } from '../../components/page/page-frame';
import { TabBar } from '../../components/page/tab-bar';
import { useScrollTabIntoView } from '../../components/page/use-scroll-tab-into-view';
import { PointsTable } from '../../components/points-table/points-table';
import { ApiError } from '../../lib/api-client';
import { pointsTableQuery, recentSeriesQuery } from './points-table-api';
import './points-table.css';
import { usePageMeta } from '../../lib/use-page-meta';
import { pointsTableTitle } from '../../../../shared/format/page-title';

const PICKER_LABEL = 'Points table series';

/** 'indian-premier-league-2026-129413' → 129413; null when the segment ends in no id. */
function seriesIdOf(slug: string | undefined): number | null {
  const last = slug?.split('-').pop() ?? '';
  return /^[1-9]\d{0,11}$/.test(last) ? Number(last) : null;
}

/**
 * /points-table: the series under way that have a table, and the chosen one's table (the first
 * when the URL names none). /points-table/{seriesSlug} names it.
 */
export function PointsTablePage() {
  const { seriesSlug } = useParams();
  const recent = useQuery(recentSeriesQuery);
  const cid = seriesSlug ? seriesIdOf(seriesSlug) : (recent.data?.[0]?.cid ?? null);
  const table = useQuery({ ...pointsTableQuery(cid ?? 0), enabled: cid !== null });
  // /points-table is named by its route; a series' own table by its series.
  usePageMeta({ title: seriesSlug && table.data ? pointsTableTitle(table.data.title) : null });
  const picked = cid === null ? '' : String(cid);
  useScrollTabIntoView(PICKER_LABEL, picked, recent.isSuccess);

  let body;
  if ((!seriesSlug && recent.isPending) || (cid !== null && table.isPending)) body = <LoadingState />;
  else if (!seriesSlug && recent.isError) body = <ErrorState onRetry={() => void recent.refetch()} />;
  else if (cid === null || (table.error instanceof ApiError && table.error.status === 404))
    body = <EmptyState message="No Point Table Found" />;
  else if (table.isError) body = <ErrorState onRetry={() => void table.refetch()} />;
  else if (table.data) {
    body = (
      <>
        <h2 className="points-series">{table.data.title}</h2>
        <PointsTable key={cid} series={table.data} />
      </>
    );
  }

  return (
    <PageFrame title="Points Table" crumbs={[{ label: 'Points Table' }]} className="points-page">
      {recent.data && recent.data.length > 0 && (
        <TabBar
          label={PICKER_LABEL}
          variant="chips"
          active={picked}
          tabs={recent.data.map((series) => ({ key: String(series.cid), label: series.title, to: `/points-table/${series.slug}` }))}
        />
      )}
      {body}
    </PageFrame>
  );
}
