import { EmptyState } from '../../components/page/empty-state';
import type { BattingStats, BowlingStats, PlayerStatFormat } from '../../../../shared/schemas/player';
import type { PlayerDetails } from './player-api';

/** The spec's order and labels of the stats formats. */
const FORMATS: { key: PlayerStatFormat; label: string }[] = [
  { key: 'odi', label: 'ODI' },
  { key: 'test', label: 'TEST' },
  { key: 't20i', label: 'T20I' },
  { key: 't20', label: 'T20' },
  { key: 'firstclass', label: 'FC' },
  { key: 'lista', label: 'LIST A' },
  { key: 't10', label: 'T10' },
];

const BATTING: { key: keyof BattingStats & string; label: string }[] = [
  { key: 'matches', label: 'Matches' },
  { key: 'innings', label: 'Innings' },
  { key: 'notout', label: 'Not Out' },
  { key: 'runs', label: 'Runs' },
  { key: 'highest', label: 'Highest' },
  { key: 'average', label: 'Average' },
  { key: 'balls', label: 'Balls' },
  { key: 'strike', label: 'Strike Rate' },
  { key: 'run100', label: '100s' },
  { key: 'run50', label: '50s' },
];

const BOWLING: { key: keyof BowlingStats & string; label: string }[] = [
  { key: 'matches', label: 'Matches' },
  { key: 'innings', label: 'Innings' },
  { key: 'overs', label: 'Overs' },
  { key: 'runs', label: 'Runs' },
  { key: 'wickets', label: 'Wickets' },
  { key: 'bestinning', label: 'Best' },
  { key: 'average', label: 'Average' },
  { key: 'econ', label: 'Economy' },
  { key: 'strike', label: 'Strike Rate' },
  { key: 'wicket4i', label: '4W' },
  { key: 'wicket5i', label: '5W' },
];

type ByFormat<T> = Partial<Record<PlayerStatFormat, T | null | undefined>> | null | undefined;

function StatsTable<T extends Record<string, unknown>>({ title, rows, byFormat }: { title: string; rows: { key: keyof T & string; label: string }[]; byFormat: ByFormat<T> }) {
  // Formats the player never played are left out, so the table is not a wall of dashes.
  const formats = FORMATS.filter((f) => byFormat?.[f.key]);
  return (
    <section className="player-card" aria-label={title}>
      <h2>{title}</h2>
      {formats.length === 0 ? (
        <EmptyState message="no data available" />
      ) : (
        <div className="player-table-wrap">
          <table className="player-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="player-visually-hidden">Statistic</span>
                </th>
                {formats.map((f) => (
                  <th key={f.key} scope="col">
                    {f.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {formats.map((f) => {
                    const value = byFormat?.[f.key]?.[row.key];
                    return <td key={f.key}>{value === null || value === undefined || value === '' ? '-' : String(value)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Career batting and bowling, formats across and statistics down. */
export function PlayerStatsTables({ stats }: { stats: PlayerDetails['stats'] }) {
  return (
    <div className="player-stats">
      <StatsTable<BattingStats> title="Batting" rows={BATTING} byFormat={stats.batting} />
      <StatsTable<BowlingStats> title="Bowling" rows={BOWLING} byFormat={stats.bowling} />
    </div>
  );
}
