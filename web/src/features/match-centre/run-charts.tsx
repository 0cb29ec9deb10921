import { useId, type ReactNode } from 'react';
import { useElementWidth } from '../../lib/use-element-width';
import { runsAxisMax, ticks } from './chart-scale';
import type { InningsSeries } from './over-series';

// Charts draw at the width they are shown at (useElementWidth), so labels keep their size on phones.
const DEFAULT_WIDTH = 600;
const HEIGHT = 220;
const PAD = { left: 36, right: 12, top: 24, bottom: 42 };
const INNER_H = HEIGHT - PAD.top - PAD.bottom;
/** Pixels an x-axis label needs, so that narrow charts label fewer overs. */
const X_TICK_SPACE = 34;
const Y_TICKS = 4;
// Two inks that keep apart for the common colour-vision deficiencies, with a dash as a second cue.
const INKS = ['var(--brand, #1d4ed8)', 'var(--accent, #c2410c)', '#0f766e', '#7c3aed'];

/** The height of `v` runs on an axis that ends at `maxY`. */
const runsY = (v: number, maxY: number) => PAD.top + INNER_H - (v / maxY) * INNER_H;

const innerWidth = (width: number) => width - PAD.left - PAD.right;

function Axes({ width, maxX, maxY, xLabel, yLabel }: { width: number; maxX: number; maxY: number; xLabel: string; yLabel: string }) {
  const x = (v: number) => PAD.left + (v / maxX) * innerWidth(width);
  const y = (v: number) => runsY(v, maxY);
  return (
    <g className="chart__axes" aria-hidden="true">
      {ticks(maxY, Y_TICKS).map((t) => (
        <g key={`y${t}`}>
          <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} className="chart__grid" />
          <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      {ticks(maxX, Math.max(2, Math.min(10, Math.floor(innerWidth(width) / X_TICK_SPACE)))).map((t) => (
        <text key={`x${t}`} x={x(t)} y={HEIGHT - 24} textAnchor="middle">{t}</text>
      ))}
      <text x={width - PAD.right} y={HEIGHT - 3} textAnchor="end" className="chart__axis-label">{xLabel}</text>
      <text x={2} y={12} className="chart__axis-label">{yLabel}</text>
    </g>
  );
}

/** The chart's numbers as a table, for screen readers and anyone who wants the figures. */
type OverPoint = InningsSeries['overs'][number];

function SeriesTable({ caption, series, value }: { caption: string; series: InningsSeries[]; value: (p: OverPoint) => string }) {
  return (
    <details className="chart__data">
      <summary>Show the data</summary>
      {series.map((s) => (
        <table key={s.inning} className="chart__table">
          <caption>{`${caption}: ${s.label}`}</caption>
          <thead>
            <tr><th scope="col">Over</th><th scope="col">Value</th></tr>
          </thead>
          <tbody>
            {s.overs.map((p) => (
              <tr key={p.over}><th scope="row">{p.over}</th><td>{value(p)}</td></tr>
            ))}
          </tbody>
        </table>
      ))}
    </details>
  );
}

function Legend({ series }: { series: InningsSeries[] }) {
  return (
    <ul className="chart__legend" aria-hidden="true">
      {series.map((s, i) => (
        <li key={s.inning}><span style={{ background: INKS[i % INKS.length] }} />{s.label}</li>
      ))}
    </ul>
  );
}

/** What every runs chart shares: caption, an accessible SVG at its shown width with axes, legend and table. */
function RunsChart(props: {
  caption: string;
  title: string;
  summary: string;
  series: InningsSeries[];
  maxY: number;
  table: { caption: string; value: (p: OverPoint) => string };
  /** The marks, drawn for the chart's width and its overs axis (1 to maxX). */
  children: (width: number, maxX: number) => ReactNode;
}) {
  const { caption, title, summary, series, maxY, table, children } = props;
  const maxX = Math.max(1, ...series.flatMap((s) => s.overs.map((p) => p.over)));
  const id = useId();
  const [box, width] = useElementWidth<HTMLDivElement>(DEFAULT_WIDTH);
  return (
    <figure className="chart">
      <figcaption>{caption}</figcaption>
      <div ref={box}>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby={`${id}t ${id}d`}>
          <title id={`${id}t`}>{title}</title>
          <desc id={`${id}d`}>{summary}</desc>
          <Axes width={width} maxX={maxX} maxY={maxY} xLabel="Overs" yLabel="Runs" />
          {children(width, maxX)}
        </svg>
      </div>
      <Legend series={series} />
      <SeriesTable caption={table.caption} series={series} value={table.value} />
    </figure>
  );
}

/** Run-rate worm: each innings' total after every over, one line per innings. */
export function WormChart({ series }: { series: InningsSeries[] }) {
  const maxY = runsAxisMax(Math.max(0, ...series.flatMap((s) => s.overs.map((p) => p.total))), 10, Y_TICKS);
  const summary = series.map((s) => `${s.label}: ${s.overs.at(-1)?.total ?? 0} after ${s.overs.at(-1)?.over ?? 0} overs`).join('; ');
  return (
    <RunsChart
      caption="Worm"
      title="Run-rate worm"
      summary={summary}
      series={series}
      maxY={maxY}
      table={{ caption: 'Total after over', value: (p) => String(p.total) }}
    >
      {(width, maxX) => {
        const x = (v: number) => PAD.left + (v / maxX) * innerWidth(width);
        return series.map((s, i) => (
          <polyline
            key={s.inning}
            fill="none"
            style={{ stroke: INKS[i % INKS.length] }}
            strokeWidth={2.5}
            strokeDasharray={i % 2 ? '6 4' : undefined}
            points={s.overs.map((p) => `${x(p.over)},${runsY(p.total, maxY)}`).join(' ')}
          />
        ));
      }}
    </RunsChart>
  );
}

/** Manhattan: runs in every over as bars, side by side per innings, wickets marked with a dot. */
export function ManhattanChart({ series }: { series: InningsSeries[] }) {
  const maxY = runsAxisMax(Math.max(0, ...series.flatMap((s) => s.overs.map((p) => p.runs))), 6, Y_TICKS);
  const summary = series
    .map((s) => {
      const best = s.overs.reduce((a, b) => (b.runs > a.runs ? b : a), s.overs[0] ?? { over: 0, runs: 0 });
      return `${s.label}: most runs ${best.runs} in over ${best.over}`;
    })
    .join('; ');
  return (
    <RunsChart
      caption="Manhattan"
      title="Runs per over"
      summary={summary}
      series={series}
      maxY={maxY}
      table={{ caption: 'Runs in over', value: (p) => `${p.runs}${p.wickets ? ` (${p.wickets} wkt)` : ''}` }}
    >
      {(width, maxX) => {
        const slot = innerWidth(width) / maxX;
        const bar = Math.max(1, (slot * 0.8) / Math.max(1, series.length));
        return series.map((s, i) =>
          s.overs.map((p) => {
            const left = PAD.left + (p.over - 1) * slot + slot * 0.1 + i * bar;
            const top = runsY(p.runs, maxY);
            return (
              <g key={`${s.inning}-${p.over}`}>
                <rect x={left} y={top} width={bar} height={PAD.top + INNER_H - top} style={{ fill: INKS[i % INKS.length] }} />
                {p.wickets > 0 && <circle cx={left + bar / 2} cy={top - 5} r={3.5} className="chart__wicket" />}
              </g>
            );
          }),
        );
      }}
    </RunsChart>
  );
}
