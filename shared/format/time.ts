// Times as the site shows them (SPEC section 9): relative stamps on news, the "time ago" badge,
// and match start times in local time and GMT. Every function takes `now` so output is testable.
import { DEFAULT_TIME_ZONE } from '../constants';
import { type CalendarDate, calendarDateIn } from './calendar-date';

/** An instant as the upstream and the app pass them: a Date, epoch ms, or a date-time string. */
export type InstantInput = Date | number | string;

// The upstream writes UTC times without a zone ('2026-11-05 14:00:00'). JavaScript would read that
// as the machine's local time, so a string with no zone is read as UTC.
const ZONELESS = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** The instant meant by `value`, or null when it does not name one. */
export function toInstant(value: InstantInput): Date | null {
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else {
    const zoneless = ZONELESS.exec(value.trim());
    date = new Date(zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : value.trim());
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function parts(formatter: Intl.DateTimeFormat, instant: Date) {
  const list = formatter.formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) => list.find((p) => p.type === type)?.value ?? '';
}

/** '5-Nov-2026 • 7:30 PM' in `timeZone`. */
function absoluteStamp(instant: Date, timeZone: string): string {
  // en-US for 'Nov' and 'PM': en-GB and en-IN write 'Sept' and 'pm' in current ICU data.
  const formatter = cached(`stamp:${timeZone}`, () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }),
  );
  const part = parts(formatter, instant);
  return `${part('day')}-${part('month')}-${part('year')} • ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** 'Thu, 5 Nov 2026, 7:30 PM' in `timeZone`: a match's start written out in full. */
export function fullStamp(instant: Date, timeZone: string): string {
  const formatter = cached(`full:${timeZone}`, () =>
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true }),
  );
  const part = parts(formatter, instant);
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

/** '7:30 PM' in `timeZone`: a live blog entry's time. */
export function clockTime(instant: Date, timeZone: string): string {
  const formatter = cached(`time:${timeZone}`, () => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }));
  const part = parts(formatter, instant);
  return `${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

/** Up to this much in the future is read as "just now": browser and server clocks drift a little. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * 'Ns ago', 'Nm ago' or 'Nh ago' while `date` is on the same calendar day as `now` in `timeZone`;
 * otherwise the absolute stamp '5-Nov-2026 • 7:30 PM'. A time more than a minute ahead of `now`
 * also gets the absolute stamp. Unreadable input gives ''.
 */
export function relativeTime(date: InstantInput, now: Date, timeZone: string): string {
  const instant = toInstant(date);
  if (!instant) return '';
  let seconds = Math.floor((now.getTime() - instant.getTime()) / 1000);
  if (seconds < 0 && seconds >= -CLOCK_SKEW_SECONDS) seconds = 0;
  if (seconds < 0 || calendarDateIn(instant, timeZone) !== calendarDateIn(now, timeZone)) {
    return absoluteStamp(instant, timeZone);
  }
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  return `${Math.floor(seconds / 3600)}h ago`;
}

/**
 * The "time ago" badge: '45m' under an hour, '3h 20m' under a day (1440 minutes; '3h 0m' on the
 * hour, keeping the hours-plus-minutes form), else null (no badge). Future or unreadable: null.
 */
export function timeAgoBadge(date: InstantInput, now: Date): string | null {
  const instant = toInstant(date);
  if (!instant) return null;
  const minutes = Math.floor((now.getTime() - instant.getTime()) / 60_000);
  if (minutes < 0 || minutes >= 1440) return null;
  if (minutes < 60) return `${minutes}m`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

export interface MatchTimes {
  /** 'HH:mm', 24-hour, in the viewer's zone. */
  local: string;
  /** 'HH:mm', 24-hour, in GMT. */
  gmt: string;
  /** The calendar date of the start in the viewer's zone. */
  localDate: CalendarDate;
}

/** '19:30' in `timeZone`. */
export function clock(instant: Date, timeZone: string): string {
  const formatter = cached(`clock:${timeZone}`, () =>
    // h23, not hour12: false, which some engines render as '24:05' just after midnight.
    new Intl.DateTimeFormat('en-IN', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  const part = parts(formatter, instant);
  return `${part('hour')}:${part('minute')}`;
}

/** A match start (date_start_utc) in local time and GMT; null when the start is unreadable. */
export function matchTimes(dateStartUtc: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): MatchTimes | null {
  const instant = toInstant(dateStartUtc);
  if (!instant) return null;
  return {
    local: clock(instant, timeZone),
    gmt: clock(instant, 'UTC'),
    localDate: calendarDateIn(instant, timeZone),
  };
}
