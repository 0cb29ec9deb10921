// Live matches at every moment, and the schedule calls: the live list, upcoming and results
// windows, and their refusal of bad dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { ScheduleResponseSchema } from '../../../shared/schemas/schedule';
import { DAY_MS, isoDay } from '../../../sim/world/dates';
import { PINNED, type Harness, startHarness } from './sim-harness';

const Schedule = z.extend(ScheduleResponseSchema, { status: z.literal('success') });

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.sim.close();
});

async function liveMatches(): Promise<{ status: unknown; match_id: number }[]> {
  const all: { status: unknown; match_id: number }[] = [];
  for (let page = 1; page <= 20; page++) {
    const body = Schedule.parse(await h.json(`/v1/matches/schedule/live?page=${page}`));
    all.push(...Object.values(body.matches).flat());
    if (!body.hasNextPage) break;
  }
  return all;
}

describe('live matches', () => {
  // Moments across the year and the day, and a run of consecutive seconds.
  const moments = [
    '2026-11-20T14:30:00Z',
    '2026-11-21T03:07:41Z',
    '2026-11-22T23:59:59Z',
    '2026-11-01T00:00:00Z',
    '2026-04-12T09:13:00Z',
    '2026-07-04T17:45:30Z',
    '2026-01-01T00:00:00Z',
    '2026-12-31T23:50:00Z',
  ];

  it.each(moments)('has at least three matches live at %s', async (moment) => {
    await h.control('POST', '/clock', { now: moment });
    const live = await liveMatches();
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const m of live) expect(m.status).toBe('Live');
  });

  it('has at least three live at each of 40 moments a few minutes apart', async () => {
    for (let i = 0; i < 40; i++) {
      await h.control('POST', '/clock', { now: PINNED + i * 173_000 });
      expect((await liveMatches()).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps three live on a faster clock too', async () => {
    const fast = await startHarness({ ballMs: 250 });
    try {
      for (let i = 0; i < 10; i++) {
        await fast.control('POST', '/clock', { now: PINNED + i * 41_000 });
        const body = Schedule.parse(await fast.json('/v1/matches/schedule/live?page=1'));
        expect(Object.values(body.matches).flat().length).toBeGreaterThanOrEqual(3);
      }
    } finally {
      await fast.sim.close();
    }
  });
});

describe('schedule windows', () => {
  it('lists a ten-day upcoming window of scheduled matches, soonest first, keyed by day', async () => {
    await h.control('POST', '/clock', { now: PINNED });
    const from = isoDay(PINNED);
    const to = isoDay(PINNED + 9 * DAY_MS);
    const body = Schedule.parse(await h.json(`/v2/matches/schedule/upcoming/${from}/${to}`));
    const days = Object.keys(body.matches);
    expect(days.length).toBe(10);
    for (const day of days) {
      expect(day >= from && day <= to).toBe(true);
      for (const m of body.matches[day] ?? []) expect(['Scheduled', 'Cancelled']).toContain(m.status);
    }
    expect(body.gameFormats.length).toBeGreaterThan(0);
  });

  it('lists results for every day of the 45 before now, in windows of ten', async () => {
    await h.control('POST', '/clock', { now: PINNED });
    const seen = new Set<string>();
    for (let end = PINNED - DAY_MS; end > PINNED - 46 * DAY_MS; end -= 10 * DAY_MS) {
      const body = Schedule.parse(await h.json(`/v2/matches/schedule/completed/${isoDay(end - 9 * DAY_MS)}/${isoDay(end)}`));
      for (const [day, matches] of Object.entries(body.matches)) {
        if (matches.length > 0) seen.add(day);
        for (const m of matches) expect(['Completed', 'Cancelled']).toContain(m.status);
      }
    }
    for (let d = 1; d <= 45; d++) expect(seen.has(isoDay(PINNED - d * DAY_MS)), isoDay(PINNED - d * DAY_MS)).toBe(true);
  });

  it('has upcoming matches on every day of the 45 after now', async () => {
    await h.control('POST', '/clock', { now: PINNED });
    const seen = new Set<string>();
    for (let start = PINNED + DAY_MS; start < PINNED + 46 * DAY_MS; start += 10 * DAY_MS) {
      const body = Schedule.parse(await h.json(`/v2/matches/schedule/upcoming/${isoDay(start)}/${isoDay(start + 9 * DAY_MS)}`));
      for (const [day, matches] of Object.entries(body.matches)) if (matches.length > 0) seen.add(day);
    }
    for (let d = 1; d <= 45; d++) expect(seen.has(isoDay(PINNED + d * DAY_MS)), isoDay(PINNED + d * DAY_MS)).toBe(true);
  });

  it.each([
    '/v2/matches/schedule/upcoming/2026-02-30/2026-03-05',
    '/v2/matches/schedule/upcoming/2026-13-01/2026-13-05',
    '/v2/matches/schedule/upcoming/20261101/20261110',
    '/v2/matches/schedule/upcoming/yesterday/today',
    '/v2/matches/schedule/completed/2026-11-01/2026-11-31',
    '/v2/matches/schedule/completed/2025-01-01/2026-11-01',
    '/v1/matches/schedule/live?page=0',
    '/v1/matches/schedule/live?page=abc',
  ])('refuses %s with a 400 envelope', async (path) => {
    const { status, text } = await h.get(path);
    expect(status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ status: 'error' });
  });
});
