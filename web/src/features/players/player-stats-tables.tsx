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

function StatsTable<T extends Record<string, unknown>>({
  title,
  rows,
  byFormat,
}: {
  title: string;
  rows: { key: keyof T & string; label: string }[];
  byFormat: ByFormat<T>;
}) {
  // Every format of the spec has its column, a dash where the player has no figures in it, so
  // formats read in the same place on every player's page.
  return (
    <section className="player-card">
      <h2 id={`player-stats-${title.toLowerCase()}`}>{title}</h2>
      {!FORMATS.some((f) => byFormat?.[f.key]) ? (
        <EmptyState message="no data available" />
      ) : (
        // Wider than a phone: the table scrolls inside its card (and takes focus to scroll by keys).
        <div className="player-table-wrap" tabIndex={0} role="region" aria-labelledby={`player-stats-${title.toLowerCase()}`}>
          <table className="player-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="player-visually-hidden">Statistic</span>
                </th>
                {FORMATS.map((f) => (
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
                  {FORMATS.map((f) => {
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
