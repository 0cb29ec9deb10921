// Each page route's head, status and embedded data, built from the same edge-cached upstream answers
// the SPA asks for (api/shared-call.ts). A route whose entity the upstream does not have answers 404
// (the SPA still renders its own message); an upstream that fails costs the page only its own head
// (the site's generic one), never the page.
import type { Context } from 'hono';
import { SITE_NAME } from '../../../shared/constants';
import { parseSlugId } from '../../../shared/format/slug-id';
import { ArticleSchema, type Article } from '../../../shared/schemas/article';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { MatchSchema, type Match } from '../../../shared/schemas/match';
import { NewsBlockSchema } from '../../../shared/schemas/news-block';
import { PlayerSchema } from '../../../shared/schemas/player';
import { lenientArray } from '../../../shared/schemas/primitives';
import { SeriesSchema } from '../../../shared/schemas/series';
import { MetaSchema } from '../../../shared/schemas/site';
import { StoryGroupSchema } from '../../../shared/schemas/story';
import { TeamSchema } from '../../../shared/schemas/team';
import { z } from 'zod';
import { sharedCall } from '../api/shared-call';
import type { Env } from '../env';
import { DESCRIPTION_MAX_CHARS, fitText, isoDate, plainText, withSiteName, type PageHead } from './page-head';
import {
  breadcrumbList,
  itemList,
  liveBlogPosting,
  newsArticle,
  organization,
  profilePage,
  sportsEvent,
  webSite,
  type ArticleFacts,
  type Crumb,
} from './structured-data';

type PageContext = Context<{ Bindings: Env }>;

export interface PageAnswer {
  status: 200 | 404;
  /** Null: the site's generic head, as built. */
  head: PageHead | null;
  /** Upstream answers the page embeds for the SPA, by the /api path it asks them under. */
  embedded: Record<string, unknown>;
}

/** What a route's builder is given. */
interface PageRequest {
  c: PageContext;
  url: URL;
  origin: string;
  /** The path's segments, decoded; '/a/b' → ['a', 'b']. */
  segments: string[];
  /**
   * An upstream answer, parsed. Embedded in the page unless `embed` is false: only answers the SPA
   * asks for under this very path are worth their bytes.
   */
  read<S extends z.ZodType>(pathWithQuery: string, schema: S, embed?: boolean): Promise<Read<z.infer<S>>>;
}

type Read<T> = { found: true; value: T } | { found: false; missing: boolean };

type Builder = (request: PageRequest) => Promise<PageAnswer>;

const GENERIC_DESCRIPTION = 'Live cricket scores pushed ball by ball, schedules, series, news and fantasy tips.';

/** The article sections of SPEC section 2 and the crumb each shows. */
const ARTICLE_SECTIONS: Record<string, string> = {
  'cricket-news': 'Cricket News',
  'cricket-top-story': 'Top Stories',
  'fantasy-cricket-tips': 'Fantasy',
};

/** Pages whose title and description are the upstream's meta record of this slug. */
const META_PAGES: Record<string, string> = {
  '/': 'home',
  '/schedule/live': 'schedule-live',
  '/schedule/upcoming': 'schedule-upcoming',
  '/schedule/results': 'schedule-results',
  '/series': 'series',
  '/ranking': 'ranking',
  '/web-stories': 'web-stories',
};

/** Pages with a fixed name (no upstream record): their titles. */
const NAMED_PAGES: Record<string, string> = {
  '/points-table': 'Cricket Points Tables',
  '/teams': 'Cricket Teams',
  '/authors': 'Our Authors',
  '/more-categories': 'More Categories',
  '/about-us': 'About Us',
  '/contact-us': 'Contact Us',
  '/login': 'Login',
  '/user-profile': 'Your Profile',
};

