import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDateIn,
  calendarDaysBetween,
  isCalendarDate,
} from '../../../shared/format/calendar-date';

describe('calendar dates', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2026-12-27', 10)).toBe('2027-01-06');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('is not moved by a DST change', () => {
    // Europe and the US change clocks on these weekends; calendar arithmetic must not notice.
    expect(addCalendarDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addCalendarDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('counts whole days between two dates', () => {
    expect(calendarDaysBetween('2026-11-05', '2026-11-15')).toBe(10);
    expect(calendarDaysBetween('2026-11-15', '2026-11-05')).toBe(-10);
  });

  it('rejects impossible and malformed dates', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(() => addCalendarDays('tomorrow', 1)).toThrow(RangeError);
  });

  it('finds the date an instant falls on in a given zone', () => {
    const instant = new Date('2026-11-05T18:45:00Z');
    expect(calendarDateIn(instant, 'Asia/Calcutta')).toBe('2026-11-06');
    expect(calendarDateIn(instant, 'UTC')).toBe('2026-11-05');
    expect(calendarDateIn(instant, 'America/New_York')).toBe('2026-11-05');
  });
});
