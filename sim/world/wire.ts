// Wire shapes of the world's own entities (teams, series) and the path parameters that name them.
// Matches are written by the live engine (sim/live/match-view.ts); everything here is static.
import { z } from '../../shared/zod';
import { media } from '../media/urls';
import { isoDay, parseIsoDay, startOfUtcDay } from './dates';
import { worldExtras } from './world';
import type { SimConfig, SimSeries, SimTeam, World } from './types';

/**
 * An entity named by its id ('25') or a slug ending in it ('india-25',
 * 'indian-premier-league-2026-129400'): the SPA links by slug, the upstream keys by id.
 */
export const IdOrSlugParam = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.regex(/^(?:[a-z0-9][a-z0-9-]{0,150}-)?\d{1,12}$/i, 'must be an id or a slug ending in one')),
    z.transform((text) => Number(/(\d{1,12})$/.exec(text)?.[1] ?? '0')),
  ),
  z.number().check(z.int(), z.positive()),
);

/** A 'YYYY-MM-DD' path date that names a real day, as its UTC midnight. */
export const IsoDayParam = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')),
  z.transform((text, ctx) => {
    const ms = parseIsoDay(text);
    if (ms === null) {
      ctx.issues.push({ code: 'custom', message: `${text} is not a calendar date`, input: text });
      return z.NEVER;
    }
    return ms;
  }),
);

export function teamListItem(config: SimConfig, team: SimTeam) {
  return {
    team_id: team.team_id,
    tid: team.team_id,
    slug: team.slug,
    name: team.name,
    short_name: team.short_name,
    // The upstream's own spelling, which the SPA reads (SPEC.md section 3, Team list item).
    short_nname: team.short_name,
    logo: media.team(config, team.team_id),
    type: team.kind === 'international' ? 'country' : 'club',
    country: team.country,
  };
}

export type SeriesStatus = 'live' | 'upcoming' | 'result';

export function seriesStatus(series: SimSeries, nowMs: number): SeriesStatus {
  const today = isoDay(nowMs);
  if (today < series.date_start) return 'upcoming';
  if (today > series.date_end) return 'result';
  return 'live';
}

/** The Series entity (SPEC.md section 3) plus the fields the series pages use. */
export function seriesWire(world: World, series: SimSeries, nowMs: number) {
  return {
    cid: series.cid,
    title: series.title,
    abbr: series.abbr,
    slug: series.slug,
    date_start: series.date_start,
    date_end: series.date_end,
    total_matches: worldExtras(world).seriesFixtures(series.cid).length,
    game_format: series.game_format,
    category: series.category,
    show_pointtable: series.show_pointtable,
    status: seriesStatus(series, nowMs),
    total_teams: series.team_ids.length,
  };
}

/** The seriesByMonth item (SPEC.md section 3): a series as the month list shows it. */
export function seriesItem(world: World, series: SimSeries) {
  return {
    cid: series.cid,
    slug: series.slug,
    title: series.title,
    date_start: series.date_start,
    date_end: series.date_end,
    game_format: series.game_format,
    category: series.category,
    show_pointtable: series.show_pointtable,
    total_matches: worldExtras(world).seriesFixtures(series.cid).length,
  };
}

/** The UTC calendar day a match belongs to in the schedule lists. */
export function scheduleDay(startMs: number): string {
  return isoDay(startOfUtcDay(startMs));
}

/** Distinct values in first-seen order. */
export function distinct<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}
