// The page families the edge renders with React (web/src/edge-render.tsx), and what the browser tests
// of them do with each: read its HTML with JavaScript off, and hydrate it in a view, watching the
// console and the layout. Used by tests/e2e/edge-render*.test.ts.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MATCH_TABS } from '../../web/src/features/match-centre/match-tabs';
import { layoutShifts, recordLayoutShifts } from './layout-shift';
import { watchRequests } from './requests-settled';
import { articlePath, type WireArticle } from './wire-article';
import type { WireMatch } from './wire-match';

export interface Envelope<T> {
  data: T;
}

export interface ListedMatch extends WireMatch {
  teama: NonNullable<WireMatch['teama']> & { name: string };
  teamb: NonNullable<WireMatch['teamb']> & { name: string };
}

export const matchCentre = (m: WireMatch, tab: string) => `/series/${m.tournament_slug}/schedule/${m.slug}/${tab}`;

/** GET /api{path} of a site, as JSON. */
export type Api = <T>(path: string) => Promise<T>;

/** A match in play, as the live list has it (the simulator always has one). */
export async function liveMatch(api: Api): Promise<ListedMatch> {
  const live = await api<Envelope<ListedMatch[]>>('/v2/matches/live');
  const match = live.data.find((m) => m.status === 'Live');
  if (!match) throw new Error('no match in play in the simulator');
  return match;
}

/** A page family: a path of it, and text of its main content that its served HTML must hold. */
export interface Family {
  name: string;
  path: string;
  /** Any of these (a list that moves as the simulator publishes: before or after the page was served). */
  text: string[];
  /** Drawn from live topics, whose pushed changes move it once the app has it. */
  live?: boolean;
}

/** A test that opens every family in turn: 32 pages, each a few seconds on a busy two-core machine. */
export const EVERY_FAMILY = { timeout: 240_000 };

/** Cumulative layout shift a page may show from its first paint to its settling (the target). */
export const MAX_LAYOUT_SHIFT = 0.05;

// The fans' devices' zones differ from the edge's placing of them (and from the Worker's UTC): a time
// a page wrote in any zone but the render's would not hydrate, or would be drawn again after it.
export const VIEWS = [
  { width: 390, height: 844, colorScheme: 'light', timezoneId: 'UTC' },
  { width: 390, height: 844, colorScheme: 'dark', timezoneId: 'Asia/Kolkata' },
  { width: 1280, height: 900, colorScheme: 'light', timezoneId: 'Europe/London' },
  { width: 1280, height: 900, colorScheme: 'dark', timezoneId: 'Asia/Kolkata' },
] as const;

export type View = (typeof VIEWS)[number];

// A hydration is a page load of a second or two on a busy machine, so each family is not opened in
// every view: the production build opens family `index` at both widths, light at one and dark at the
// other (which is which alternates from family to family), and the development build in a third view.
// Every family is then seen at both widths, in both schemes and in two or three zones, and every view
// by every build.

/** The production build's views of family `index`: one at 390 px and one at 1280, light at one, dark at the other. */
export const productionViews = (index: number): [View, View] => [VIEWS[index % 2]!, VIEWS[2 + ((index + 1) % 2)]!];

/** The development build's view of family `index`: one the production build does not open it in. */
export const developmentView = (index: number): View => VIEWS[DEVELOPMENT_VIEW[index % DEVELOPMENT_VIEW.length]!]!;
const DEVELOPMENT_VIEW = [1, 0, 2, 3];

