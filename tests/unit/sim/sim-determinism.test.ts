// Same seed and same pinned clock: the same bytes from two simulators, for every kind of call.
// Another seed: another world.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './sim-harness';

const PATHS = [
  '/v1/matches/schedule/live?page=1',
  '/v2/matches/schedule/upcoming/2026-11-20/2026-11-29',
  '/v2/matches/schedule/completed/2026-11-11/2026-11-20',
  '/v2/matches/live',
  '/v1/matches/87006',
  '/v1/series/seriesByMonth?year=2026',
  '/v1/series/recent',
  '/v1/series/129406/pointtable',
  '/v1/series/129406/stats',
  '/v1/teams?page=2',
  '/v1/teams/101/players',
  '/v1/teams/1/recentMatches',
  '/v1/players/10100/stats',
  '/v1/misc/ranking?limit=10',
  '/v1/misc/facts',
  '/v1/fantasy/matches/2026-11-10/2026-11-30',
  '/v1/news/home/news?per_page=4&page_no=1',
  '/v1/stories',
];

// A fixed public URL: media links would otherwise name each simulator's own port.
const publicUrl = 'http://sim.test';
let a: Harness;
let b: Harness;
let other: Harness;

beforeAll(async () => {
  [a, b, other] = await Promise.all([
    startHarness({ publicUrl }),
    startHarness({ publicUrl }),
    startHarness({ publicUrl, seed: 99 }),
  ]);
});
afterAll(async () => {
  await Promise.all([a.sim.close(), b.sim.close(), other.sim.close()]);
});

describe('determinism', () => {
  it.each(PATHS)('answers %s byte for byte the same from two simulators with one seed', async (path) => {
    const [x, y] = await Promise.all([a.get(path), b.get(path)]);
    expect(x.status).toBe(200);
    expect(y.text).toBe(x.text);
  });

  it('stays identical after both clocks advance by the same amount', async () => {
    await Promise.all([a.control('POST', '/clock', { advanceMs: 123_456 }), b.control('POST', '/clock', { advanceMs: 123_456 })]);
    for (const path of ['/v1/matches/schedule/live?page=1', '/v2/matches/live']) {
      const [x, y] = await Promise.all([a.get(path), b.get(path)]);
      expect(y.text).toBe(x.text);
    }
  });

  it('answers differently with another seed', async () => {
    for (const path of ['/v1/teams/101/players', '/v1/series/129406/pointtable', '/v1/players/10100/stats']) {
      const [x, y] = await Promise.all([a.get(path), other.get(path)]);
      expect(y.status).toBe(200);
      expect(y.text).not.toBe(x.text);
    }
  });
});
