import type { Match } from '../../../../shared/schemas/match';

/** Match-centre tabs in the spec's order, with its labels (SPEC section 2, Match centre). */
export const MATCH_TABS = [
  { key: 'liveblog', label: 'Live Blog' },
  { key: 'commentary', label: 'Commentary' },
  { key: 'scorecard', label: 'Scorecard' },
  { key: 'highlights', label: 'Highlights' },
  { key: 'playing11', label: 'Playing11' },
  { key: 'squads', label: 'Squads' },
  { key: 'livestats', label: 'Live Stats' },
  { key: 'pointtable', label: 'Point Table' },
  { key: 'news', label: 'News' },
  { key: 'fantasy', label: 'Fantasy' },
  { key: 'matchinfo', label: 'Match Info' },
  { key: 'videos', label: 'Videos' },
  { key: 'seriesstats', label: 'Series Stats' },
] as const;

export type MatchTab = (typeof MATCH_TABS)[number]['key'];

export const DEFAULT_MATCH_TAB: MatchTab = 'matchinfo';

export function isMatchTab(value: string | undefined): value is MatchTab {
  return MATCH_TABS.some((tab) => tab.key === value);
}

/** Before the toss a match has no play to show: only these tabs. */
const SCHEDULED_TABS = new Set<MatchTab>(['liveblog', 'matchinfo', 'fantasy', 'pointtable', 'seriesstats']);

/** Test and first-class cricket have no Live Stats. */
function isLongForm(format: Match['format']): boolean {
  const name = String(format ?? '').toLowerCase();
  return name.includes('test') || name.includes('first class') || name === 'fc';
}

/** The tabs a match shows, by the rules of SPEC section 2 (Match centre). */
export function visibleMatchTabs(match: Match): (typeof MATCH_TABS)[number][] {
  return MATCH_TABS.filter((tab) => {
    if (match.status === 'Scheduled' && !SCHEDULED_TABS.has(tab.key)) return false;
    if (tab.key === 'pointtable') return match.show_pointtable;
    if (tab.key === 'liveblog') return match.articles.some((article) => article.islive);
    if (tab.key === 'livestats') return !isLongForm(match.format);
    return true;
  });
}

/**
 * The tab a match-centre address lands on: the requested tab when this match shows it, else Match
 * Info (an unknown tab, Live Stats of a Test, commentary before the toss).
 */
export function landingMatchTab(match: Match, requested: string | undefined): MatchTab {
  const visible = visibleMatchTabs(match);
  return isMatchTab(requested) && visible.some((tab) => tab.key === requested) ? requested : DEFAULT_MATCH_TAB;
}
