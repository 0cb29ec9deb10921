import { Fragment, useId, useState } from 'react';
import type { PointsTableSeries } from '../../../../shared/schemas/points-table';
import { EmptyState } from '../page/empty-state';
import { TeamMatches } from './team-matches';
import './points-table.css';

const cell = (value: number | string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** The columns after Team, in the order every points table shows them. */
const STATS = [
  { label: 'P', title: 'Played' },
  { label: 'W', title: 'Won' },
  { label: 'L', title: 'Lost' },
  { label: 'D', title: 'Drawn or no result' },
  { label: 'Pts', title: 'Points' },
  { label: 'NRR', title: 'Net run rate' },
] as const;

/**
 * A series' standings, one table per group: position, team, P, W, L, D, Pts, NRR. A team's row
 * opens to its matches, each linking to its match centre; one row is open at a time across all
 * groups, so opening another closes it.
 */
export function PointsTable({ series }: { series: Pick<PointsTableSeries, 'slug' | 'cid' | 'groups'> }) {
  const [open, setOpen] = useState<string | null>(null);
  const idBase = useId();
  const groups = series.groups.filter((group) => group.table.length > 0);
  if (groups.length === 0) return <EmptyState message="No Point Table Found" />;

  return (
    <div className="points-table">
      {groups.map((group, g) => (
        <section key={`${group.name}-${g}`} className="points-table__group" aria-label={group.name}>
          {groups.length > 1 && <h3>{group.name}</h3>}
          <div className="points-table__scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col" className="points-table__pos">
                    <abbr title="Position">#</abbr>
                  </th>
                  <th scope="col" className="points-table__team-head">
                    Team
                  </th>
                  {STATS.map((stat) => (
                    <th key={stat.label} scope="col">
                      <abbr title={stat.title}>{stat.label}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.table.map((row, i) => {
                  const key = `${g}-${i}`;
                  const isOpen = open === key;
                  const matchesId = `${idBase}-matches-${key}`;
                  return (
                    <Fragment key={key}>
                      <tr className={isOpen ? 'points-row points-row--open' : 'points-row'}>
                        <td className="points-table__pos">{i + 1}</td>
                        <th scope="row">
                          <button
                            type="button"
                            className="points-team"
                            aria-expanded={isOpen}
                            aria-controls={matchesId}
                            onClick={() => setOpen(isOpen ? null : key)}
                          >
                            {row.thumb_url ? (
                              <img src={row.thumb_url} alt="" width={24} height={24} loading="lazy" />
                            ) : (
                              <span className="points-team__logo" aria-hidden="true" />
                            )}
                            <span className="points-team__name">{row.name || row.abbr}</span>
                            <span className="points-team__abbr">{row.abbr}</span>
                            <span className="points-chevron" aria-hidden="true" />
                          </button>
                        </th>
                        <td>{cell(row.played)}</td>
                        <td>{cell(row.win)}</td>
                        <td>{cell(row.loss)}</td>
                        <td>{cell(row.draw)}</td>
                        <td className="points-table__pts">{cell(row.points)}</td>
                        <td>{cell(row.netrr)}</td>
                      </tr>
                      {isOpen && (
                        <tr className="points-matches-row" id={matchesId}>
                          <td colSpan={STATS.length + 2}>
                            <TeamMatches series={series} row={row} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
