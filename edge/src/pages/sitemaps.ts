// /robots.txt and the sitemaps it names, built at the edge from the upstream's lists through the edge
// cache (api/shared-call.ts), each within a fixed number of upstream calls. Answers are cached by
// browsers and crawlers for SITEMAP_MAX_AGE; the lists behind them by the edge cache as any /api call.
import { Hono, type Context } from 'hono';
import { z } from '../../../shared/zod';
import { SITE_NAME } from '../../../shared/constants';
import { articleHref } from '../../../shared/format/article-path';
import { addCalendarDays, calendarDateIn } from '../../../shared/format/calendar-date';
import { matchHref } from '../../../shared/format/match-path';
import { completedPath, upcomingPath } from '../../../shared/format/schedule-window';
import { ArticleSchema, type Article } from '../../../shared/schemas/article';
import { dataEnvelope, pagedEnvelope } from '../../../shared/schemas/envelope';
import { lenientArray } from '../../../shared/schemas/primitives';
import { ScheduleResponseSchema } from '../../../shared/schemas/schedule';
import { SeriesByMonthSchema } from '../../../shared/schemas/series';
import { TeamListItemSchema, TeamPlayersSchema } from '../../../shared/schemas/team';
import { sharedCall } from '../api/shared-call';
import type { Env } from '../env';
import { isoDate } from './page-head';
import { newsUrlSet, sitemapIndex, urlSet, type SitemapEntry } from './sitemap-xml';

type SitemapContext = Context<{ Bindings: Env }>;

const SITEMAP_MAX_AGE = 'public, max-age=900';
/** Google News takes articles of the last two days. */
const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;
const ARTICLE_TYPES = ['news', 'top_story', 'fantasy'] as const;
/** Pages of 100 read per article type: the sitemap lists the newest 300 of each. */
const ARTICLE_PAGES = 3;
const TEAM_PAGES = 5;
/** Teams whose squads the players' sitemap reads (one call each). */
const SQUAD_TEAMS = 24;
/** Days either side of today whose fixtures the matches' sitemap lists. */
const MATCH_WINDOW_DAYS = 7;

/** Paths robots keep out (SPEC section 2: admin and debug pages, and the reader's own profile). */
const DISALLOWED = ['/purge-cache', '/cgfToken', '/live-blogs-test', '/user-profile', '/my-teams'];

const STATIC_PATHS = [
  '/',
  '/schedule/live',
  '/schedule/upcoming',
  '/schedule/results',
  '/cricket-news',
  '/cricket-top-story',
  '/fantasy-cricket-tips',
  '/live-blogs',
  '/series',
  '/points-table',
  '/ranking',
  '/teams',
  '/web-stories',
  '/authors',
  '/more-categories',
  '/about-us',
  '/contact-us',
  '/p/privacy-policy',
  '/p/terms-of-use',
  '/p/correction-policy',
  '/p/fact-check-policy',
  '/p/cookie-policy',
  '/p/dmca-policy',
  '/p/disclaimer-policy',
];

/** Each child sitemap: its name in /sitemaps/{name}.xml and how its entries are gathered. */
const SITEMAPS: Record<string, (c: SitemapContext, origin: string) => Promise<string>> = {
  news: newsSitemap,
  articles: async (c, origin) => urlSet((await articles(c)).map((a) => articleEntry(origin, a))),
  'live-blogs': liveBlogsSitemap,
  series: seriesSitemap,
  matches: matchesSitemap,
  teams: async (c, origin) => urlSet((await teams(c)).map((t) => ({ loc: `${origin}/teams/${t.slug}/home` }))),
  players: playersSitemap,
  pages: async (_c, origin) => urlSet(STATIC_PATHS.map((path) => ({ loc: `${origin}${path}` }))),
};

export const sitemapRoutes = new Hono<{ Bindings: Env }>();

sitemapRoutes.get('/robots.txt', (c) => {
  const origin = new URL(c.req.url).origin;
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return c.text(lines.join('\n'), 200, { 'cache-control': SITEMAP_MAX_AGE });
});

sitemapRoutes.get('/sitemap.xml', (c) => {
  const origin = new URL(c.req.url).origin;
  return xml(sitemapIndex(Object.keys(SITEMAPS).map((name) => `${origin}/sitemaps/${name}.xml`)));
});

sitemapRoutes.get('/sitemaps/:file', async (c) => {
  const name = c.req.param('file').replace(/\.xml$/, '');
  const build = Object.hasOwn(SITEMAPS, name) && c.req.param('file').endsWith('.xml') ? SITEMAPS[name] : undefined;
  if (!build) return c.text('Not found', 404);
  return xml(await build(c, new URL(c.req.url).origin));
});

