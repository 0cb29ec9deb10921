// UTC calendar arithmetic for the world. Every day boundary in the simulator is a UTC one, so the
// schedule's 'YYYY-MM-DD' keys, the month strip and the fixture calendar all agree.

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

export const MONTH_ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Epoch ms of a UTC midnight; month is 1-based, overflowing days roll into the next month. */
export function utcDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}

/** Midnight (UTC) of the day `ms` falls in. */
export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** 'YYYY-MM-DD' of the UTC day `ms` falls in. */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC, the upstream's date_start_utc form. */
export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

export function utcYear(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

/** 'Jan 2026': the seriesByMonth key of the month `ms` falls in. */
export function monthKey(ms: number): string {
  const d = new Date(ms);
  return `${MONTH_ABBR[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/**
 * Parses a strict 'YYYY-MM-DD' that names a real calendar day (no 2026-02-30) to its UTC midnight,
 * or null.
 */
export function parseIsoDay(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = utcDay(year, month, day);
  return isoDay(ms) === text ? ms : null;
}
