// Date windows of the schedule page and the fantasy listing (SPEC sections 4, 5 and 9). Windows are
// pairs of calendar dates in the viewer's zone, never instants, so DST and UTC cannot shift a day.
import { FANTASY_WINDOW_DAYS, SCHEDULE_WINDOW_DAYS } from '../constants';
import { type CalendarDate, addCalendarDays } from './calendar-date';

/** Upcoming runs forwards from its first day; results run backwards from their last. */
export type ScheduleWindowKind = 'upcoming' | 'results';

/** Inclusive and chronological: `from` ≤ `to`, SCHEDULE_WINDOW_DAYS dates in all. */
export interface DateWindow {
  from: CalendarDate;
  to: CalendarDate;
}

/** Previous is earlier in time and next is later, for both kinds. */
export type ShiftDirection = 'previous' | 'next';

/** The window that starts on `from`. */
export function upcomingWindow(from: CalendarDate): DateWindow {
  return { from, to: addCalendarDays(from, SCHEDULE_WINDOW_DAYS - 1) };
}

/** The window that ends on `to`. */
export function resultsWindow(to: CalendarDate): DateWindow {
  return { from: addCalendarDays(to, -(SCHEDULE_WINDOW_DAYS - 1)), to };
}

/** Whether the calendar picker may offer `date`: upcoming from today on, results up to today. */
export function isSelectableDate(kind: ScheduleWindowKind, date: CalendarDate, today: CalendarDate): boolean {
  return kind === 'upcoming' ? date >= today : date <= today;
}

/**
 * The window anchored at `date` (its first day for upcoming, its last for results), with the
 * anchor clamped to today so an upcoming window never starts before today and a results window
 * never ends after it. The first page load is windowAt(kind, today, today).
 */
export function windowAt(kind: ScheduleWindowKind, date: CalendarDate, today: CalendarDate): DateWindow {
  const anchor = isSelectableDate(kind, date, today) ? date : today;
  return kind === 'upcoming' ? upcomingWindow(anchor) : resultsWindow(anchor);
}

/** Previous/next: move by SCHEDULE_WINDOW_DAYS, clamped at today as windowAt does. */
export function shiftWindow(
  kind: ScheduleWindowKind,
  current: DateWindow,
  direction: ShiftDirection,
  today: CalendarDate,
): DateWindow {
  const step = direction === 'next' ? SCHEDULE_WINDOW_DAYS : -SCHEDULE_WINDOW_DAYS;
  const anchor = kind === 'upcoming' ? current.from : current.to;
  return windowAt(kind, addCalendarDays(anchor, step), today);
}

/** The dates of the strip, oldest first (the results strip may show them reversed). */
export function windowDays(window: DateWindow): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day = window.from; day <= window.to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/** GET /v2/matches/schedule/upcoming/{fromDate}/{toDate}. */
export function upcomingPath(from: CalendarDate, to: CalendarDate): string {
  return `/v2/matches/schedule/upcoming/${from}/${to}`;
}

/**
 * GET /v2/matches/schedule/completed/{toDate}/{fromDate}, in the spec's order: the window's last
 * (latest) day first, then its first (earliest) day.
 */
export function completedPath(to: CalendarDate, from: CalendarDate): string {
  return `/v2/matches/schedule/completed/${to}/${from}`;
}

/** The API path for a window of either kind, so callers cannot swap the results order. */
export function windowPath(kind: ScheduleWindowKind, window: DateWindow): string {
  return kind === 'upcoming' ? upcomingPath(window.from, window.to) : completedPath(window.to, window.from);
}

/** The fantasy listing: FANTASY_WINDOW_DAYS either side of today, today included. */
export function fantasyWindow(today: CalendarDate): DateWindow {
  return { from: addCalendarDays(today, -FANTASY_WINDOW_DAYS), to: addCalendarDays(today, FANTASY_WINDOW_DAYS) };
}

/** GET /v1/fantasy/matches/{fromDate}/{toDate}. */
export function fantasyPath(window: DateWindow): string {
  return `/v1/fantasy/matches/${window.from}/${window.to}`;
}
