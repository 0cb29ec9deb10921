// The rolling live slots as a fan sees them: no side in two matches at once, each match in its
// series' fixture list under a number that fits it, nothing after a Final, sides and grounds that
// belong to the series, three matches live on any clock, and knockouts named by their stage.
import { describe, expect, it } from 'vitest';
import { matchIdentity } from '../../../sim/live/match-identity';
import { matchEndMs, matchStatus, matchSummary } from '../../../sim/live/match-view';
import { DAY_MS, isoDay } from '../../../sim/world/dates';
import { LANES, SLOT_ID_BASE } from '../../../sim/world/live-slots';
import type { SimFixture, World } from '../../../sim/world/types';
import { buildWorld, fixtureStage, worldExtras } from '../../../sim/world/world';
import { PINNED } from './sim-harness';

const SEEDS = [2026, 7, 99];
const T20 = new Set(['T20', 'T20I', 'Women T20']);
const isSlot = (f: SimFixture) => f.match_id >= SLOT_ID_BASE;
const laneOf = (f: SimFixture) => (f.match_id - SLOT_ID_BASE) % LANES;
const share = (a: SimFixture, b: SimFixture) => [a.teama_id, a.teamb_id].some((t) => t === b.teama_id || t === b.teamb_id);

/** A world whose clock the test moves. */
function clocked(seed: number, ballMs = 4000) {
  const clock = { now: PINNED };
  const world = buildWorld({ seed, ballMs, publicUrl: 'http://sim.test', secret: 's' }, PINNED, () => clock.now);
  return { world, clock };
}

function liveAt(world: World, now: number): SimFixture[] {
  return world.fixturesBetween(now - DAY_MS, now + 1).filter((f) => matchStatus(world, f, now) === 'Live');
}

/** Every fixture listed around the clock at some moment of [fromMs, toMs), the clock stepping by stepMs. */
function listedOver(seed: number, fromMs: number, toMs: number, stepMs: number): { world: World; fixtures: SimFixture[] } {
  const { world, clock } = clocked(seed);
  const seen = new Map<number, SimFixture>();
  for (clock.now = fromMs; clock.now < toMs; clock.now += stepMs) {
    for (const f of world.fixturesBetween(clock.now - DAY_MS, clock.now + DAY_MS)) seen.set(f.match_id, f);
  }
  return { world, fixtures: [...seen.values()].sort((a, b) => a.startMs - b.startMs) };
}

// One day of listings per seed, shared by the numbering and the sides-and-grounds checks.
const days = new Map<number, { world: World; fixtures: SimFixture[] }>();
function dayOf(seed: number) {
  const hit = days.get(seed);
  if (hit) return hit;
  const made = listedOver(seed, PINNED - 6 * 3_600_000, PINNED + 18 * 3_600_000, 600_000);
  days.set(seed, made);
  return made;
}