export async function pageAnswer(c: PageContext, url: URL): Promise<PageAnswer> {
  const embedded: Record<string, unknown> = {};
  const request: PageRequest = {
    c,
    url,
    origin: url.origin,
    segments: url.pathname.split('/').filter(Boolean).map(safeDecode),
    async read(pathWithQuery, schema, embed = true) {
      const answer = await sharedCall(c, pathWithQuery);
      if (answer.status !== 200) return { found: false, missing: answer.status === 404 };
      const parsed = schema.safeParse(answer.body);
      if (!parsed.success) return { found: false, missing: false };
      if (embed) embedded[answer.pathWithQuery] = answer.body;
      return { found: true, value: parsed.data };
    },
  };
  const answer = await builderFor(request.segments, url.pathname)(request);
  return { ...answer, embedded: answer.status === 200 ? embedded : {} };
}

function builderFor(segments: string[], pathname: string): Builder {
  const path = pathname.replace(/\/+$/, '') || '/';
  const [first, second, third, fourth] = segments;
  // Own keys only: a path segment such as 'constructor' must not find Object.prototype's.
  const has = (table: Record<string, string>, key: string | undefined) => key !== undefined && Object.hasOwn(table, key);
  if (path === '/') return homePage;
  if (has(META_PAGES, path)) return (r) => metaPage(r, META_PAGES[path]!);
  if (second && has(ARTICLE_SECTIONS, first) && segments.length === 2) return articlePage;
  if (!second && has(ARTICLE_SECTIONS, first)) return newsListPage;
  if (first === 'live-blogs' && second && segments.length === 2) return articlePage;
  if (first === 'series' && third === 'schedule' && fourth && segments.length === 5) return matchPage;
  if (first === 'series' && second && segments.length === 3) return seriesPage;
  if (first === 'players-details' && second && segments.length <= 3) return playerPage;
  if (first === 'teams' && second && segments.length === 3) return teamPage;
  if (first === 'web-stories' && second && segments.length === 2) return storyPage;
  if (has(NAMED_PAGES, path)) return (r) => namedPage(r, NAMED_PAGES[path]!);
  return genericPage;
}

// Builders ------------------------------------------------------------------------------------

async function genericPage(): Promise<PageAnswer> {
  return { status: 200, head: null, embedded: {} };
}

function found(head: PageHead): PageAnswer {
  return { status: 200, head, embedded: {} };
}

function notFound(): PageAnswer {
  return { status: 404, head: null, embedded: {} };
}

function canonicalOf({ origin, url }: PageRequest): string {
  return `${origin}${url.pathname.replace(/\/+$/, '') || '/'}`;
}

function home({ origin }: PageRequest): Crumb {
  return { name: 'Home', url: `${origin}/` };
}

function describe(...candidates: (string | null | undefined)[]): string {
  const text = candidates.map((candidate) => plainText(candidate ?? '')).find((candidate) => candidate !== '');
  return fitText(text ?? GENERIC_DESCRIPTION, DESCRIPTION_MAX_CHARS);
}

const MetaEnvelope = dataEnvelope(MetaSchema);

async function metaHead(r: PageRequest, slug: string, fallbackName: string): Promise<PageHead> {
  const meta = await r.read(`/v1/misc/meta/${slug}`, MetaEnvelope);
  const record = meta.found ? meta.value.data : null;
  return {
    // The upstream's record is the page's SEO copy, used as written (the SPA shows the same).
    title: record?.title || withSiteName(fallbackName),
    description: record?.description || GENERIC_DESCRIPTION,
    canonical: canonicalOf(r),
    image: absolute(r, record?.image),
    ogType: 'website',
    structuredData: [],
  };
}

async function homePage(r: PageRequest): Promise<PageAnswer> {
  const head = await metaHead(r, 'home', `${SITE_NAME}: Live Cricket Scores, News and Fantasy Tips`);
  return found({ ...head, structuredData: [webSite(r.origin), organization(r.origin)] });
}

async function metaPage(r: PageRequest, slug: string): Promise<PageAnswer> {
  const name = slug.replace(/-/g, ' ').replace(/\b\w/g, (ch) => ch.toUpperCase());
  const head = await metaHead(r, slug, name);
  return found({ ...head, structuredData: [breadcrumbList([home(r), { name, url: head.canonical }])] });
}

