// The series the rolling live slots play in. The always-live lanes (slot-lanes.ts) play matches that
// last minutes on the accelerated clock, hundreds a day: numbered inside a calendar series they ran
// to '8631st Match' and went on after its Final. So each epoch of a lane plays a short series of its
// own out of each calendar pool it drew sides from: a fixture list of a dozen or so matches, numbered
// 1st, 2nd, ... in playing order, dated by them, with no knockout after which anything could come.
// The calendar's series keep their fixture lists as laid out, knockouts and Final last.
import { slugify } from '../media/urls';
import { isoDay } from './dates';
import type { SimFixture, SimSeries } from './types';

/** Rolling series ids start here, far past the calendar's (about 129,000 a year). */
export const ROLLING_CID_BASE = 10_000_000;

/** A match of a lane's chain with the calendar series whose pool gave it its sides. */
export interface Drawn {
  fixture: SimFixture;
  endMs: number;
  pool: SimSeries;
}

export interface RollingSeries {
  series: SimSeries;
  /** By start; match_number is the place in this list. */
  fixtures: SimFixture[];
}

/** 'IPL 2026' from the pool's short name, 'T20I Quadrangular 2026' from 'T20I Quadrangular Series 2026'. */
function baseOf(pool: SimSeries): string {
  return pool.abbr.replace(/ Series\b/, '');
}

/**
 * 'IPL 2026 Challenge Series': named for the pool it draws from, as a fan would call it. Lanes play
 * one every few hours, so titles repeat; ids and slugs keep them apart, and no list shows two together.
 */
function titleOf(pool: SimSeries): string {
  return `${baseOf(pool)} Challenge Series`;
}

/**
 * Groups one epoch's chain (by start) by pool, in order of first match: group g becomes the series
 * `cidOf(g)`, its matches renumbered from 1 and moved into it. The chain keeps its order and times.
 */
export function rollingSeriesOf(chain: readonly Drawn[], cidOf: (group: number) => number): { chain: Drawn[]; series: RollingSeries[] } {
  const groups = new Map<number, Drawn[]>();
  for (const m of chain) groups.set(m.pool.cid, [...(groups.get(m.pool.cid) ?? []), m]);
  const moved = new Map<number, Drawn>();
  const series = [...groups.values()].map((matches, g): RollingSeries => {
    const cid = cidOf(g);
    const first = matches[0];
    const pool = (first ?? chain[0])?.pool;
    if (!first || !pool) throw new Error('a rolling series needs a match');
    const title = titleOf(pool);
    const fixtures = matches.map((m, i) => {
      const fixture: SimFixture = { ...m.fixture, cid, match_number: i + 1 };
      moved.set(m.fixture.match_id, { ...m, fixture });
      return fixture;
    });
    const playing = new Set(fixtures.flatMap((f) => [f.teama_id, f.teamb_id]));
    const lastEndMs = Math.max(...matches.map((m) => m.endMs));
    return {
      series: {
        cid,
        title,
        abbr: `${baseOf(pool)} Challenge`,
        slug: `${slugify(title)}-${cid}`,
        game_format: pool.game_format,
        category: pool.category,
        date_start: isoDay(first.fixture.startMs),
        date_end: isoDay(Math.max(first.fixture.startMs, lastEndMs - 1)),
        team_ids: pool.team_ids.filter((t) => playing.has(t)),
        show_pointtable: false,
      },
      fixtures,
    };
  });
  return { chain: chain.map((m) => moved.get(m.fixture.match_id) ?? m), series };
}
