import { describe, expect, it } from 'vitest';
import {
  completedPath,
  fantasyPath,
  fantasyWindow,
  isSelectableDate,
  resultsWindow,
  shiftWindow,
  upcomingPath,
  upcomingWindow,
  windowAt,
  windowDays,
  windowPath,
} from '../../../shared/format/schedule-window';

const today = '2026-11-05';

describe('schedule windows', () => {
  it('runs an upcoming window 10 days forwards from its first day', () => {
    expect(upcomingWindow(today)).toEqual({ from: '2026-11-05', to: '2026-11-14' });
  });

  it('runs a results window 10 days backwards from its last day', () => {
    expect(resultsWindow(today)).toEqual({ from: '2026-10-27', to: '2026-11-05' });
  });

  it('opens upcoming on today and results ending today', () => {
    expect(windowAt('upcoming', today, today).from).toBe(today);
    expect(windowAt('results', today, today).to).toBe(today);
  });

  it('lists the 10 dates of the strip, oldest first', () => {
    const days = windowDays(upcomingWindow('2026-12-28'));
    expect(days).toHaveLength(10);
    expect(days[0]).toBe('2026-12-28');
    expect(days[4]).toBe('2027-01-01');
    expect(days[9]).toBe('2027-01-06');
  });

  it('moves an upcoming window forwards by 10 days', () => {
    expect(shiftWindow('upcoming', upcomingWindow(today), 'next', today)).toEqual(upcomingWindow('2026-11-15'));
  });

  it('moves an upcoming window back by 10 days while that stays on or after today', () => {
    expect(shiftWindow('upcoming', upcomingWindow('2026-11-25'), 'previous', today)).toEqual(
      upcomingWindow('2026-11-15'),
    );
    expect(shiftWindow('upcoming', upcomingWindow('2026-11-15'), 'previous', today)).toEqual(upcomingWindow(today));
  });

  it('clamps an upcoming window so it never starts before today', () => {
    expect(shiftWindow('upcoming', upcomingWindow('2026-11-09'), 'previous', today)).toEqual(upcomingWindow(today));
    expect(shiftWindow('upcoming', upcomingWindow(today), 'previous', today)).toEqual(upcomingWindow(today));
  });

  it('moves a results window back by 10 days', () => {
    expect(shiftWindow('results', resultsWindow(today), 'previous', today)).toEqual(resultsWindow('2026-10-26'));
  });

  it('clamps a results window so it never ends after today', () => {
    expect(shiftWindow('results', resultsWindow('2026-11-01'), 'next', today)).toEqual(resultsWindow(today));
    expect(shiftWindow('results', resultsWindow(today), 'next', today)).toEqual(resultsWindow(today));
    expect(shiftWindow('results', resultsWindow('2026-10-20'), 'next', today)).toEqual(resultsWindow('2026-10-30'));
  });

  it('clamps a date picked on the wrong side of today', () => {
    expect(windowAt('upcoming', '2026-11-01', today)).toEqual(upcomingWindow(today));
    expect(windowAt('results', '2026-11-20', today)).toEqual(resultsWindow(today));
    expect(windowAt('upcoming', '2026-12-01', today)).toEqual(upcomingWindow('2026-12-01'));
  });

  it('lets the calendar offer today and later for upcoming, today and earlier for results', () => {
    expect(isSelectableDate('upcoming', today, today)).toBe(true);
    expect(isSelectableDate('upcoming', '2026-11-04', today)).toBe(false);
    expect(isSelectableDate('results', today, today)).toBe(true);
    expect(isSelectableDate('results', '2026-11-06', today)).toBe(false);
  });

  it('crosses a DST change without losing or gaining a day', () => {
    expect(upcomingWindow('2026-03-25')).toEqual({ from: '2026-03-25', to: '2026-04-03' });
  });
});

describe('schedule paths', () => {
  it('builds the upcoming path as from then to', () => {
    expect(upcomingPath('2026-11-05', '2026-11-14')).toBe('/v2/matches/schedule/upcoming/2026-11-05/2026-11-14');
  });

  it('builds the completed path as to then from, the spec order', () => {
    expect(completedPath('2026-11-05', '2026-10-27')).toBe('/v2/matches/schedule/completed/2026-11-05/2026-10-27');
  });

  it('builds the path for a window of either kind', () => {
    expect(windowPath('upcoming', upcomingWindow(today))).toBe('/v2/matches/schedule/upcoming/2026-11-05/2026-11-14');
    expect(windowPath('results', resultsWindow(today))).toBe('/v2/matches/schedule/completed/2026-11-05/2026-10-27');
  });
});

describe('fantasy window', () => {
  it('spans 10 days either side of today', () => {
    expect(fantasyWindow(today)).toEqual({ from: '2026-10-26', to: '2026-11-15' });
    expect(fantasyPath(fantasyWindow(today))).toBe('/v1/fantasy/matches/2026-10-26/2026-11-15');
  });
});
