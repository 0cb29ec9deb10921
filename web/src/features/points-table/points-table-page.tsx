import { useQuery } from '@tanstack/react-query';
import { NavLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { PageFrame } from '../../components/page/page-frame';
import { ApiError } from '../../lib/api-client';
import { pointsTableQuery, recentSeriesQuery } from './points-table-api';
import { PointsTableGroups } from './points-table-groups';
import './points-table.css';
import { usePageMeta } from '../../lib/use-page-meta';
import { pointsTableTitle } from '../../../../shared/format/page-title';

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

  let body;
  if ((!seriesSlug && recent.isPending) || (cid !== null && table.isPending)) body = <LoadingState />;
  else if (!seriesSlug && recent.isError) body = <ErrorState onRetry={() => void recent.refetch()} />;
  else if (cid === null || (table.error instanceof ApiError && table.error.status === 404))
    body = <EmptyState message="No Point Table Found" />;
  else if (table.isError) body = <ErrorState onRetry={() => void table.refetch()} />;
  else if (table.data) {
    const groups = table.data.groups.filter((group) => group.table.length > 0);
    body = (
      <>
        <h2 className="points-series">{table.data.title}</h2>
        {groups.length === 0 ? <EmptyState message="No Point Table Found" /> : <PointsTableGroups key={cid} groups={groups} />}
      </>
    );
  }

  return (
    <PageFrame title="Points Table" crumbs={[{ label: 'Points Table' }]} className="points-page">
      {recent.data && recent.data.length > 0 && (
        <nav className="points-series-picker" aria-label="Series">
          {recent.data.map((series) => (
            <NavLink
              key={series.cid}
              to={`/points-table/${series.slug}`}
              className={({ isActive }) => `points-chip${isActive || (!seriesSlug && series.cid === cid) ? ' active' : ''}`}
            >
              {series.title}
            </NavLink>
          ))}
        </nav>
      )}
      {body}
    </PageFrame>
  );
}
