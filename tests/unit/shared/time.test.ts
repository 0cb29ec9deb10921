import { describe, expect, it } from 'vitest';
import { matchTimes, relativeTime, timeAgoBadge, toInstant } from '../../../shared/format/time';

const IST = 'Asia/Calcutta';
// 19:30 in India.
const now = new Date('2026-11-05T14:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it('counts seconds under a minute', () => {
    expect(relativeTime(before(0), now, IST)).toBe('0s ago');
    expect(relativeTime(before(30_000), now, IST)).toBe('30s ago');
    expect(relativeTime(before(59_999), now, IST)).toBe('59s ago');
  });

  it('counts minutes from 60 seconds up to an hour', () => {
    expect(relativeTime(before(60_000), now, IST)).toBe('1m ago');
    expect(relativeTime(before(3_599_000), now, IST)).toBe('59m ago');
  });

  it('counts hours from an hour on while still the same day', () => {
    expect(relativeTime(before(3_600_000), now, IST)).toBe('1h ago');
    expect(relativeTime(before(19 * 3_600_000), now, IST)).toBe('19h ago');
  });

  it('stamps a time from an earlier day with date and time', () => {
    // 23:00 IST the day before: only 20.5 hours ago, but not the same day.
    expect(relativeTime(new Date('2026-11-04T17:30:00Z'), now, IST)).toBe('4-Nov-2026 • 11:00 PM');
  });

  it('stamps a time just before midnight in India once India has passed midnight', () => {
    const justAfterMidnight = new Date('2026-11-05T18:45:00Z'); // 00:15 IST on the 6th
    const justBeforeMidnight = new Date('2026-11-05T18:20:00Z'); // 23:50 IST on the 5th
    expect(relativeTime(justBeforeMidnight, justAfterMidnight, IST)).toBe('5-Nov-2026 • 11:50 PM');
  });

  it('still counts minutes for the same pair where the zone has not passed midnight', () => {
    const later = new Date('2026-11-05T18:45:00Z');
    expect(relativeTime(new Date('2026-11-05T18:20:00Z'), later, 'UTC')).toBe('25m ago');
  });

  it('counts minutes between two times after midnight in India', () => {
    const at0015 = new Date('2026-11-05T18:45:00Z');
    expect(relativeTime(new Date('2026-11-05T18:35:00Z'), at0015, IST)).toBe('10m ago');
  });

  it('writes midnight and noon as 12 AM and 12 PM', () => {
    const later = new Date('2026-11-10T00:00:00Z');
    expect(relativeTime(new Date('2026-11-03T18:30:00Z'), later, IST)).toBe('4-Nov-2026 • 12:00 AM');
    expect(relativeTime(new Date('2026-11-04T06:30:00Z'), later, IST)).toBe('4-Nov-2026 • 12:00 PM');
  });

  it('writes September as Sep', () => {
    expect(relativeTime(new Date('2026-09-01T04:35:00Z'), now, IST)).toBe('1-Sep-2026 • 10:05 AM');
  });

  it('reads a few seconds in the future as just now, to allow for clock drift', () => {
    expect(relativeTime(new Date(now.getTime() + 5_000), now, IST)).toBe('0s ago');
  });

  it('stamps a time well in the future with date and time', () => {
    expect(relativeTime(new Date(now.getTime() + 3_600_000), now, IST)).toBe('5-Nov-2026 • 8:30 PM');
  });

  it('reads a zone-less upstream string as UTC', () => {
    expect(relativeTime('2026-11-05 13:55:00', now, IST)).toBe('5m ago');
    expect(relativeTime('2026-11-05T13:55:00', now, IST)).toBe('5m ago');
    expect(relativeTime('2026-11-05T19:25:00+05:30', now, IST)).toBe('5m ago');
  });

  it("writes the stamp in the fan's zone: the same instant reads differently in London and in India", () => {
    expect(relativeTime(new Date('2026-11-04T17:30:00Z'), now, IST)).toBe('4-Nov-2026 • 11:00 PM');
    expect(relativeTime(new Date('2026-11-04T17:30:00Z'), now, 'Europe/London')).toBe('4-Nov-2026 • 5:30 PM');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(relativeTime('not a date', now, IST)).toBe('');
  });
});

describe('timeAgoBadge', () => {
  it('shows minutes under an hour', () => {
    expect(timeAgoBadge(before(0), now)).toBe('0m');
    expect(timeAgoBadge(before(45 * 60_000), now)).toBe('45m');
    expect(timeAgoBadge(before(59 * 60_000 + 59_000), now)).toBe('59m');
  });

  it('shows hours and minutes from an hour up to a day', () => {
    expect(timeAgoBadge(before(60 * 60_000), now)).toBe('1h 0m');
    expect(timeAgoBadge(before(200 * 60_000), now)).toBe('3h 20m');
    expect(timeAgoBadge(before(1439 * 60_000), now)).toBe('23h 59m');
  });

  it('shows no badge from 1440 minutes on', () => {
    expect(timeAgoBadge(before(1440 * 60_000), now)).toBeNull();
  });

  it('shows no badge for a future or unreadable time', () => {
    expect(timeAgoBadge(new Date(now.getTime() + 60_000), now)).toBeNull();
    expect(timeAgoBadge('soon', now)).toBeNull();
  });
});

describe('matchTimes', () => {
  it('gives the start in India time and GMT, 24-hour', () => {
    expect(matchTimes('2026-11-05 14:00:00', IST)).toEqual({ local: '19:30', gmt: '14:00', localDate: '2026-11-05' });
  });

  it('moves the local date when the local start is past midnight', () => {
    expect(matchTimes('2026-11-05 20:00:00', IST)).toEqual({ local: '01:30', gmt: '20:00', localDate: '2026-11-06' });
  });

  it('writes midnight GMT as 00:00, not 24:00', () => {
    expect(matchTimes('2026-11-05 00:05:00', IST)?.gmt).toBe('00:05');
  });

  it('follows summer time in zones that have it', () => {
    expect(matchTimes('2026-07-01 14:00:00', 'Europe/London')?.local).toBe('15:00');
    expect(matchTimes('2026-12-01 14:00:00', 'Europe/London')?.local).toBe('14:00');
  });

  it('defaults to India time', () => {
    expect(matchTimes('2026-11-05T14:00:00Z')?.local).toBe('19:30');
  });

  it('returns null for an unreadable start', () => {
    expect(matchTimes('')).toBeNull();
    expect(matchTimes('TBA')).toBeNull();
  });
});

describe('toInstant', () => {
  it('reads epoch milliseconds and copies a Date', () => {
    expect(toInstant(now.getTime())?.toISOString()).toBe('2026-11-05T14:00:00.000Z');
    expect(toInstant(now)).not.toBe(now);
  });

  it('returns null for an invalid Date', () => {
    expect(toInstant(new Date(Number.NaN))).toBeNull();
  });
});
