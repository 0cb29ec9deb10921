// Each page route's head, status and embedded data, built from the same edge-cached upstream answers
// the SPA asks for (api/shared-call.ts). A route whose entity the upstream does not have answers 404
// (the SPA still renders its own message); an upstream that fails costs the page only its own head
// (the site's generic one), never the page.
import { HOME_LATEST_NEWS_PER_PAGE, SITE_NAME } from '../../../shared/constants';
import { newsListPath } from '../../../shared/format/news-list-path';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { MetaSchema } from '../../../shared/schemas/site';
import type { z } from '../../../shared/zod';
import { readingPost, sharedCall, type SharedCall } from '../api/shared-call';
import { NAMED_PAGES, withSiteName } from '../../../shared/format/page-title';
import type { PageHead } from './page-head';
import { ARTICLE_SECTIONS, NewsListEnvelope, articlePage, newsListPage } from './article-heads';
import { authorPage, matchPage, playerPage, seriesPage, storyPage, teamPage } from './entity-heads';
import {
  GENERIC_DESCRIPTION,
  absolute,
  canonicalOf,
  found,
  genericPage,
  home,
  type Builder,
  type PageAnswer,
  type PageContext,
  type PageRequest,
  type Read,
} from './page-request';
import { breadcrumbList, organization, webSite } from './structured-data';

export type { PageAnswer } from './page-request';

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

export async function pageAnswer(c: PageContext, url: URL): Promise<PageAnswer> {
  const embedded: Record<string, unknown> = {};
  const request: PageRequest = {
    c,
    url,
    origin: url.origin,
    segments: url.pathname.split('/').filter(Boolean).map(safeDecode),
    async read(pathWithQuery, schema, embed = true) {
      const answer = await sharedCall(c, pathWithQuery);
      const read = parsedRead(answer, schema);
      // Under the path as asked, which is the SPA's spelling (the cache's key sorts the query).
      if (read.found && embed) embedded[pathWithQuery] = answer.body;
      return read;
    },
    async readPosted(path, body, schema) {
      return parsedRead(await readingPost(c, path, body), schema);
    },
  };
  const answer = await builderFor(request.segments, url.pathname)(request);
  return { ...answer, embedded: answer.status === 200 ? embedded : {} };
}

function parsedRead<S extends z.ZodMiniType>(answer: SharedCall, schema: S): Read<z.infer<S>> {
  if (answer.status !== 200) return { found: false, missing: answer.status === 404 };
  const parsed = schema.safeParse(answer.body);
  return parsed.success ? { found: true, value: parsed.data } : { found: false, missing: false };
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
  if (first === 'authors' && second && segments.length === 2) return authorPage;
  if (has(NAMED_PAGES, path)) return (r) => namedPage(r, NAMED_PAGES[path]!);
  return genericPage;
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
  const [head, news] = await Promise.all([
    metaHead(r, 'home', `${SITE_NAME}: Live Cricket Scores, News and Fantasy Tips`),
    // The first tab of home's news block, the first thing under the live scores: its answer travels
    // in the page and its lead story's image loads with the code.
    r.read(newsListPath('news', HOME_LATEST_NEWS_PER_PAGE), NewsListEnvelope),
  ]);
  const lead = news.found ? news.value.data[0] : undefined;
  return found({
    ...head,
    leadImage: lead?.image ? absolute(r, lead.image) : null,
    structuredData: [webSite(r.origin), organization(r.origin)],
  });
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

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
