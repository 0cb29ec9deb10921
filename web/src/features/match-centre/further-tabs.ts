// The match centre's further tabs (shared/format/match-path.ts: squads, live stats, the series' table
// and stats, news, fantasy, videos) draw from a chunk of their own: a fan lands on the commentary, the
// scorecard or the match info, and the rest of the page's code loads when they go further. The route's
// loader loads the chunk before a further tab first shows (src/app/routes/news-routes.tsx), on the
// edge as in the browser, so neither the edge's render nor the browser's hydration waits on it.
import { FURTHER_MATCH_TABS } from '../../../../shared/format/match-path';
import type { MatchTab } from './match-tabs';

export type FurtherTab = Extract<MatchTab, (typeof FURTHER_MATCH_TABS)[number]>;

type FurtherTabsModule = typeof import('./further-tab-panel');

let loaded: FurtherTabsModule | null = null;
let loading: Promise<FurtherTabsModule> | null = null;

/** Loads the further tabs' chunk, once; a failed load is tried again the next time. */
export function loadFurtherTabs(): Promise<FurtherTabsModule> {
  loading ??= import('./further-tab-panel').then(
    (module) => (loaded = module),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The chunk, when it has loaded: a panel draws at once then, without suspending. */
export function furtherTabsLoaded(): FurtherTabsModule | null {
  return loaded;
}
