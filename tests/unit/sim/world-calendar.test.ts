// The generated world: sides and squads, the series of the year, a dense calendar around now, the
// spec's default match, and rolling slot ids that decode back to their fixtures.
import { describe, expect, it } from 'vitest';
import { DAY_MS, isoDay, startOfUtcDay } from '../../../sim/world/dates';
import { SLOT_ID_BASE } from '../../../sim/world/live-slots';
import type { SimConfig } from '../../../sim/world/types';
import { buildWorld } from '../../../sim/world/world';
import { PINNED } from './sim-harness';

const config: SimConfig = { seed: 2026, ballMs: 4000, publicUrl: 'http://sim.test', secret: 's' };
const world = buildWorld(config, PINNED);

describe('sides and squads', () => {
  it('has at least 20 sides, internationals and franchises, each with a squad of 15 to 18', () => {
    expect(world.teams.length).toBeGreaterThanOrEqual(20);
    for (const name of ['India', 'Australia', 'England', 'South Africa', 'New Zealand', 'Pakistan', 'Sri Lanka', 'West Indies', 'Bangladesh', 'Afghanistan']) {
      expect(world.teams.find((t) => t.name === name)?.kind).toBe('international');
    }
    expect(world.teams.find((t) => t.short_name === 'MI')?.name).toBe('Mumbai Indians');
    expect(world.teams.find((t) => t.short_name === 'CSK')?.name).toBe('Chennai Super Kings');
    expect(world.teams.filter((t) => t.kind === 'franchise').length).toBeGreaterThanOrEqual(10);
    for (const team of world.teams) {
      expect(team.players.length).toBeGreaterThanOrEqual(15);
      expect(team.players.length).toBeLessThanOrEqual(18);
    }
  });

  it('gives every squad a keeper, bowlers and an XI in batting order', () => {
    for (const team of world.teams) {
      const xi = team.players.slice(0, 11);
      expect(xi.filter((p) => p.role === 'wk').length).toBeGreaterThanOrEqual(1);
      expect(xi.filter((p) => p.bowler_kind !== 'none').length).toBeGreaterThanOrEqual(5);
      expect(xi[0]?.role).toBe('bat');
      expect(xi[10]?.role).toBe('bowl');
    }
  });

  it('invents every player once, with a unique name, slug and pid, findable by pid', () => {
    const players = world.teams.flatMap((t) => t.players);
    expect(new Set(players.map((p) => p.name)).size).toBe(players.length);
    expect(new Set(players.map((p) => p.slug)).size).toBe(players.length);
    for (const p of players) {
      expect(world.player(p.pid)).toBe(p);
      expect(p.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.batting_skill).toBeGreaterThan(0);
      expect(p.batting_skill).toBeLessThan(1);
    }
  });
});

describe('series and fixtures', () => {
  it('has at least 15 series over the calendar year, some with points tables', () => {
    const year = world.series.filter((s) => s.date_start.startsWith('2026'));
    expect(year.length).toBeGreaterThanOrEqual(15);
    const months = new Set(year.map((s) => s.date_start.slice(5, 7)));
    expect(months.size).toBe(12);
    expect(year.filter((s) => s.show_pointtable).length).toBeGreaterThanOrEqual(5);
    const formats = new Set(year.map((s) => s.game_format));
    for (const f of ['T20', 'T20I', 'ODI', 'TEST', 'T10', 'Women T20', 'First Class'] as const) expect(formats.has(f)).toBe(true);
    expect(year.map((s) => s.title)).toContain('Indian Premier League 2026');
  });

  it('has a fixture on every day from 45 days before now to 45 days after', () => {
    const today = startOfUtcDay(PINNED);
    for (let day = today - 45 * DAY_MS; day <= today + 45 * DAY_MS; day += DAY_MS) {
      const calendar = world.fixturesBetween(day, day + DAY_MS).filter((f) => f.match_id < SLOT_ID_BASE);
      expect(calendar.length, isoDay(day)).toBeGreaterThan(0);
    }
  });

  it('keeps the spec default match 87006: the IPL 7th match, Mumbai Indians v Chennai Super Kings', () => {
    const f = world.fixture(87006);
    expect(f).toBeDefined();
    expect(world.team(f?.teama_id ?? 0)?.short_name).toBe('MI');
    expect(world.team(f?.teamb_id ?? 0)?.short_name).toBe('CSK');
    expect(world.seriesById(f?.cid ?? 0)?.title).toBe('Indian Premier League 2026');
  });

  it('lists fixtures by start, each findable by id, naming sides of its series', () => {
    const list = world.fixturesBetween(PINNED - 20 * DAY_MS, PINNED + 20 * DAY_MS);
    for (let i = 1; i < list.length; i++) expect(list[i]?.startMs ?? 0).toBeGreaterThanOrEqual(list[i - 1]?.startMs ?? 0);
    for (const f of list) {
      expect(world.fixture(f.match_id)).toEqual(f);
      const series = world.seriesById(f.cid);
      expect(series?.team_ids).toContain(f.teama_id);
      expect(series?.team_ids).toContain(f.teamb_id);
      expect(f.teama_id).not.toBe(f.teamb_id);
    }
    expect(world.fixture(1)).toBeUndefined();
  });

  it('decodes a rolling slot id back to the same fixture, even when it is no longer listed', () => {
    const slots = world.fixturesBetween(PINNED - 3_600_000, PINNED + 3_600_000).filter((f) => f.match_id >= SLOT_ID_BASE);
    expect(slots.length).toBeGreaterThan(5);
    const rebuilt = buildWorld(config, PINNED, () => PINNED + 30 * DAY_MS);
    for (const f of slots) expect(rebuilt.fixture(f.match_id)).toEqual(f);
  });

  it('builds the same world from the same seed, and another from another seed', () => {
    const again = buildWorld(config, PINNED);
    expect(JSON.stringify(again.teams)).toBe(JSON.stringify(world.teams));
    expect(JSON.stringify(again.fixturesBetween(0, PINNED * 2))).toBe(JSON.stringify(world.fixturesBetween(0, PINNED * 2)));
    const other = buildWorld({ ...config, seed: 7 }, PINNED);
    expect(JSON.stringify(other.teams)).not.toBe(JSON.stringify(world.teams));
  });
});
