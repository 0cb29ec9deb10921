// Preloads for the page asked: the chunks of the SPA's page module that serves the path and their
// stylesheets, from the table the build writes (web/build/route-preloads.ts), so a phone fetches the
// page's code and styles alongside the entry instead of after the entry has run. A stylesheet is
// preloaded, not linked, so the shell paints without waiting for it, and the page's code links it
// (from the browser's cache) as it loads; unless the page as served carries markup of the page's
// own (a page React rendered at the edge), which needs it to paint. Both are CORS requests
// (crossorigin), as Vite's loader makes them: a preload in another mode would not be reused, and the
// file would download twice. Every page the edge renders is named here (its markup must not paint
// unstyled); any other path, or a build without the table, gets the entry's own preloads alone
// (index.html has those).
// The links themselves are written by preload-tags.ts.
import { cricketNewsVariant, type ArticleVariant } from '../../../shared/format/article-variant';
import { isFurtherMatchTab } from '../../../shared/format/match-path';
import { z } from '../../../shared/zod';
import type { Env } from '../env';
import { ARTICLE_SECTIONS } from './article-heads';
import { isMatchCentre } from './preload-tags';

const TABLE_PATH = '/route-preloads.json';
const LIVE_CAROUSEL = 'src/features/live-scores/live-carousel.tsx';
const NEWS_LIST = 'src/features/news-lists/news-list-page.tsx';
const FURTHER_MATCH_TABS_PANEL = 'src/features/match-centre/further-tab-panel.tsx';
/** The page module of each page an article under /cricket-news can be (web/src/app/routes/news-routes.tsx). */
const CRICKET_NEWS_PAGES: Record<ArticleVariant, string> = {
  standard: 'src/features/articles/article-page.tsx',
  special: 'src/features/articles/special-article-page.tsx',
  liveBlog: 'src/features/live-blog/live-blog-page.tsx',
};

/** The page modules web/src/app/routes loads for a path's segments ('src/app/home-page.tsx'). */
export function pageModules(segments: string[]): string[] {
  const [first, second] = segments;
  const section = first !== undefined && Object.hasOwn(ARTICLE_SECTIONS, first);
  if (!first) return ['src/app/home-page.tsx'];
  if (section && segments.length === 1) return [NEWS_LIST];
  if (first === 'cricket-news' && second !== undefined && segments.length === 2) return [CRICKET_NEWS_PAGES[cricketNewsVariant(second)]];
  if (section && segments.length === 2) return ['src/features/articles/article-page.tsx'];
  // The lists of a category, a tag and the live blogs are the news list's page (news-routes.tsx).
  if ((first === 'category' || first === 'tag') && segments.length === 2) return [NEWS_LIST];
  if (first === 'live-blogs' && segments.length === 1) return [NEWS_LIST];
  if (first === 'live-blogs' && segments.length === 2) return ['src/features/live-blog/live-blog-page.tsx'];
  if (first === 'schedule') return ['src/features/schedule/schedule-page.tsx', LIVE_CAROUSEL];
  if (isMatchCentre(segments)) {
    // A further tab's code comes with the page when the address is on one (news-routes.tsx's loader).
    return ['src/features/match-centre/match-centre-page.tsx', LIVE_CAROUSEL, ...(isFurtherMatchTab(segments[4]) ? [FURTHER_MATCH_TABS_PANEL] : [])];
  }
  if (first === 'series' && second && segments.length === 3) return ['src/features/series/series-page.tsx'];
  if (first === 'series' && segments.length === 1) return ['src/features/series/series-list-page.tsx'];
  if (first === 'series' && segments.length === 4) return ['src/features/series/series-team-page.tsx'];
  if (first === 'points-table') return ['src/features/points-table/points-table-page.tsx'];
  if (first === 'players-details' && second) return ['src/features/players/player-page.tsx'];
  if (first === 'teams') return [second ? 'src/features/teams/team-page.tsx' : 'src/features/teams/teams-list-page.tsx'];
  if (first === 'ranking') return ['src/features/ranking/ranking-page.tsx'];
  if (first === 'web-stories') return [second ? 'src/features/web-stories/web-story-page.tsx' : 'src/features/web-stories/web-stories-page.tsx'];
  if (first === 'authors') return [second ? 'src/features/authors/author-page.tsx' : 'src/features/authors/authors-page.tsx'];
  if (first === 'about-us') return ['src/features/custom-pages/about-page.tsx'];
  if (first === 'p' && second) return ['src/features/custom-pages/custom-page.tsx'];
  if (first === 'contact-us') return ['src/features/contact/contact-page.tsx'];
  if (first === 'more-categories') return ['src/features/more-categories/more-categories-page.tsx'];
  return [];
}

// Hashed build files only: nothing else can reach the page's head from the table.
const TableSchema = z.record(z.string(), z.array(z.string().check(z.regex(/^\/assets\/[\w-]+\.(js|css)$/))));
type Table = z.infer<typeof TableSchema>;

// Read once per isolate: an isolate serves one deployment, whose build files never change.
let table: Promise<Table> | null = null;

function preloadTable(env: Env, origin: string): Promise<Table> {
  table ??= readTable(env, origin).then((read) => {
    // No table (a build without it, a failed read) or a broken one: no preloads, another try next time.
    if (!read) table = null;
    return read ?? {};
  });
  return table;
}

async function readTable(env: Env, origin: string): Promise<Table | null> {
  try {
    const response = await env.ASSETS.fetch(new URL(TABLE_PATH, origin));
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const parsed = TableSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The build files the page at `url` needs besides the entry's: its code and stylesheets. */
export async function routeFiles(env: Env, url: URL): Promise<string[]> {
  const modules = pageModules(url.pathname.split('/').filter(Boolean));
  if (modules.length === 0) return [];
  const files = await preloadTable(env, url.origin);
  return [...new Set(modules.flatMap((module) => files[module] ?? []))];
}
