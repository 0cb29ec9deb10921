import { useQuery } from '@tanstack/react-query';
import type { Series } from '../../../../shared/schemas/series';
import { BlockFrame } from '../../components/block-frame';
import { useNearViewport } from '../../components/near-viewport-context';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { PointsTable } from '../../components/points-table/points-table';
import { pointsTableQuery, recentSeriesQuery } from './points-table-api';
import './home-points-table.css';
import { useNow } from '../../app/render-facts';

/** Rows the skeleton holds a place for: a usual league of eight to ten sides. */
const SKELETON_ROWS = 8;

/** The series being played now (today between its first and last day), else the latest to start. */
function currentSeries(list: Series[], now: Date): Series | undefined {
  const today = now.toISOString().slice(0, 10);
  const running = list.filter((s) => (s.date_start ?? '') <= today && today <= (s.date_end ?? ''));
  const pool = running.length > 0 ? running : list;
  return [...pool].sort((a, b) => (b.date_start ?? '').localeCompare(a.date_start ?? ''))[0];
}

/** Home's points table: the current series' standings, rows opening to their matches, and a link to the full page. */
export function HomePointsTable() {
  const near = useNearViewport();
  const recent = useQuery({ ...recentSeriesQuery, enabled: near });
  const now = useNow();
  const series = recent.data ? currentSeries(recent.data, now) : undefined;
  const table = useQuery({ ...pointsTableQuery(series?.cid ?? 0), enabled: near && series !== undefined });
  const pending = recent.isPending || (series !== undefined && table.isPending);
  const failed = recent.isError || table.isError;

  return (
    <BlockFrame
      id="home-points"
      title="Points Table"
      subtitle={series?.title ?? ' '}
      more={series ? { to: `/points-table/${series.slug}`, label: 'Full table' } : undefined}
      busy={pending}
      className="home-points"
    >
      {/* The skeleton's height stays the block's least: a shorter table (a four-side series) would
          otherwise pull every block below it up as it arrives, under a fan already reading them. */}
      <div className="home-points__body">
        {failed ? (
          <ErrorState onRetry={() => void (recent.isError ? recent.refetch() : table.refetch())} />
        ) : pending ? (
          <div className="home-points__skeleton" aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS + 1 }, (_, i) => (
              <span key={i} className="skeleton-line" />
            ))}
          </div>
        ) : !series || !table.data ? (
          <EmptyState message="No Point Table Found" />
        ) : (
          <PointsTable series={table.data} />
        )}
      </div>
    </BlockFrame>
  );
}
