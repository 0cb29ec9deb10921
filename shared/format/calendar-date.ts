// Calendar dates as 'YYYY-MM-DD' strings. Windows, strips and "today" are about the calendar of one
// time zone, not instants: doing the arithmetic on plain dates in UTC keeps DST changes and the
// machine's own zone from moving a day.
import { DEFAULT_TIME_ZONE } from '../constants';

/** 'YYYY-MM-DD'. */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcMs(date: CalendarDate): number | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // Date.UTC rolls 2026-02-31 over to March; a real date formats back to itself.
  return fromUtcMs(ms) === date ? ms : null;
}

function fromUtcMs(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a real calendar date in 'YYYY-MM-DD' form (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  return toUtcMs(value) !== null;
}

function requireUtcMs(date: CalendarDate): number {
  const ms = toUtcMs(date);
  if (ms === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): '${date}'`);
  return ms;
}

const DAY_MS = 86_400_000;

/** The date `days` later (earlier when negative). Throws on a malformed date: that is a bug. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(requireUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((requireUtcMs(to) - requireUtcMs(from)) / DAY_MS);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD; parts are read anyway so the locale's order does not matter.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date an instant falls on in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  const parts = dateFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