async function namedPage(r: PageRequest, name: string): Promise<PageAnswer> {
  const canonical = canonicalOf(r);
  return found({
    title: withSiteName(name),
    description: GENERIC_DESCRIPTION,
    canonical,
    image: null,
    ogType: 'website',
    structuredData: [breadcrumbList([home(r), { name, url: canonical }])],
  });
}

const ArticleEnvelope = dataEnvelope(ArticleSchema);
const BlocksEnvelope = dataEnvelope(lenientArray(NewsBlockSchema));
/** Updates a live blog's JSON-LD carries: the latest, as a crawler needs them. */
const LIVE_UPDATES = 10;

async function articlePage(r: PageRequest): Promise<PageAnswer> {
  const [section, slugId] = r.segments as [string, string];
  const id = parseSlugId(slugId)?.id;
  if (!id) return notFound();
  const read = await r.read(`/v1/news/${id}`, ArticleEnvelope);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const article = read.value.data;
  const canonical = canonicalOf(r);
  const facts = articleFacts(r, article, canonical);
  const sectionName = section === 'live-blogs' ? 'Live Blogs' : ARTICLE_SECTIONS[section]!;
  const crumbs = breadcrumbList([home(r), { name: sectionName, url: `${r.origin}/${section}` }, { name: article.title, url: canonical }]);
  const head: PageHead = {
    // As the article page titles itself (web/src/features/articles/article-view.tsx).
    title: article.info?.metaTitle || article.title,
    description: facts.description,
    canonical,
    image: facts.image,
    ogType: 'article',
    structuredData: [newsArticle(r.origin, facts), crumbs],
  };
  if (section !== 'live-blogs') return found(head);
  // The page gets its blocks pushed on the blog's live topic, not from this call.
  const blocks = await r.read(`/v1/news/${id}/newsblocks`, BlocksEnvelope, false);
  const updates = (blocks.found ? blocks.value.data : []).slice(0, LIVE_UPDATES).map((block) => ({
    headline: plainText(block.title ?? '') || article.title,
    body: plainText(block.body),
    published: isoDate(block.blockTime),
  }));
  return found({ ...head, structuredData: [liveBlogPosting(r.origin, facts, updates, Boolean(article.isLive)), crumbs] });
}

function articleFacts(r: PageRequest, article: Article, canonical: string): ArticleFacts {
  return {
    url: canonical,
    headline: fitText(article.title, 110),
    description: describe(article.info?.metaDescription, article.excerpt, article.content),
    image: absolute(r, article.image),
    published: isoDate(article.publishedAt ?? article.createdAt),
    modified: isoDate(article.updatedAt),
    author: article.author
      ? { name: article.author.name, url: article.author.username ? `${r.origin}/authors/${encodeURIComponent(article.author.username)}` : null }
      : null,
  };
}

const NEWS_LIST_TYPES: Record<string, string> = { 'cricket-news': 'news', 'cricket-top-story': 'top_story', 'fantasy-cricket-tips': 'fantasy' };
const NEWS_LIST_ITEMS = 10;
const NewsListEnvelope = dataEnvelope(lenientArray(ArticleSchema));

async function newsListPage(r: PageRequest): Promise<PageAnswer> {
  const [section] = r.segments as [string];
  const name = ARTICLE_SECTIONS[section]!;
  const canonical = canonicalOf(r);
  const list = await r.read(`/v1/news/home/${NEWS_LIST_TYPES[section]}?per_page=${NEWS_LIST_ITEMS}&page_no=1`, NewsListEnvelope, false);
  const items = list.found ? list.value.data : [];
  return found({
    title: withSiteName(name === 'Fantasy' ? 'Fantasy Cricket Tips' : name),
    description: describe(items[0] ? `${name}: ${items.map((a) => a.title).slice(0, 3).join('; ')}` : null),
    canonical,
    image: absolute(r, items[0]?.image),
    ogType: 'website',
    structuredData: [
      itemList(name, items.map((a) => `${r.origin}/${section}/${a.slug}-${a.id}`)),
      breadcrumbList([home(r), { name, url: canonical }]),
    ],
  });
}

