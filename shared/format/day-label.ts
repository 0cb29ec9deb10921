// One way to write a day wherever a fan reads one: '24 Nov 2026', a span as '15 Oct – 23 Nov 2026',
// and a match's start as '24 Nov 2026, 19:30 local · 14:00 GMT'. The upstream's own forms
// ('2026-11-24', '2026-11-24 14:00:00') never reach the page.
import { DEFAULT_TIME_ZONE } from '../constants';
import { calendarDateIn, isCalendarDate, type CalendarDate } from './calendar-date';
import { toInstant, type MatchTimes } from './time';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Day {
  day: number;
  month: string;
  year: number;
}

/**
 * The day `value` names: a calendar date as it is, a date and time ('2026-11-24 14:00:00' is UTC, as
 * the upstream writes) on the calendar of `timeZone`. Null when it names no day.
 */
function dayOf(value: string | null | undefined, timeZone: string): Day | null {
  if (!value) return null;
  const trimmed = value.trim();
  let date: CalendarDate;
  if (DATE_ONLY.test(trimmed)) {
    if (!isCalendarDate(trimmed)) return null;
    date = trimmed;
  } else {
    const instant = toInstant(trimmed);
    if (!instant) return null;
    date = calendarDateIn(instant, timeZone);
  }
  const [year, month, day] = date.split('-').map(Number);
  return { day: day ?? 0, month: MONTHS[(month ?? 1) - 1] ?? '', year: year ?? 0 };
}

/** '24 Nov 2026'; null when `value` names no day. */
export function dayLabel(value: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const day = dayOf(value, timeZone);
  return day && `${day.day} ${day.month} ${day.year}`;
}

/**
 * A span of days: '15 Oct – 23 Nov 2026', '3 – 21 Nov 2026' within a month, '28 Dec 2026 – 3 Jan 2027'
 * across years, one day when both ends are the same. A missing end gives the start alone; null when
 * the start names no day.
 */
export function dayRangeLabel(
  start: string | null | undefined,
  end: string | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const from = dayOf(start, timeZone);
  if (!from) return null;
  const to = dayOf(end, timeZone);
  if (!to) return `${from.day} ${from.month} ${from.year}`;
  const last = `${to.day} ${to.month} ${to.year}`;
  if (from.year !== to.year) return `${from.day} ${from.month} ${from.year} – ${last}`;
  if (from.month !== to.month) return `${from.day} ${from.month} – ${last}`;
  return from.day === to.day ? last : `${from.day} – ${last}`;
}

/** '24 Nov 2026, 19:30 local · 14:00 GMT': a match's start (SPEC: local time and GMT, 24-hour). */
export function matchStartLabel(times: MatchTimes): string {
  return `${dayLabel(times.localDate)}, ${times.local} local · ${times.gmt} GMT`;
}
