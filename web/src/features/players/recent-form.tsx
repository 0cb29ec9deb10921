import { type ReactNode, useState } from 'react';
import { Link } from '../../components/link';
import { dayLabel } from '../../../../shared/format/day-label';
import { matchHref } from '../../../../shared/format/match-path';
import type { RecentInnings, RecentSpell } from '../../../../shared/schemas/player';
import { EmptyState } from '../../components/page/empty-state';
import { RECENT_FORM_FORMATS, type RecentFormFormat, inningsText, rowsInFormat, spellText } from './recent-form-rows';

type MatchRow = RecentInnings | RecentSpell;

/** The match centre's scorecard of the match the row was played in. */
function scorecardHref(row: MatchRow): string {
  return matchHref(
    { match_id: row.match_id, slug: row.match_slug, tournament_slug: row.tournament_slug ?? '', cid: row.cid ?? 0, status: 'Completed' },
    'scorecard',
  );
}

/** A column header written in full, and shortened on a phone so the table fits without scrolling. */
function Label({ long, short }: { long: string; short: string }) {
  return (
    <>
      <span className="player-form-long">{long}</span>
      <span className="player-form-short">{short}</span>
    </>
  );
}

function PerformanceTable<Row extends MatchRow>({
  id,
  title,
  figureLabel,
  figure,
  rows,
  empty,
}: {
  id: string;
  title: string;
  figureLabel: [long: string, short: string];
  figure: (row: Row) => ReactNode;
  rows: Row[];
  empty: string;
}) {
  return (
    // Not a landmark of its own: the table's scrolling region carries the name.
    <section className="player-form-block">
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <div className="player-table-wrap" tabIndex={0} role="region" aria-labelledby={id}>
          <table className="player-table player-form-table">
            <thead>
              <tr>
                <th scope="col">
                  <Label long="Opponent" short="Opp" />
                </th>
                <th scope="col">
                  <Label long={figureLabel[0]} short={figureLabel[1]} />
                </th>
                <th scope="col">Format</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${row.match_id}-${index}`}>
                  <th scope="row">
                    <Link to={scorecardHref(row)} title={row.match_subtitle ? `${row.match_subtitle} vs ${row.opponent.name}` : undefined}>
                      vs {row.opponent.short_name || row.opponent.name}
                    </Link>
                  </th>
                  <td>{figure(row)}</td>
                  <td>{row.format}</td>
                  <td>{dayLabel(row.date_start_utc) ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Recent Form: format buttons, and the player's innings and spells in that format's recent matches. */
export function RecentForm({ batting, bowling }: { batting: RecentInnings[]; bowling: RecentSpell[] }) {
  const [chosen, setChosen] = useState<RecentFormFormat>('ALL');
  const named = chosen === 'ALL' ? '' : `${chosen} `;
  return (
    <section className="player-card" aria-labelledby="player-recent-form">
      <h2 id="player-recent-form">Recent Form</h2>
      <div className="chip-row player-form-formats" role="group" aria-label="Recent form format">
        {RECENT_FORM_FORMATS.map((format) => (
          <button key={format} type="button" className="chip" aria-pressed={format === chosen} onClick={() => setChosen(format)}>
            {format}
          </button>
        ))}
      </div>
      <PerformanceTable<RecentInnings>
        id="player-batting-form"
        title="Batting Performance"
        figureLabel={['Runs (Balls)', 'R (B)']}
        figure={inningsText}
        rows={rowsInFormat(batting, chosen)}
        empty={`No ${named}innings in the player's recent matches`}
      />
      <PerformanceTable<RecentSpell>
        id="player-bowling-form"
        title="Bowling Performance"
        figureLabel={['Overs-Runs-Wickets', 'O-R-W']}
        figure={spellText}
        rows={rowsInFormat(bowling, chosen)}
        empty={`No ${named}bowling in the player's recent matches`}
      />
    </section>
  );
}
