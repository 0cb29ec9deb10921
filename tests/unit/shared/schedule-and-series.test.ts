import { describe, expect, it } from 'vitest';
import { ScheduleResponseSchema } from '../../../shared/schemas/schedule';
import { SeriesByMonthSchema, SeriesSchema } from '../../../shared/schemas/series';
import { PointsTableResponseSchema } from '../../../shared/schemas/points-table';

const match = {
  match_id: 1,
  title: 'A vs B',
  status: 'Completed',
  slug: 'a-vs-b-1',
  teama: { team_id: 1, name: 'A', short_name: 'A' },
  teamb: { team_id: 2, name: 'B', short_name: 'B' },
};

describe('ScheduleResponseSchema', () => {
  it('reads matches keyed by date with formats and paging', () => {
    const schedule = ScheduleResponseSchema.parse({
      matches: { '2026-11-05': [match] },
      gameFormats: ['T20', 'ODI'],
      dateList: ['2026-11-05'],
      hasNextPage: 1,
    });
    expect(schedule.matches['2026-11-05']?.[0]?.match_id).toBe(1);
    expect(schedule.hasNextPage).toBe(true);
  });

  it('defaults missing formats to none and paging to no next page', () => {
    const schedule = ScheduleResponseSchema.parse({ matches: {} });
    expect(schedule.gameFormats).toEqual([]);
    expect(schedule.hasNextPage).toBe(false);
    expect(schedule.dateList).toBeUndefined();
  });

  it('drops a malformed match and keeps the rest of its day and the other days', () => {
    const schedule = ScheduleResponseSchema.parse({
      matches: { '2026-11-05': [match, { ...match, match_id: 'x' }, { ...match, match_id: 2 }], '2026-11-06': [{ ...match, match_id: 3 }] },
    });
    expect(schedule.matches['2026-11-05']?.map((m) => m.match_id)).toEqual([1, 2]);
    expect(schedule.matches['2026-11-06']?.map((m) => m.match_id)).toEqual([3]);
  });

  it('rejects a key that is not a YYYY-MM-DD date', () => {
    expect(ScheduleResponseSchema.safeParse({ matches: { today: [match] } }).success).toBe(false);
  });
});

describe('SeriesSchema', () => {
  it('reads a series with a string cid and flag', () => {
    const series = SeriesSchema.parse({ cid: '129413', slug: 'ipl-2026-129413', title: 'IPL 2026', show_pointtable: 'true' });
    expect(series.cid).toBe(129413);
    expect(series.show_pointtable).toBe(true);
  });

  it('rejects a series without a cid', () => {
    expect(SeriesSchema.safeParse({ slug: 'ipl', title: 'IPL' }).success).toBe(false);
  });
});

describe('SeriesByMonthSchema', () => {
  it('reads series keyed by month and the filter keys', () => {
    const byMonth = SeriesByMonthSchema.parse({
      series: { 'Nov 2026': [{ slug: 'ipl-1', title: 'IPL', game_format: 'T20', category: 'league' }] },
      filterKeys: ['T20'],
    });
    expect(byMonth.series['Nov 2026']).toHaveLength(1);
  });

  it('defaults missing filter keys to none', () => {
    expect(SeriesByMonthSchema.parse({ series: {} }).filterKeys).toEqual([]);
  });

  it('rejects a month key not written as Mon YYYY', () => {
    expect(SeriesByMonthSchema.safeParse({ series: { '2026-11': [] } }).success).toBe(false);
  });
});

describe('PointsTableResponseSchema', () => {
  it('reads groups and rows, with counts as numbers and net run rate as text', () => {
    const { series } = PointsTableResponseSchema.parse({
      series: {
        cid: 1,
        slug: 'ipl-1',
        title: 'IPL',
        groups: [
          {
            name: 'Group A',
            table: [
              {
                abbr: 'MI',
                played: '3',
                win: 2,
                loss: '1',
                draw: 0,
                points: '4',
                netrr: '+0.512',
                matches: [{ opponent_name: 'CSK', is_winning: 1, status_note: 'MI won' }],
              },
            ],
          },
        ],
      },
    });
    const row = series.groups[0]?.table[0];
    expect(row?.played).toBe(3);
    expect(row?.netrr).toBe('+0.512');
    expect(row?.matches[0]?.is_winning).toBe(true);
  });

  it("reads a row's team name and its matches' ids and statuses, an unknown status as none", () => {
    const { series } = PointsTableResponseSchema.parse({
      series: {
        cid: 1,
        slug: 'ipl-1',
        title: 'IPL',
        groups: [
          {
            name: 'IPL',
            table: [
              {
                abbr: 'MI',
                name: 'Mumbai Indians',
                matches: [
                  { match_id: '42', status: 2, opponent_name: 'CSK' },
                  { match_id: 43, status: 'Postponed', opponent_name: 'RCB' },
                ],
              },
            ],
          },
        ],
      },
    });
    const row = series.groups[0]?.table[0];
    expect(row?.name).toBe('Mumbai Indians');
    expect(row?.matches.map((m) => [m.match_id, m.status])).toEqual([
      [42, 'Completed'],
      [43, undefined],
    ]);
  });

  it('reads a series with no groups as an empty table', () => {
    expect(PointsTableResponseSchema.parse({ series: { cid: 1, slug: 's', title: 'S' } }).series.groups).toEqual([]);
  });
});
