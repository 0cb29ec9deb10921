// The parts of a match's wire object that never change: names, subtitle, slug, dates, series and
// venue. Dates are written the Entity Sport way: date_start in IST, date_start_utc in UTC.
import { media, slugify } from '../media/urls';
import type { SimFixture, SimSeries, SimTeam, World } from '../world/types';
import { fixtureStage } from '../world/world';
import { ordinal } from './cricket-text';
import { formatLabel } from './format-rules';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' of an instant shifted by `offsetMs`. */
function stamp(ms: number, offsetMs: number): string {
  const d = new Date(ms + offsetMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * A knockout's stage ('Final', 'Qualifier 1'); else '3rd ODI' in a bilateral international series,
 * '12th Match' elsewhere.
 */
export function subtitleOf(fixture: SimFixture, series: SimSeries | undefined, stage?: string): string {
  if (stage) return stage;
  const bilateral = series !== undefined && series.team_ids.length === 2 && series.category !== 'league' && series.category !== 'domestic';
  const label = formatLabel(fixture.format);
  return `${ordinal(fixture.match_number)} ${bilateral && label !== 'Match' ? label : 'Match'}`;
}

export interface MatchIdentity {
  match_id: number;
  title: string;
  short_title: string;
  subtitle: string;
  date_start: string;
  date_start_utc: string;
  format: string;
  tag: string;
  venue: { venue_id: number; name: string; location: string; country: string };
  venue_id: number;
  tournament_title: string;
  tournament_name: string;
  tournament_slug: string;
  cid: number;
  priority: number;
  slug: string;
  show_pointtable: number;
  is_featured: boolean;
  teams: { a: SimTeam; b: SimTeam };
}

export function matchIdentity(world: World, fixture: SimFixture): MatchIdentity {
  const a = world.team(fixture.teama_id);
  const b = world.team(fixture.teamb_id);
  if (!a || !b) throw new Error(`fixture ${fixture.match_id} names an unknown team`);
  const series = world.seriesById(fixture.cid);
  const subtitle = subtitleOf(fixture, series, fixtureStage(world, fixture));
  const title = `${a.name} vs ${b.name}`;
  return {
    match_id: fixture.match_id,
    title,
    short_title: `${a.short_name} vs ${b.short_name}`,
    subtitle,
    date_start: stamp(fixture.startMs, IST_OFFSET_MS),
    date_start_utc: stamp(fixture.startMs, 0),
    format: fixture.format,
    tag: series?.abbr ?? '',
    venue: { ...fixture.venue },
    venue_id: fixture.venue.venue_id,
    tournament_title: series?.title ?? '',
    tournament_name: series?.title ?? '',
    tournament_slug: series?.slug ?? '',
    cid: fixture.cid,
    // Lower sorts first: featured, then international cricket, then the rest.
    priority: fixture.featured ? 1 : series?.category === 'international' ? 2 : 3,
    slug: `${slugify(`${title} ${subtitle}`)}-${fixture.match_id}`,
    show_pointtable: series?.show_pointtable ? 1 : 0,
    is_featured: fixture.featured,
    teams: { a, b },
  };
}

export function teamBase(world: World, team: SimTeam) {
  return { team_id: team.team_id, name: team.name, short_name: team.short_name, logo: media.team(world.config, team.team_id) };
}

/** 'Today' / 'Tomorrow' / 'Yesterday' or 'Fri, 10 Jul', and '7:30 PM', both in IST. */
export function dateStrings(startMs: number, nowMs: number): { string1: string; string2: string } {
  const local = new Date(startMs + IST_OFFSET_MS);
  const dayDiff = Math.floor((startMs + IST_OFFSET_MS) / DAY_MS) - Math.floor((nowMs + IST_OFFSET_MS) / DAY_MS);
  const string1 = dayDiff === 0 ? 'Today' : dayDiff === 1 ? 'Tomorrow' : dayDiff === -1 ? 'Yesterday'
    : `${DAYS[local.getUTCDay()] ?? ''}, ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()] ?? ''}`;
  const h = local.getUTCHours();
  const string2 = `${h % 12 === 0 ? 12 : h % 12}:${pad(local.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
  return { string1, string2 };
}
