import type { PointsGroup, PointsTableRow } from '../../../../shared/schemas/points-table';
import { DataTable, type Column } from './data-table';
import { EmptyState } from './empty-state';

const COLUMNS: Column<PointsTableRow>[] = [
  {
    key: 'team',
    header: 'Team',
    cell: (row) => (
      <span className="points__team">
        {row.thumb_url && <img src={row.thumb_url} alt="" width={20} height={20} loading="lazy" />}
        {row.abbr}
      </span>
    ),
  },
  { key: 'played', header: 'P', cell: (row) => row.played ?? 0, numeric: true },
  { key: 'win', header: 'W', cell: (row) => row.win ?? 0, numeric: true },
  { key: 'loss', header: 'L', cell: (row) => row.loss ?? 0, numeric: true },
  { key: 'draw', header: 'D', cell: (row) => row.draw ?? 0, numeric: true },
  { key: 'points', header: 'Pts', cell: (row) => row.points ?? 0, numeric: true },
  { key: 'netrr', header: 'NRR', cell: (row) => row.netrr ?? '-', numeric: true },
];

/** A series' standings, one table per group. */
export function PointsTableView({ groups }: { groups: PointsGroup[] }) {
  if (groups.every((group) => group.table.length === 0)) return <EmptyState message="No Point Table Found" />;
  return (
    <div className="points">
      {groups.map((group) => (
        <DataTable key={group.name} caption={group.name} columns={COLUMNS} rows={group.table} rowKey={(row, i) => `${row.abbr}-${i}`} />
      ))}
    </div>
  );
}