const MatchEnvelope = dataEnvelope(MatchSchema);

async function matchPage(r: PageRequest): Promise<PageAnswer> {
  const id = idOf(r.segments[3]);
  if (!id) return notFound();
  // The match centre reads the match from its live topic: this answer is for the head alone.
  const read = await r.read(`/v1/matches/${id}`, MatchEnvelope, false);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const match = read.value.data;
  const canonical = canonicalOf(r);
  const name = `${match.teama.name} vs ${match.teamb.name}${match.subtitle ? `, ${match.subtitle}` : ''}`;
  const description = describe(matchLine(match));
  const seriesUrl = `${r.origin}/series/${r.segments[1]}/schedule`;
  return found({
    title: withSiteName(`${name}: ${match.status === 'Live' ? 'Live Score' : match.status === 'Completed' ? 'Scorecard' : 'Match Info'}`),
    description,
    canonical,
    image: null,
    ogType: 'website',
    structuredData: [
      sportsEvent({
        url: canonical,
        name: match.tournament_title ? `${name}, ${match.tournament_title}` : name,
        description,
        start: utcIso(match.date_start_utc),
        status: match.status === 'Live' ? 'live' : match.status === 'Completed' ? 'completed' : match.status === 'Cancelled' ? 'cancelled' : 'scheduled',
        teams: [match.teama, match.teamb].map((team) => ({ name: team.name, logo: absolute(r, team.logo) })),
        venue: venueOf(match),
        image: null,
      }),
      breadcrumbList([
        home(r),
        { name: match.tournament_title || 'Series', url: seriesUrl },
        { name, url: canonical },
      ]),
    ],
  });
}

/** 'PAK 145/6 (20) vs WI 17/0 (2.1). Pakistan elected to field.' */
function matchLine(match: Match): string {
  const score = (team: Match['teama']) => `${team.short_name ?? team.name}${team.scores ? ` ${team.scores}${team.overs ? ` (${team.overs})` : ''}` : ''}`;
  const note = plainText(match.status_note ?? '');
  const where = match.venue ? ` at ${match.venue.name}` : '';
  return `${match.title}${match.subtitle ? `, ${match.subtitle}` : ''}${where}. ${score(match.teama)} vs ${score(match.teamb)}.${note ? ` ${note}.` : ''}`;
}

function venueOf(match: Match) {
  const venue = match.venue;
  if (!venue) return null;
  return { name: venue.name, locality: 'location' in venue ? (venue.location ?? null) : null, country: 'country' in venue ? (venue.country ?? null) : null };
}

const SeriesEnvelope = z.looseObject({ series: SeriesSchema });

async function seriesPage(r: PageRequest): Promise<PageAnswer> {
  const id = idOf(r.segments[1]);
  if (!id) return notFound();
  const read = await r.read(`/v1/series/${id}/pointtable`, SeriesEnvelope);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const series = read.value.series;
  const canonical = canonicalOf(r);
  const tabKey = r.segments[2] ?? '';
  const tab = Object.hasOwn(SERIES_TABS, tabKey) ? SERIES_TABS[tabKey]! : 'Schedule and Results';
  return found({
    title: withSiteName(`${series.title}: ${tab}`),
    description: describe(`${series.title}: ${tab.toLowerCase()}, news, videos, points table and squads.`),
    canonical,
    image: null,
    ogType: 'website',
    structuredData: [breadcrumbList([home(r), { name: 'Series', url: `${r.origin}/series` }, { name: series.title, url: canonical }])],
  });
}

const SERIES_TABS: Record<string, string> = {
  schedule: 'Schedule and Results',
  pointtable: 'Points Table',
  news: 'News',
  videos: 'Videos',
  teams: 'Teams and Squad',
};

