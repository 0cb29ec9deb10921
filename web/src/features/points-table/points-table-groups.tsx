import { Fragment, useState } from 'react';
import { dayLabel } from '../../../../shared/format/day-label';
import { EmptyState } from '../../components/page/empty-state';
import type { PointsGroup, PointsTableMatch, PointsTableRow } from '../../../../shared/schemas/points-table';
import { plainText } from '../../lib/plain-text';

const cell = (value: number | string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** The groups' tables. One row is open at a time across all groups: opening another closes it. */
export function PointsTableGroups({ groups }: { groups: PointsGroup[] }) {
  const [open, setOpen] = useState<string | null>(null);

  return (
    <>
      {groups.map((group, g) => (
        <section key={group.name} className="points-group" aria-label={group.name}>
          {groups.length > 1 && <h3>{group.name}</h3>}
          <div className="points-table-wrap">
            <table className="points-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Team</th>
                  <th scope="col" title="Played">
                    P
                  </th>
                  <th scope="col" title="Won">
                    W
                  </th>
                  <th scope="col" title="Lost">
                    L
                  </th>
                  <th scope="col" title="Drawn or no result">
                    D
                  </th>
                  <th scope="col" title="Net run rate">
                    NRR
                  </th>
                  <th scope="col" title="Points">
                    Pts
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.table.map((row, i) => {
                  const key = `${g}-${row.abbr}-${i}`;
                  const isOpen = open === key;
                  return (
                    <Fragment key={key}>
                      <tr className={isOpen ? 'points-row points-row--open' : 'points-row'}>
                        <td>{i + 1}</td>
                        <th scope="row">
                          <button
                            type="button"
                            className="points-team"
                            aria-expanded={isOpen}
                            aria-controls={`points-matches-${key}`}
                            onClick={() => setOpen(isOpen ? null : key)}
                          >
                            {row.thumb_url && <img src={row.thumb_url} alt="" width={24} height={24} loading="lazy" />}
                            {row.abbr}
                            <span className="points-chevron" aria-hidden="true" />
                          </button>
                        </th>
                        <td>{cell(row.played)}</td>
                        <td>{cell(row.win)}</td>
                        <td>{cell(row.loss)}</td>
                        <td>{cell(row.draw)}</td>
                        <td>{cell(row.netrr)}</td>
                        <td className="points-pts">{cell(row.points)}</td>
                      </tr>
                      {isOpen && (
                        <tr className="points-matches-row" id={`points-matches-${key}`}>
                          <td colSpan={8}>
                            <RowMatches row={row} />
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
    </>
  );
}

/**
 * The spec gives only is_winning; an upstream that also sends `result` ('W', 'L', 'D', 'NR', or ''
 * for a match still to play) is read first, so a draw or a future match is not shown as a loss.
 */
function outcome(match: PointsTableMatch): string {
  if (typeof match.result === 'string') return match.result || '–';
  return match.is_winning ? 'W' : 'L';
}

function RowMatches({ row }: { row: PointsTableRow }) {
  if (row.matches.length === 0) return <EmptyState message="No data available..." />;
  return (
    <ul className="points-matches">
      {row.matches.map((match, i) => (
        <li key={`${match.opponent_name}-${match.date_start ?? i}`}>
          <span className={`points-result points-result--${outcome(match) === 'W' ? 'won' : outcome(match) === 'L' ? 'lost' : 'other'}`}>
            {outcome(match)}
          </span>
          <span>
            <strong>vs {match.opponent_name}</strong>
            <span className="points-note points-note--tight">
              {[match.subtitle, dayLabel(match.date_start?.slice(0, 10))].filter(Boolean).join(' · ')}
            </span>
            {match.status_note && <span className="points-note points-note--tight">{plainText(match.status_note)}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
