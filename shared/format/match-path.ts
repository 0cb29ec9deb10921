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

export function matchHref(match: MatchRef, tab: string = defaultMatchTab(match.status)): string {
  return `/series/${seriesSegment(match)}/schedule/${matchSegment(match)}/${tab}`;
}

/** A match-centre or series URL segment: '{slug}-{id}' or a bare id. */
export function idFromSegment(segment: string | undefined): number | null {
  if (!segment) return null;
  if (/^[1-9]\d{0,15}$/.test(segment)) return Number(segment);
  return parseSlugId(segment)?.id ?? null;
}