const PlayerEnvelope = dataEnvelope(z.looseObject({ player: PlayerSchema }));

async function playerPage(r: PageRequest): Promise<PageAnswer> {
  const id = parseSlugId(r.segments[1]!)?.id;
  if (!id) return notFound();
  const read = await r.read(`/v1/players/${id}/stats`, PlayerEnvelope);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const player = read.value.data.player;
  const canonical = canonicalOf(r);
  const info = player.info;
  const role = info?.battingRole ?? info?.batting_style ?? 'Cricketer';
  const description = describe(info?.about, `${player.name}: ${role}${player.country ? `, ${player.country.name}` : ''}.`);
  return found({
    title: withSiteName(`${player.name}: Profile, Stats and News`),
    description,
    canonical,
    image: absolute(r, player.logo_url),
    ogType: 'profile',
    structuredData: [
      profilePage({
        url: canonical,
        name: player.name,
        description,
        image: absolute(r, player.logo_url),
        details: {
          ...(info?.birthdate ? { birthDate: info.birthdate } : {}),
          ...(info?.birthplace ? { birthPlace: info.birthplace } : {}),
          ...(player.country ? { nationality: player.country.name } : {}),
          jobTitle: 'Cricketer',
        },
      }),
      breadcrumbList([home(r), { name: 'Players', url: `${r.origin}/teams` }, { name: player.name, url: canonical }]),
    ],
  });
}

const TeamEnvelope = dataEnvelope(TeamSchema);

async function teamPage(r: PageRequest): Promise<PageAnswer> {
  const id = idOf(r.segments[1]);
  if (!id) return notFound();
  const read = await r.read(`/v1/teams/${id}`, TeamEnvelope);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const team = read.value.data;
  const canonical = canonicalOf(r);
  return found({
    title: withSiteName(`${team.name} Cricket Team: Matches, News and Players`),
    description: describe(`${team.name} cricket team: fixtures, results, news, videos and players.`),
    canonical,
    image: absolute(r, team.logo),
    ogType: 'website',
    structuredData: [breadcrumbList([home(r), { name: 'Teams', url: `${r.origin}/teams` }, { name: team.name, url: canonical }])],
  });
}

const StoryEnvelope = dataEnvelope(StoryGroupSchema);

async function storyPage(r: PageRequest): Promise<PageAnswer> {
  const id = parseSlugId(r.segments[1]!)?.id ?? idOf(r.segments[1]);
  if (!id) return notFound();
  // The story page reads the stories list (web/src/lib/stories-query.ts): this answer is for the head.
  const read = await r.read(`/v1/stories/${id}`, StoryEnvelope, false);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const story = read.value.data;
  const path = canonicalOf(r);
  const cover = story.stories[0]?.media[0];
  return found({
    // As the story viewer titles itself (web/src/features/web-stories/story-viewer.tsx).
    title: story.info?.metaTitle || story.title,
    description: describe(story.info?.metaDescription, story.stories[0]?.body),
    // SPEC section 9: web stories' canonical link has /amp appended.
    canonical: `${path}/amp`,
    image: absolute(r, cover?.thumb ?? cover?.url),
    ogType: 'article',
    structuredData: [breadcrumbList([home(r), { name: 'Web Stories', url: `${r.origin}/web-stories` }, { name: story.title, url: path }])],
  });
}

// Small readers ---------------------------------------------------------------------------------

function idOf(segment: string | undefined): number | null {
  if (!segment) return null;
  if (/^[1-9]\d{0,11}$/.test(segment)) return Number(segment);
  return parseSlugId(segment)?.id ?? null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** An absolute http(s) URL for an upstream image (relative ones on the page's origin), or null. */
function absolute({ origin }: PageRequest, image: string | null | undefined): string | null {
  if (!image) return null;
  try {
    const url = new URL(image, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC (the upstream's date_start_utc) as ISO 8601. */
function utcIso(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return isoDate(value);
  return isoDate(`${value.replace(' ', 'T')}Z`);
}