export async function families(api: Api): Promise<Family[]> {
  const news = await api<Envelope<WireArticle[]>>('/v1/news/home/news?per_page=30&page_no=1');
  const article = news.data.find((a) => !a.isLive && a.type === 'news')!;
  const squad = await api<Envelope<{ bat: { pid: number; name: string; slug: string }[] }>>('/v1/teams/1/players');
  const player = squad.data.bat[0]!;
  const authors = await api<Envelope<{ username: string; name: string }[]>>('/v1/authors/?page=1&per_page=9');
  const author = authors.data[0]!;
  const stories = await api<Envelope<{ title: string; stories: unknown[] }[]>>('/v1/stories');
  const story = stories.data.find((group) => group.stories.length > 0)!;
  const latest = news.data.slice(0, 3).map((a) => a.title);
  const blog = news.data.find((a) => a.isLive)!;
  const fantasy = (await api<Envelope<WireArticle[]>>('/v1/news/home/fantasy?per_page=10')).data.find((a) => a.match_id)!;
  const match = await liveMatch(api);
  return [
    { name: 'home', path: '/', text: latest },
    { name: 'the news list', path: '/cricket-news', text: latest },
    { name: 'an article', path: articlePath(article), text: [article.title] },
    { name: 'a fantasy article', path: articlePath(fantasy), text: [fantasy.title] },
    { name: 'the upcoming schedule', path: '/schedule/upcoming', text: ['Upcoming'] },
    { name: 'the results', path: '/schedule/results', text: ['Results'] },
    { name: 'the series list', path: '/series', text: ['Series'] },
    { name: 'the points table', path: '/points-table', text: ['Points Table'] },
    { name: 'a team', path: '/teams/india-1/home', text: ['India'] },
    { name: "a team's players", path: '/teams/india-1/teamplayers', text: [player.name] },
    { name: 'a player', path: `/players-details/${player.slug}-${player.pid}/overview`, text: [player.name] },
    { name: 'an author', path: `/authors/${author.username}`, text: [author.name] },
    { name: 'the web stories', path: '/web-stories', text: [story.title] },
    { name: 'the ranking', path: '/ranking/batsmen/T20', text: ['Batters'] },
    { name: 'about us', path: '/about-us', text: ['About Us'] },
    { name: 'a policy page', path: '/p/privacy-policy', text: ['Privacy Policy'] },
    // The live pages: drawn from their topics' snapshots.
    { name: 'the live schedule', path: '/schedule/live', text: [match.teama.name], live: true },
    { name: 'a live blog', path: articlePath(blog), text: [blog.title], live: true },
    { name: "a live blog's commentary", path: `/live-blogs/${blog.slug}-${blog.id}?page=ballbyballcommerntry`, text: [blog.title], live: true },
    ...MATCH_TABS.map(({ key, label }) => ({ name: `the match centre's ${label}`, path: matchCentre(match, key), text: [match.teama.name], live: true })),
  ];
}

/** Text as React writes it into an element. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Opens `path` and reports what it showed before and after the app took over: whether the element
 * painted first is the one React hydrated, everything said in the console, the layout's shifts
 * until it settled (a `live` page's until it was hydrated: after that its pushed data moves it), and
 * the stylesheets the app linked that the served page did not (markup the edge sent, painted
 * without its styles: the edge's preloads do not know the page).
 */
export async function hydrate(browser: Browser, url: string, view: View, live = false, cookies: { name: string; value: string }[] = []) {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    colorScheme: view.colorScheme,
    timezoneId: view.timezoneId,
  });
  if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
  const page = await context.newPage();
  const requests = watchRequests(page);
  const said: string[] = [];
  let reactDevelopmentBuild = false;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(`${message.type()}: ${message.text()}`);
    // React's development build says so as it starts.
    if (message.text().includes('React DevTools')) reactDevelopmentBuild = true;
  });
  page.on('pageerror', (error) => said.push(`page error: ${error.message}`));
  await recordLayoutShifts(context);
  // Parsing done, before any module script runs: the page's first element, as the edge sent it.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const served = window as { served?: Element | null; servedStyles?: string[] };
      served.served = document.querySelector('#main-content > *');
      served.servedStyles = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href);
    });
  });
  await page.goto(url);
  await expect
    .poll(() => hydratedInPlace(page), { timeout: 20_000 })
    .toBe(true);
  const shiftedByHydration = await layoutShifts(page);
  // Whatever the app asks for once it runs (what the edge left to the browser) has come and is drawn.
  await requests.settled();
  const shifted = await layoutShifts(page);
  const lateStylesheets = await page.evaluate(() => {
    const servedStyles = (window as { servedStyles?: string[] }).servedStyles ?? [];
    const now = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href);
    return now.filter((href) => !servedStyles.includes(href)).map((href) => new URL(href).pathname);
  });
  await context.close();
  return { said, reactDevelopmentBuild, shifted: live ? shiftedByHydration : shifted, lateStylesheets };
}

/** The element painted before any script is still in the page, and React owns it. */
export function hydratedInPlace(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const served = (window as { served?: Element | null }).served;
    return !!served && served.isConnected && Object.keys(served).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Each family's HTML is its page: status 200, its state, its text; and, where `readWithoutScript`
 * (one configuration's run: the reading is the same HTML's in the other), readable with JavaScript off.
 */
export async function expectServedAsPages(browser: Browser, origin: string, all: Family[], { readWithoutScript = true } = {}): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  for (const family of all) {
    const response = await fetch(origin + family.path);
    const html = await response.text();
    expect([family.name, response.status, html.includes('id="page-state"')]).toEqual([family.name, 200, true]);
    expect([family.name, family.text.some((text) => html.includes(escapeText(text)))]).toEqual([family.name, true]);
    if (!readWithoutScript) continue;
    const page = await context.newPage();
    // Read as parsed: with JavaScript off Chromium loads lazy images at once (it cannot tell when
    // they scroll into view), and every image of home, drawn cold by a busy simulator, can outlast the load's 30 s.
    await page.goto(origin + family.path, { waitUntil: 'domcontentloaded' });
    const main = await page.locator('#main-content').innerText();
    expect([family.name, family.text.some((text) => main.includes(text)), await page.locator('.page-skeleton').count()]).toEqual([
      family.name,
      true,
      0,
    ]);
    await page.close();
  }
  await context.close();
}
