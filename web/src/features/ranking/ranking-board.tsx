import { Link } from '../../components/link';
import { EmptyState } from '../../components/page/empty-state';
import type { RankRow } from './ranking-rows';

interface Props {
  rows: RankRow[];
  kind: 'player' | 'team';
}

function Name({ row }: { row: RankRow }) {
  return row.href ? <Link to={row.href}>{row.name}</Link> : <>{row.name}</>;
}

const dash = (n: number | null) => (n === null ? '-' : String(n));

/** The top three on a podium (drawn second, first, third, as on a real one), then the full table. */
export function RankingBoard({ rows, kind }: Props) {
  if (rows.length === 0) return <EmptyState message="no data available" />;
  // Kept in rank order for screen readers; the stylesheet draws first in the middle.
  const podium = rows.slice(0, 3);

  return (
    <>
      <ol className="ranking-podium" aria-label="Top 3">
        {podium.map((row) => (
          <li key={row.rank} className={`ranking-podium__step ranking-podium__step--${row.rank}`}>
            <span className="ranking-podium__rank" aria-hidden="true">
              {row.rank}
            </span>
            {row.image ? (
              <img src={row.image} alt="" width={72} height={72} loading="lazy" />
            ) : (
              <span className="ranking-podium__blank" aria-hidden="true" />
            )}
            <span className="ranking-podium__name">
              <Name row={row} />
            </span>
            {row.team && <span className="ranking-podium__team">{row.team}</span>}
            <span className="ranking-podium__rating">{dash(row.rating)}</span>
          </li>
        ))}
      </ol>
      <div className="ranking-table-wrap">
        <table className="ranking-table">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">{kind === 'team' ? 'Team' : 'Player'}</th>
              {kind === 'player' && <th scope="col">Team</th>}
              {kind === 'team' && <th scope="col">Matches</th>}
              {kind === 'team' && <th scope="col">Points</th>}
              <th scope="col">Rating</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rank}>
                <td>{row.rank}</td>
                <th scope="row">
                  <Name row={row} />
                </th>
                {kind === 'player' && <td>{row.team}</td>}
                {kind === 'team' && <td>{dash(row.matches)}</td>}
                {kind === 'team' && <td>{dash(row.points)}</td>}
                <td>{dash(row.rating)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
