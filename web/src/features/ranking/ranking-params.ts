// The ranking URL: /ranking/{category}/{format}, with the category lower-case as the API keys it
// and the format upper-case as the tabs read. Every other form (a missing part, another casing, an
// unknown value) is sent to one canonical URL, so each table has exactly one address.
import type { RankingFormat } from '../../../../shared/schemas/ranking';

export const RANKING_CATEGORIES = [
  { key: 'batsmen', label: 'Batters' },
  { key: 'bowlers', label: 'Bowlers' },
  { key: 'allrounders', label: 'All Rounders' },
  { key: 'teams', label: 'Teams' },
] as const;
export type RankingCategory = (typeof RANKING_CATEGORIES)[number]['key'];

export const RANKING_FORMATS = [
  { key: 't20', label: 'T20' },
  { key: 'odi', label: 'ODI' },
  { key: 'test', label: 'TEST' },
] as const satisfies readonly { key: RankingFormat; label: string }[];
export type RankingFormatLabel = (typeof RANKING_FORMATS)[number]['label'];

export const DEFAULT_RANKING_PATH = rankingPath('batsmen', 'T20');

export function rankingPath(category: RankingCategory, format: RankingFormatLabel): string {
  return `/ranking/${category}/${format}`;
}

export interface RankingSelection {
  category: RankingCategory;
  format: (typeof RANKING_FORMATS)[number];
}

/** The category and format a canonical URL names, or null when the URL is not canonical. */
export function readRankingParams(category: string | undefined, format: string | undefined): RankingSelection | null {
  const cat = RANKING_CATEGORIES.find((c) => c.key === category);
  const fmt = RANKING_FORMATS.find((f) => f.label === format);
  return cat && fmt ? { category: cat.key, format: fmt } : null;
}

/**
 * Where a ranking URL belongs. A missing format means T20 for that category; an unknown category
 * or format means the first table (batsmen, T20), as the spec says; a known one in another casing
 * keeps its meaning.
 */
export function canonicalRankingPath(category: string | undefined, format: string | undefined): string {
  if (category === undefined) return DEFAULT_RANKING_PATH;
  const cat = RANKING_CATEGORIES.find((c) => c.key === category.toLowerCase());
  if (!cat) return DEFAULT_RANKING_PATH;
  if (format === undefined) return rankingPath(cat.key, 'T20');
  const fmt = RANKING_FORMATS.find((f) => f.label === format.toUpperCase());
  return fmt ? rankingPath(cat.key, fmt.label) : DEFAULT_RANKING_PATH;
}
