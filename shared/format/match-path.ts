import { parseSlugId } from './slug-id';
import type { Match } from '../schemas/match';

type MatchRef = Pick<Match, 'match_id' | 'slug' | 'tournament_slug' | 'cid' | 'status'>;

/** The series part of match-centre URLs: the series slug (ending in its id) or its bare id. */
export function seriesSegment(match: Pick<Match, 'tournament_slug' | 'cid'>): string {
  return match.tournament_slug || String(match.cid ?? 0);
}

/** The match part: its slug, made to end in the match id when the upstream's does not; the bare id without a slug. */
function matchSegment(match: Pick<Match, 'match_id' | 'slug'>): string {
  if (!match.slug) return String(match.match_id);
  return parseSlugId(match.slug)?.id === match.match_id ? match.slug : `${match.slug}-${match.match_id}`;
}

/** SPEC section 2, Schedule page: Scheduled or Cancelled open matchinfo, Live commentary, the rest scorecard. */
export function defaultMatchTab(status: Match['status']): string {
  if (status === 'Scheduled' || status === 'Cancelled') return 'matchinfo';
  return status === 'Live' ? 'commentary' : 'scorecard';
}

/**
 * The match-centre tabs whose code loads when a fan first goes to one (squads, live stats, the series'
 * table and stats, news, fantasy, videos): a link to a match lands on the others, which come with the
 * page. The edge preloads their chunk for an address on one of them (edge/src/pages/route-preloads.ts);
 * the app loads it before one shows (web/src/features/match-centre/further-tabs.ts).
 */
export const FURTHER_MATCH_TABS = ['playing11', 'squads', 'livestats', 'pointtable', 'news', 'fantasy', 'videos', 'seriesstats'] as const;

export function isFurtherMatchTab(tab: string | undefined): tab is (typeof FURTHER_MATCH_TABS)[number] {
  return (FURTHER_MATCH_TABS as readonly (string | undefined)[]).includes(tab);
}

export function matchHref(match: MatchRef, tab: string = defaultMatchTab(match.status)): string {
  return `/series/${seriesSegment(match)}/schedule/${matchSegment(match)}/${tab}`;
}

/** A match-centre or series URL segment: '{slug}-{id}' or a bare id. */
export function idFromSegment(segment: string | undefined): number | null {
  if (!segment) return null;
  if (/^[1-9]\d{0,15}$/.test(segment)) return Number(segment);
  return parseSlugId(segment)?.id ?? null;
}
