import type { Commentary, Innings } from '../../../../shared/schemas/scorecard';

export interface OverPoint {
  /** Overs completed: 1 is the end of the first over. */
  over: number;
  runs: number;
  wickets: number;
  /** The innings total at the end of the over. */
  total: number;
}

export interface InningsSeries {
  inning: number;
  label: string;
  overs: OverPoint[];
}

function totalRuns(score: string | null | undefined, fallback: number): number {
  const runs = Number.parseInt(String(score ?? '').split('/')[0] ?? '', 10);
  return Number.isFinite(runs) ? runs : fallback;
}

/**
 * Over-by-over runs of each innings from the pushed commentary's over-end events. Long matches push
 * only the recent part of the commentary, so a chart may start after over 1; totals come from the
 * event's own score so the worm stays right even then.
 */
export function overSeries(commentaries: Commentary[], innings: Innings[]): InningsSeries[] {
  const wicketsIn = new Map<string, number>();
  for (const c of commentaries) {
    if (c.event === 'wicket') {
      const key = `${c.inning_number}-${Number(c.over) + 1}`;
      wicketsIn.set(key, (wicketsIn.get(key) ?? 0) + 1);
    }
  }
  const byInning = new Map<number, OverPoint[]>();
  let running = 0;
  for (const c of [...commentaries].reverse()) {
    if (c.event !== 'overend') continue;
    const inning = Number(c.inning_number);
    const over = Number(c.over);
    const runs = Number(c.run) || 0;
    const points = byInning.get(inning) ?? [];
    running = points.length === 0 ? 0 : points[points.length - 1]!.total;
    points.push({ over, runs, wickets: wicketsIn.get(`${inning}-${over}`) ?? 0, total: totalRuns(c.score, running + runs) });
    byInning.set(inning, points);
  }
  return [...byInning.entries()]
    .sort(([a], [b]) => a - b)
    .map(([inning, overs]) => {
      const inn = innings.find((i) => Number(i.number) === inning);
      return { inning, label: inn?.short_name || inn?.name || `Innings ${inning}`, overs: overs.sort((a, b) => a.over - b.over) };
    });
}
