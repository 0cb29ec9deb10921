// Small formatting helpers shared by the engine and the views: overs, scores, names, plurals.
import type { SimPlayer } from '../world/types';

/** Legal balls as overs: 27 -> '4.3', 120 -> '20'. */
export function oversText(legalBalls: number): string {
  const rest = legalBalls % 6;
  return rest === 0 ? `${legalBalls / 6}` : `${Math.floor(legalBalls / 6)}.${rest}`;
}

/** Legal balls as the numeric overs the upstream sends: 27 -> 4.3. */
export function oversNumber(legalBalls: number): number {
  return Math.floor(legalBalls / 6) + (legalBalls % 6) / 10;
}

export function scoreText(runs: number, wickets: number): string {
  return `${runs}/${wickets}`;
}

/** The name commentary uses: the last word of the full name ('Bumrah'). */
export function surname(p: SimPlayer | undefined): string {
  if (!p) return 'Unknown';
  const parts = p.name.trim().split(/\s+/);
  return parts[parts.length - 1] ?? p.name;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1: return `${n}st`;
    case 2: return `${n}nd`;
    case 3: return `${n}rd`;
    default: return `${n}th`;
  }
}
