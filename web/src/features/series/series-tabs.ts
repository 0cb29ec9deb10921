/** Series tabs in the spec's order (SPEC section 2, Series page); pointtable only when show_pointtable. */
export const SERIES_TABS = [
  { key: 'news', label: 'News' },
  { key: 'schedule', label: 'Schedule and Results' },
  { key: 'videos', label: 'Videos' },
  { key: 'pointtable', label: 'Points Table' },
  { key: 'teams', label: 'Teams and Squad' },
] as const;

export type SeriesTab = (typeof SERIES_TABS)[number]['key'];

export const DEFAULT_SERIES_TAB: SeriesTab = 'schedule';

export function isSeriesTab(value: string | undefined): value is SeriesTab {
  return SERIES_TABS.some((tab) => tab.key === value);
}
