// Axis numbers for the match centre's charts: round steps a reader can take in at a glance.

/** The round step (1, 2 or 5 times a power of ten) that splits `max` into at most about `count` parts. */
export function niceStep(max: number, count: number): number {
  const raw = Math.max(1, max / count);
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5].map((m) => m * power).find((step) => step >= raw) ?? 10 * power;
}

export function ticks(max: number, count: number): number[] {
  const step = niceStep(max, count);
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
}

/**
 * The top of a runs axis of about `count` steps (never below `floor`): a round gridline at or above
 * the highest value, so no line runs past the last label.
 */
export function runsAxisMax(highest: number, floor: number, count: number): number {
  const top = Math.max(floor, highest);
  const step = niceStep(top, count);
  return step * Math.ceil(top / step);
}
