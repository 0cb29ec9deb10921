import { describe, expect, it } from 'vitest';
import { dayLabel, dayRangeLabel, matchStartLabel } from '../../../shared/format/day-label';
import { matchTimes } from '../../../shared/format/time';

const IST = 'Asia/Calcutta';

describe('dayLabel', () => {
  it('writes a calendar date as day, short month and year', () => {
    expect(dayLabel('2026-11-24')).toBe('24 Nov 2026');
    expect(dayLabel('2026-09-05')).toBe('5 Sep 2026');
  });

  it('reads a date and time as UTC and writes its day in the given zone', () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(dayLabel('2026-11-24 20:00:00', IST)).toBe('25 Nov 2026');
    expect(dayLabel('2026-11-24T20:00:00Z', 'UTC')).toBe('24 Nov 2026');
  });

  it('gives null for no value or one that names no day', () => {
    expect(dayLabel(null)).toBeNull();
    expect(dayLabel('')).toBeNull();
    expect(dayLabel('2026-02-30')).toBeNull();
    expect(dayLabel('soon')).toBeNull();
  });
});

describe('dayRangeLabel', () => {
  it('writes the year once when both ends share it', () => {
    expect(dayRangeLabel('2026-10-15', '2026-11-23')).toBe('15 Oct – 23 Nov 2026');
  });

  it('writes the month once too when both ends share it', () => {
    expect(dayRangeLabel('2026-11-03', '2026-11-21')).toBe('3 – 21 Nov 2026');
  });

  it('writes both years across a new year', () => {
    expect(dayRangeLabel('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
  });

  it('writes one day when the ends are the same or the end is missing', () => {
    expect(dayRangeLabel('2026-11-24', '2026-11-24')).toBe('24 Nov 2026');
    expect(dayRangeLabel('2026-11-24', null)).toBe('24 Nov 2026');
  });

  it('gives null without a start', () => {
    expect(dayRangeLabel(null, '2026-11-24')).toBeNull();
  });
});

describe('matchStartLabel', () => {
  it('writes the local day and time with GMT, 24-hour', () => {
    const times = matchTimes('2026-11-24 14:00:00', IST);
    if (!times) throw new Error('the start was not read');
    expect(matchStartLabel(times)).toBe('24 Nov 2026, 19:30 local · 14:00 GMT');
  });
});
