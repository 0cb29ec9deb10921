import { describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { MatchSchema } from '../../../shared/schemas/match';
import { MatchDetailSchema } from '../../../shared/schemas/scorecard';
import { SimClock } from '../../../sim/clock';
import { matchStatus } from '../../../sim/live/match-view';
import { matchesRoutes } from '../../../sim/routes/matches';
import { buildWorld } from '../../../sim/world/world';
import type { SimConfig } from '../../../sim/world/types';

const AT = Date.UTC(2026, 10, 20, 15, 0, 0);
const config: SimConfig = { seed: 42, ballMs: 4000, publicUrl: 'http://sim.test', secret: 'test-secret' };
const clock = new SimClock();
clock.pin(AT);
const world = buildWorld(config, AT, () => clock.now());
const app = matchesRoutes({ config, world, now: () => clock.now() });

const ErrorBody = z.object({ status: z.literal('error'), message: z.string().check(z.minLength(1)) });
const DetailBody = z.object({ status: z.literal('success'), data: MatchDetailSchema });
const ListBody = z.object({ status: z.literal('success'), data: z.array(MatchSchema) });

describe('GET /v1/matches/:id', () => {
  it.each(['abc', '0', '-3', '1.5', '1e3', '87006x'])('rejects the id %s with a 400 error envelope', async (id) => {
    const res = await app.request(`/v1/matches/${id}`);
    expect(res.status).toBe(400);
    ErrorBody.parse(await res.json());
  });

  it('answers an unknown match with a 404 error envelope', async () => {
    const res = await app.request('/v1/matches/5000000');
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(await res.json()).message).toContain('5000000');
  });

  it('answers a live match with its detail, scorecards and commentary', async () => {
    const live = world.fixturesBetween(AT - 86_400_000, AT + 1).find((f) => matchStatus(world, f, AT) === 'Live');
    if (!live) throw new Error('the world has no live match at AT');
    const res = await app.request(`/v1/matches/${live.match_id}`);
    expect(res.status).toBe(200);
    const { data } = DetailBody.parse(await res.json());
    expect(data.match_id).toBe(live.match_id);
    expect(data.status).toBe('Live');
    expect(data.slug).toMatch(new RegExp(`-${live.match_id}$`));
    expect(data.info.squads?.teama.length).toBeGreaterThanOrEqual(15);
  });

  it('gives byte-identical answers from two simulators with the same seed and clock', async () => {
    const twin = buildWorld(config, AT, () => AT);
    const twinApp = matchesRoutes({ config, world: twin, now: () => AT });
    const live = world.fixturesBetween(AT - 86_400_000, AT + 1).filter((f) => matchStatus(world, f, AT) === 'Live');
    for (const f of live.slice(0, 3)) {
      const [a, b] = await Promise.all([app.request(`/v1/matches/${f.match_id}`), twinApp.request(`/v1/matches/${f.match_id}`)]);
      expect(await a.text()).toBe(await b.text());
    }
  });

  it('moves with the sim clock: a later request has more deliveries', async () => {
    // A T20: a long match's feed can already be at its cap (COMMENTARY_LIMIT items) and stop growing.
    const live = world
      .fixturesBetween(AT - 86_400_000, AT + 1)
      .find(
        (f) =>
          ['T20', 'T20I', 'Women T20'].includes(f.format) &&
          matchStatus(world, f, AT) === 'Live' &&
          matchStatus(world, f, AT + 40_000) === 'Live',
      );
    if (!live) throw new Error('no match stays live for 40 s');
    const count = async () =>
      DetailBody.parse(await (await app.request(`/v1/matches/${live.match_id}`)).json()).data.info.commentaries.filter(
        (c) => c.event !== 'overend',
      ).length;
    const before = await count();
    clock.advance(10 * config.ballMs);
    const later = await count();
    clock.pin(AT);
    expect(later).toBeGreaterThan(before);
    expect(later - before).toBeLessThanOrEqual(10);
  });
});

describe('GET /v2/matches/live', () => {
  it('lists live matches first, then upcoming ones, then recent results', async () => {
    const res = await app.request('/v2/matches/live');
    expect(res.status).toBe(200);
    const { data } = ListBody.parse(await res.json());
    const order = data.map((m) => (m.status === 'Live' ? 0 : m.status === 'Scheduled' ? 1 : 2));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.filter((o) => o === 0).length).toBeGreaterThanOrEqual(3);
    const live = data.filter((m) => m.status === 'Live');
    expect(live.every((m) => m.articles.some((a) => a.islive))).toBe(true);
    const featured = live.map((m) => m.is_featured);
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
  });

  it('marks featured matches and keeps upcoming and results within two days', async () => {
    const { data } = ListBody.parse(await (await app.request('/v2/matches/live')).json());
    for (const m of data) {
      const f = world.fixture(m.match_id);
      expect(m.is_featured).toBe(f?.featured ?? false);
      if (m.status === 'Scheduled') expect((f?.startMs ?? 0) - AT).toBeLessThanOrEqual(2 * 86_400_000);
    }
  });
});
