// The live figures the live panel (above the commentary) and Live Stats both show: the batters at the
// crease, the bowlers, and the recent overs ball by ball.
import type { Batsman, Bowler, RecentOver } from '../../../../shared/schemas/scorecard';
import type { Column } from '../../components/page/data-table';
import { rateText } from '../../components/page/scorecard-text';

export const BATTER_COLUMNS: Column<Batsman>[] = [
  { key: 'name', header: 'Batter', cell: (b) => b.name },
  { key: 'runs', header: 'R', cell: (b) => b.runs, numeric: true },
  { key: 'balls', header: 'B', cell: (b) => b.balls_faced, numeric: true },
  { key: 'fours', header: '4s', cell: (b) => b.fours ?? 0, numeric: true },
  { key: 'sixes', header: '6s', cell: (b) => b.sixes ?? 0, numeric: true },
  { key: 'sr', header: 'SR', cell: (b) => rateText(b.strike_rate), numeric: true },
];

export const BOWLER_COLUMNS: Column<Bowler>[] = [
  { key: 'name', header: 'Bowler', cell: (b) => b.name },
  { key: 'overs', header: 'O', cell: (b) => b.overs, numeric: true },
  { key: 'maidens', header: 'M', cell: (b) => b.maidens ?? 0, numeric: true },
  { key: 'runs', header: 'R', cell: (b) => b.runs_conceded, numeric: true },
  { key: 'wickets', header: 'W', cell: (b) => b.wickets, numeric: true },
  { key: 'econ', header: 'Econ', cell: (b) => rateText(b.econ), numeric: true },
];

/** A ball of the recent overs: wickets, fours and sixes stand out as they do in the commentary. */
function ballKind(ball: string): string {
  if (ball === 'W') return ' recent-overs__ball--wicket';
  if (ball === '4') return ' recent-overs__ball--four';
  if (ball === '6') return ' recent-overs__ball--six';
  return '';
}

/**
 * The overs given, oldest first, each as its balls and its runs; `quietTitle` keeps the title for
 * screen readers only. `level` is the title's heading level where it stands in the page's outline:
 * 2 directly under the match's own heading, 3 inside a tab's section.
 */
export function RecentOvers({
  overs,
  title,
  titleId,
  quietTitle = false,
  level = 3,
}: {
  overs: RecentOver[];
  title: string;
  titleId: string;
  quietTitle?: boolean;
  level?: 2 | 3;
}) {
  if (overs.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="recent-overs" aria-labelledby={titleId}>
      <Heading id={titleId} className={quietTitle ? 'visually-hidden' : 'recent-overs__title'}>
        {title}
      </Heading>
      <ol className="recent-overs__list">
        {overs.map((over) => (
          <li key={`${over.inning_number}-${over.over}`} className="recent-overs__over">
            <span className="recent-overs__label">Over {over.over}</span>
            {over.balls.map((ball, i) => (
              <span key={i} className={`recent-overs__ball${ballKind(ball)}`}>
                {ball}
              </span>
            ))}
            <span className="recent-overs__runs">= {over.runs}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