describe('rolling live slots', () => {
  // 200 moments per seed: 40 a few minutes apart on each of five days across the year.
  const moments = [-200, -120, -45, 0, 31].flatMap((d) =>
    Array.from({ length: 40 }, (_, i) => PINNED + d * DAY_MS + ((d * 7_919) % 40_000) * 1000 + i * 173_000),
  );

  it.each(SEEDS)('never has a side in two live matches at once, with three slots live (seed %i)', (seed) => {
    const { world, clock } = clocked(seed);
    for (const now of moments) {
      clock.now = now;
      const live = liveAt(world, now);
      expect(live.filter(isSlot).length, new Date(now).toISOString()).toBeGreaterThanOrEqual(3);
      for (const [i, a] of live.entries()) {
        for (const b of live.slice(i + 1)) {
          if (!isSlot(a) && !isSlot(b)) continue;
          expect(share(a, b), `${a.match_id} and ${b.match_id} at ${new Date(now).toISOString()}`).toBe(false);
        }
      }
    }
  });

  it.each([
    [2026, 4000],
    [7, 250],
  ])('plays each T20 lane back to back, never overlapping a side (seed %i, ballMs %i)', (seed, ballMs) => {
    const { world, clock } = clocked(seed, ballMs);
    const from = PINNED - 2 * 3_600_000 * (ballMs / 4000);
    const to = PINNED + 4 * 3_600_000 * (ballMs / 4000);
    const seen = new Map<number, SimFixture>();
    for (clock.now = from; clock.now < to; clock.now += 100 * ballMs) {
      for (const f of world.fixturesBetween(clock.now - DAY_MS, clock.now + DAY_MS)) seen.set(f.match_id, f);
    }
    const plays = [...seen.values()]
      .filter((f) => !f.cancelled)
      .map((f) => ({ f, end: matchEndMs(world, f) }))
      .sort((a, b) => a.f.startMs - b.f.startMs);
    for (const [i, a] of plays.entries()) {
      for (const b of plays.slice(i + 1)) {
        if (b.f.startMs >= a.end) break;
        if (isSlot(a.f) || isSlot(b.f)) expect(share(a.f, b.f), `${a.f.match_id} and ${b.f.match_id}`).toBe(false);
      }
    }
    for (let lane = 0; lane < 3; lane++) {
      const chain = plays.filter((p) => isSlot(p.f) && laneOf(p.f) === lane);
      expect(chain.length).toBeGreaterThan(10);
      // Each next match starts no later than the last ends: the lane is never without a match.
      for (let k = 1; k < chain.length; k++) expect(chain[k]?.f.startMs).toBeLessThanOrEqual(chain[k - 1]?.end ?? 0);
    }
  });

  it.each(SEEDS)("places each slot in its series' fixture list, numbered and dated within it (seed %i)", (seed) => {
    const { world, fixtures } = dayOf(seed);
    const numbers = new Map<string, number>();
    for (const f of fixtures) {
      const key = `${f.cid}:${f.match_number}`;
      expect(numbers.get(key), `${key}: ${numbers.get(key)} and ${f.match_id}`).toBeUndefined();
      numbers.set(key, f.match_id);
    }
    const slots = fixtures.filter(isSlot);
    expect(slots.length).toBeGreaterThan(200);
    for (const f of slots) {
      const series = world.seriesById(f.cid);
      const list = worldExtras(world).seriesFixtures(f.cid);
      if (!series) throw new Error(`slot ${f.match_id} names an unknown series`);
      const what = `${f.match_id}, ${matchIdentity(world, f).subtitle} of ${series.title}`;
      // A real fixture list: no more matches than one epoch of a lane holds (T10s are short), this one
      // among them under its own number.
      expect(list.length, what).toBeLessThanOrEqual(laneOf(f) < 3 ? 24 : 64);
      expect(f.match_number, what).toBeLessThanOrEqual(list.length);
      expect(
        list.find((x) => x.match_id === f.match_id),
        what,
      ).toEqual(f);
      expect(
        list.map((x) => x.match_number),
        what,
      ).toEqual(list.map((_, i) => i + 1));
      expect(series.date_start <= isoDay(f.startMs) && isoDay(f.startMs) <= series.date_end, what).toBe(true);
      expect(series.slug.endsWith(`-${f.cid}`), what).toBe(true);
    }
  });

  it.each(SEEDS)('never dates a fixture of a series after its Final (seed %i)', (seed) => {
    const { world, fixtures } = dayOf(seed);
    const cids = new Set([...world.series.map((s) => s.cid), ...fixtures.map((f) => f.cid)]);
    let finals = 0;
    for (const cid of cids) {
      const list = worldExtras(world).seriesFixtures(cid);
      const final = list.find((f) => fixtureStage(world, f) === 'Final');
      if (!final) continue;
      finals++;
      // Its own list, and every match the schedule lists under the series.
      const all = [...list, ...fixtures.filter((f) => f.cid === cid)];
      const after = all.filter((f) => f.startMs > final.startMs || f.match_number > final.match_number);
      expect(
        after.map((f) => `${f.match_id} ${matchIdentity(world, f).subtitle}`),
        world.seriesById(cid)?.title,
      ).toEqual([]);
    }
    expect(finals).toBeGreaterThan(20);
  });

  it.each(SEEDS)('gives slots sides of their series and its kind, at its host grounds (seed %i)', (seed) => {
    const { world, fixtures } = dayOf(seed);
    for (const f of fixtures.filter(isSlot)) {
      const series = world.seriesById(f.cid);
      const [a, b] = [world.team(f.teama_id), world.team(f.teamb_id)];
      if (!series || !a || !b) throw new Error(`slot ${f.match_id} names an unknown series or side`);
      const what = `${f.match_id} in ${series.title}`;
      expect(series.team_ids, what).toEqual(expect.arrayContaining([a.team_id, b.team_id]));
      expect(f.format, what).toBe(series.game_format);
      expect(T20.has(f.format), what).toBe(laneOf(f) < 3);
      const women = series.category === 'women' || f.format.startsWith('Women');
      expect(
        [a, b].map((t) => t.name.endsWith(' Women')),
        what,
      ).toEqual([women, women]);
      if (series.category === 'league') expect([a.kind, b.kind], what).toEqual(['franchise', 'franchise']);
      if (series.category === 'international') expect([a.kind, b.kind], what).toEqual(['international', 'international']);
      const hosts = new Set(
        worldExtras(world)
          .seriesFixtures(f.cid)
          .map((c) => c.venue.country),
      );
      expect(hosts.has(f.venue.country), `${what} at ${f.venue.name}`).toBe(true);
    }
  });

  it.each([1500, 60_000])('keeps three slots live on a %i ms clock', (ballMs) => {
    const { world, clock } = clocked(5, ballMs);
    for (let i = 0; i < 12; i++) {
      clock.now = PINNED + i * 37 * ballMs * 11;
      expect(liveAt(world, clock.now).filter(isSlot).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('decodes nothing from a slot id no lane plays', () => {
    const { world } = clocked(2026);
    expect(world.fixture(SLOT_ID_BASE + 4 * 10 ** 12)).toBeUndefined();
    expect(world.fixture(SLOT_ID_BASE - 1)).toBeUndefined();
  });
});

describe('match subtitles', () => {
  const { world } = clocked(2026);
  const bySeries = (title: string) => {
    const series = world.series.find((s) => s.title === title);
    if (!series) throw new Error(`no ${title}`);
    return { fixtures: worldExtras(world).seriesFixtures(series.cid), layout: worldExtras(world).layout(series.cid) };
  };

  it('names a knockout by its stage, in the identity and the list summary', () => {
    for (const title of ['Indian Premier League 2026', "ICC Men's T20 World Cup 2026"]) {
      const { fixtures, layout } = bySeries(title);
      const stages = [...(layout?.stageNames ?? [])];
      expect(stages.length, title).toBeGreaterThanOrEqual(3);
      for (const [number, stage] of stages) {
        const f = fixtures.find((x) => x.match_number === number);
        if (!f) throw new Error(`${title} has no match ${number}`);
        expect(matchIdentity(world, f).subtitle).toBe(stage);
        expect(matchSummary(world, f, PINNED).subtitle).toBe(stage);
      }
    }
    expect(bySeries('Indian Premier League 2026').fixtures.at(-1)?.match_number).toBe(
      [...(bySeries('Indian Premier League 2026').layout?.stageNames ?? [])].find(([, name]) => name === 'Final')?.[0],
    );
  });

  it('keeps numbered subtitles for league games and bilateral series', () => {
    const ipl7 = world.fixture(87006);
    if (!ipl7) throw new Error('no 87006');
    expect(matchIdentity(world, ipl7).subtitle).toBe('7th Match');
    const odi = bySeries('New Zealand tour of India, ODI Series 2026').fixtures[1];
    if (!odi) throw new Error('no second ODI');
    expect(matchIdentity(world, odi).subtitle).toBe('2nd ODI');
  });
});