function xml(body: string): Response {
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITEMAP_MAX_AGE } });
}

/** The answer of a shared call, parsed; null when the upstream failed or sent something else. */
async function read<S extends z.ZodMiniType>(c: SitemapContext, path: string, schema: S): Promise<z.infer<S> | null> {
  const answer = await sharedCall(c, path);
  if (answer.status !== 200) return null;
  const parsed = schema.safeParse(answer.body);
  return parsed.success ? parsed.data : null;
}

// Articles ------------------------------------------------------------------------------------

const ArticleList = dataEnvelope(lenientArray(ArticleSchema));

async function articles(c: SitemapContext): Promise<Article[]> {
  const calls = ARTICLE_TYPES.flatMap((type) =>
    Array.from({ length: ARTICLE_PAGES }, (_, i) => read(c, `/v1/news/home/${type}?per_page=100&page_no=${i + 1}`, ArticleList)),
  );
  return (await Promise.all(calls)).flatMap((list) => list?.data ?? []);
}

function articleEntry(origin: string, article: Article): SitemapEntry {
  return { loc: `${origin}${articleHref(article)}`, lastmod: isoDate(article.updatedAt ?? article.publishedAt) };
}

async function newsSitemap(c: SitemapContext, origin: string): Promise<string> {
  const since = Date.now() - NEWS_WINDOW_MS;
  const recent = (await articles(c)).flatMap((article) => {
    const published = isoDate(article.publishedAt);
    return published && Date.parse(published) >= since
      ? [{ loc: `${origin}${articleHref(article)}`, title: article.title, published }]
      : [];
  });
  return newsUrlSet(recent, { name: SITE_NAME, language: 'en' });
}

async function liveBlogsSitemap(c: SitemapContext, origin: string): Promise<string> {
  const list = await read(c, '/v1/news/home/news?isLive=true&per_page=100&page_no=1', ArticleList);
  return urlSet(
    (list?.data ?? []).map((a) => ({ loc: `${origin}/live-blogs/${a.slug}-${a.id}`, lastmod: isoDate(a.updatedAt ?? a.publishedAt) })),
  );
}

// Series, matches, teams and players ---------------------------------------------------------

async function seriesSitemap(c: SitemapContext, origin: string): Promise<string> {
  const year = new Date().getUTCFullYear();
  const years = await Promise.all([year, year - 1].map((y) => read(c, `/v1/series/seriesByMonth?year=${y}`, SeriesByMonthSchema)));
  const series = years.flatMap((answer) => Object.values(answer?.series ?? {}).flat());
  return urlSet(series.map((s) => ({ loc: `${origin}/series/${s.slug}/schedule` })));
}

async function matchesSitemap(c: SitemapContext, origin: string): Promise<string> {
  const today = calendarDateIn(new Date());
  const [live, upcoming, completed] = await Promise.all([
    read(c, '/v1/matches/schedule/live?page=1', ScheduleResponseSchema),
    read(c, upcomingPath(today, addCalendarDays(today, MATCH_WINDOW_DAYS)), ScheduleResponseSchema),
    read(c, completedPath(today, addCalendarDays(today, -MATCH_WINDOW_DAYS)), ScheduleResponseSchema),
  ]);
  const matches = [live, upcoming, completed].flatMap((answer) => Object.values(answer?.matches ?? {}).flat());
  return urlSet(matches.map((m) => ({ loc: `${origin}${matchHref(m)}` })));
}

const TeamList = pagedEnvelope(TeamListItemSchema);

async function teams(c: SitemapContext) {
  const pages = await Promise.all(Array.from({ length: TEAM_PAGES }, (_, i) => read(c, `/v1/teams?page=${i + 1}`, TeamList)));
  return pages.flatMap((page) => page?.data ?? []);
}

const Squad = dataEnvelope(TeamPlayersSchema);

async function playersSitemap(c: SitemapContext, origin: string): Promise<string> {
  const ids = (await teams(c)).flatMap((team) => (team.team_id ? [team.team_id] : [])).slice(0, SQUAD_TEAMS);
  const squads = await Promise.all(ids.map((id) => read(c, `/v1/teams/${id}/players`, Squad)));
  const players = squads.flatMap((squad) => (squad ? [...squad.data.bat, ...squad.data.all, ...squad.data.wk, ...squad.data.bowl] : []));
  return urlSet(players.flatMap((p) => (p.pid ? [{ loc: `${origin}/players-details/${p.slug || 'player'}-${p.pid}/overview` }] : [])));
}
