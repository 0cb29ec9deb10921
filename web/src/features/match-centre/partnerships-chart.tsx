import { useId } from 'react';
import { useElementWidth } from '../../lib/use-element-width';
import type { Innings } from '../../../../shared/schemas/scorecard';

interface Stand {
  wicket: number;
  runs: number;
  /** Who ended it, or the two batters at the crease for the unbroken stand. */
  who: string;
  unbroken: boolean;
}

/** Stands of an innings from its fall of wickets (each is the gap between two dismissals) and the current stand. */
function inningsStands(innings: Innings): Stand[] {
  const fows = [...innings.fows].sort((a, b) => Number(a.score_at_dismissal) - Number(b.score_at_dismissal));
  const stands: Stand[] = fows.map((f, i) => ({
    wicket: i + 1,
    runs: Number(f.score_at_dismissal) - (i === 0 ? 0 : Number(fows[i - 1]!.score_at_dismissal)),
    who: f.name,
    unbroken: false,
  }));
  const current = innings.current_partnership;
  if (current && innings.status === 'live') {
    stands.push({ wicket: fows.length + 1, runs: Number(current.runs) || 0, who: current.batsmen.map((b) => b.name).join(' & '), unbroken: true });
  }
  return stands;
}

const ROW = 26;

/** Long names are cut so they stay clear of the bars; the table below has them whole. */
function short(label: string): string {
  return label.length > 18 ? `${label.slice(0, 17)}…` : label;
}
// Drawn at the width it is shown at (useElementWidth), so labels keep their size on phones.
const DEFAULT_WIDTH = 600;
/** Room for the label ('4. Firstname Lastna…' at the chart's font size) and for the runs after a bar. */
const LABEL = 150;
const RUNS = 40;

/** Partnerships of one innings as horizontal bars, with a table of the same figures. */
export function PartnershipsChart({ innings }: { innings: Innings }) {
  const id = useId();
  const [box, width] = useElementWidth<HTMLDivElement>(DEFAULT_WIDTH);
  const stands = inningsStands(innings);
  if (stands.length === 0) return null;
  const max = Math.max(10, ...stands.map((s) => s.runs));
  const height = stands.length * ROW + 8;
  const name = innings.short_name || innings.name;
  return (
    <figure className="chart">
      <figcaption>Partnerships: {name}</figcaption>
      <div ref={box}>
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}t ${id}d`}>
          <title id={`${id}t`}>{`Partnerships, ${name}`}</title>
          <desc id={`${id}d`}>{stands.map((s) => `wicket ${s.wicket}: ${s.runs}${s.unbroken ? ' unbroken' : ''}`).join(', ')}</desc>
          {stands.map((s, i) => {
            const w = (Math.max(40, width - LABEL - RUNS) * s.runs) / max;
            const top = 4 + i * ROW;
            return (
              <g key={s.wicket} aria-hidden="true">
                <text x={0} y={top + 16} className="chart__label">{short(`${s.wicket}. ${s.who}`)}</text>
                <rect x={LABEL} y={top + 3} width={Math.max(2, w)} height={ROW - 8} className={s.unbroken ? 'chart__bar chart__bar--live' : 'chart__bar'} />
                <text x={LABEL + w + 6} y={top + 16}>{s.runs}{s.unbroken ? '*' : ''}</text>
              </g>
            );
          })}
        </svg>
      </div>
      <details className="chart__data">
        <summary>Show the data</summary>
        <table className="chart__table">
          <caption>{`Partnerships, ${name}`}</caption>
          <thead>
            <tr><th scope="col">Wicket</th><th scope="col">Runs</th><th scope="col">Ended by / at the crease</th></tr>
          </thead>
          <tbody>
            {stands.map((s) => (
              <tr key={s.wicket}><th scope="row">{s.wicket}</th><td>{s.runs}{s.unbroken ? ' (unbroken)' : ''}</td><td>{s.who}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
