// Every page family the edge renders with React (web/src/edge-render.tsx): the HTML it serves is
// already the page (read here with JavaScript off, as a crawler or a fan with scripts blocked reads
// it), and the browser's React takes that HTML over in place. At 390 and 1280 px, light and dark, the
// element the fan saw before any script ran is the very element React hydrated (not one drawn anew),
// and nothing is said in the console: no error, no warning, no hydration message. The production build
// stays silent on a mismatched attribute, so the same pages are also hydrated by a development build
// of the app (React's development build, which reports every difference). And the pages are served
// rendered in production's configuration too (ads on, Google sign-in offered), never as the shell.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { LIVE_MATCH_IDLE_POLL_MS } from '../../shared/constants';
import { parseServerFrame, type ClientMessage, type ServerMessage } from '../../shared/live-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_TABS } from '../../web/src/features/match-centre/match-tabs';
import { launchBrowser } from '../support/browser';
import { pageStateOf } from '../support/page-head';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shift';
import { pageSuite, type PageSuite } from '../support/page-suite';
import { seekMatch } from '../support/sim-control';
import { startSite, type Site } from '../support/site';
import { articlePath, type WireArticle } from '../support/wire-article';
import type { WireMatch } from '../support/wire-match';

const suite = pageSuite({ warm: ['/'] });

interface Envelope<T> {
  data: T;
}

interface ListedMatch extends WireMatch {
  teama: NonNullable<WireMatch['teama']> & { name: string };
  teamb: NonNullable<WireMatch['teamb']> & { name: string };
}

const matchCentre = (m: WireMatch, tab: string) => `/series/${m.tournament_slug}/schedule/${m.slug}/${tab}`;

/** A match in play, as the live list has it (the simulator always has one). */
async function liveMatch(api: PageSuite['api']): Promise<ListedMatch> {
  const live = await api<Envelope<ListedMatch[]>>('/v2/matches/live');
  const match = live.data.find((m) => m.status === 'Live');
  if (!match) throw new Error('no match in play in the simulator');
  return match;
}

/** A page family: a path of it, and text of its main content that its served HTML must hold. */
interface Family {
  name: string;
  path: string;
  /** Any of these (a list that moves as the simulator publishes: before or after the page was served). */
  text: string[];
  /** Drawn from live topics, whose pushed changes move it once the app has it. */
  live?: boolean;
}

/** A test that opens every family in turn: 27 pages, each a few seconds on a busy two-core machine. */
const EVERY_FAMILY = { timeout: 240_000 };

/** Cumulative layout shift a page may show from its first paint to its settling (the target). */
const MAX_LAYOUT_SHIFT = 0.05;

// The fans' devices' zones differ from the edge's placing of them (and from the Worker's UTC): a time
// a page wrote in any zone but the render's would not hydrate, or would be drawn again after it.
const VIEWS = [
  { width: 390, height: 844, colorScheme: 'light', timezoneId: 'UTC' },
  { width: 390, height: 844, colorScheme: 'dark', timezoneId: 'Asia/Kolkata' },
  { width: 1280, height: 900, colorScheme: 'light', timezoneId: 'Europe/London' },
  { width: 1280, height: 900, colorScheme: 'dark', timezoneId: 'Asia/Kolkata' },
] as const;

async function families(api: PageSuite['api']): Promise<Family[]> {
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
 * painted first is the one React hydrated, everything said in the console, and the layout's shifts
 * until it settled (a `live` page's until it was hydrated: after that its pushed data moves it).
 */
async function hydrate(browser: Browser, url: string, view: (typeof VIEWS)[number], live = false) {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    colorScheme: view.colorScheme,
    timezoneId: view.timezoneId,
  });
  const page = await context.newPage();
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
      if (document.readyState === 'interactive') (window as { served?: Element | null }).served = document.querySelector('#main-content > *');
    });
  });
  await page.goto(url);
  await expect
    .poll(() => hydratedInPlace(page), { timeout: 20_000 })
    .toBe(true);
  const shiftedByHydration = await layoutShifts(page);
  // Whatever the app asks for once it runs (what the edge left to the browser) has come and is drawn.
  await page.waitForLoadState('networkidle');
  const shifted = await layoutShifts(page);
  await context.close();
  return { said, reactDevelopmentBuild, shifted: live ? shiftedByHydration : shifted };
}

/** The element painted before any script is still in the page, and React owns it. */
function hydratedInPlace(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const served = (window as { served?: Element | null }).served;
    return !!served && served.isConnected && Object.keys(served).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Each family's HTML is its page: status 200, its state, its text, readable with JavaScript off. */
async function expectServedAsPages(browser: Browser, origin: string, all: Family[]): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  for (const family of all) {
    const response = await fetch(origin + family.path);
    const html = await response.text();
    expect([family.name, response.status, html.includes('id="page-state"')]).toEqual([family.name, 200, true]);
    expect([family.name, family.text.some((text) => html.includes(escapeText(text)))]).toEqual([family.name, true]);
    const page = await context.newPage();
    await page.goto(origin + family.path);
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

describe('a page the edge renders', () => {
  let all: Family[] = [];
  beforeAll(async () => {
    all = await families((path) => suite.api(path));
  });

  it('is served as the page itself: its main content is in the HTML, readable with JavaScript off', EVERY_FAMILY, async () => {
    await expectServedAsPages(suite.browser, suite.site.url, all);
  });

  it.each(VIEWS)('is taken over in place by React, with nothing in the console, at $width px, $colorScheme', EVERY_FAMILY, async (view) => {
    for (const family of all) {
      const { said, reactDevelopmentBuild, shifted } = await hydrate(suite.browser, suite.site.url + family.path, view, family.live);
      expect([family.name, said, reactDevelopmentBuild]).toEqual([family.name, [], false]);
      // Lighthouse's bar for a good page: the stylesheets of what the edge drew came with it.
      const sum = shifted.reduce((total, shift) => total + shift.value, 0);
      expect([family.name, sum <= MAX_LAYOUT_SHIFT ? 'steady' : shifted]).toEqual([family.name, 'steady']);
    }
  });
});

describe('a live match centre the edge renders', () => {
  it("is the topic's snapshot it was rendered at, and its sockets resume from there: no second snapshot", async () => {
    // One that stays in play while the test watches it move on.
    const match = await seekMatch<ListedMatch>(suite.site.simUrl, 'stays-in-play');
    const topic = `match/${match.match_id}`;
    const context = await suite.visitor({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const sent: ClientMessage[] = [];
    const received: ServerMessage[] = [];
    const snapshotReads: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => sent.push(JSON.parse(String(payload)) as ClientMessage));
      socket.on('framereceived', ({ payload }) => {
        const frame = parseServerFrame(String(payload));
        if (frame) received.push(frame);
      });
    });
    page.on('request', (request) => {
      if (request.resourceType() !== 'websocket' && new URL(request.url()).pathname.startsWith('/live/')) snapshotReads.push(request.url());
    });
    // The match's header as the edge sent it, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as { servedHeader?: string }).servedHeader = document.querySelector('.match-header')?.textContent ?? '';
      });
    });
    // The edge's topic of the match sees it live at its next poll: up to LIVE_MATCH_IDLE_POLL_MS when
    // it was polling the match as scheduled before the seek (a page of this file rendered it so).
    const readTopic = async () => parseServerFrame(await (await fetch(`${suite.site.url}/live/${topic}`)).text());
    const liveOnEdge = async () => {
      const frame = await readTopic();
      return frame?.type === 'snapshot' ? (frame.data.match as { status?: unknown } | undefined)?.status : null;
    };
    await expect.poll(liveOnEdge, { timeout: LIVE_MATCH_IDLE_POLL_MS + 10_000, interval: 1_000 }).toBe('Live');
    const before = await readTopic();
    const response = await page.goto(suite.site.url + matchCentre(match, 'commentary'));
    const state = pageStateOf(await response!.text());
    if (!state) throw new Error('the match centre came without its state');
    const snapshot = state.live[topic];
    if (!snapshot || before?.type !== 'snapshot') throw new Error(`the page was not rendered with ${topic}`);
    // The topic as it was when the page was asked for, or newer: never an older state.
    expect([snapshot.epoch, snapshot.seq >= before.seq]).toEqual([before.epoch, true]);

    // The score and the state of play the fan first saw are the snapshot's.
    const served = snapshot.data.match as unknown as ListedMatch;
    const header = await page.evaluate(() => (window as { servedHeader?: string }).servedHeader ?? '');
    for (const side of [served.teama, served.teamb]) if (side.scores) expect(header).toContain(side.scores);
    if (served.status_note) expect(header).toContain(served.status_note);

    // Each topic the page came with is asked for from its seq, and the match moves on from there.
    const resumedFrom = (name: string) => sent.find((frame) => frame.type === 'subscribe' && frame.topic === name);
    await expect
      .poll(() => received.some((frame) => frame.type === 'patch' && frame.topic === topic && frame.seq > snapshot.seq), { timeout: 30_000 })
      .toBe(true);
    for (const [name, { seq, epoch }] of Object.entries(state.live)) {
      expect(resumedFrom(name)).toEqual({ type: 'subscribe', topic: name, since: seq, epoch });
    }
    expect(received.filter((frame) => frame.type === 'snapshot').map((frame) => frame.topic)).toEqual([]);
    expect(snapshotReads).toEqual([]);
    await context.close();
  });
});

// Production shows ads (ADS_HOST defaults to PRODUCTION_HOST) and offers Google sign-in: the pages
// the fans of the production host are served are rendered in that configuration too, never the shell.
describe("a page the edge renders in production's configuration", () => {
  let site: Site;
  let all: Family[] = [];

  beforeAll(async () => {
    site = await startSite({ runtime: 'wrangler', vars: { ADS_HOST: '127.0.0.1', GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com' } });
    all = await families(async (path) => (await fetch(`${site.url}/api${path}`)).json());
  }, 120_000);
  afterAll(() => site?.stop());

  it('is served as the page itself, ads and all', EVERY_FAMILY, async () => {
    await expectServedAsPages(suite.browser, site.url, all);
    const home = await (await fetch(site.url + '/')).text();
    expect(home, "home's ad slots are in its HTML").toContain('aria-label="Advertisement"');
    expect(site.takeRenderFallbacks(), 'pages served as the shell').toEqual([]);
  });

  it('is taken over in place by React, with nothing in the console, at 390 px', EVERY_FAMILY, async () => {
    for (const family of all) {
      const { said } = await hydrate(suite.browser, site.url + family.path, VIEWS[0], family.live);
      expect([family.name, said]).toEqual([family.name, []]);
    }
    expect(site.takeRenderFallbacks(), 'pages served as the shell').toEqual([]);
  });
});

describe('a page the edge renders, hydrated by the development build of the app', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let build: string;
  let site: Site;
  let browser: Browser;
  let all: Family[] = [];

  beforeAll(async () => {
    build = mkdtempSync(join(tmpdir(), 'web-dev-build-'));
    execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--mode', 'development', '--outDir', build, '--emptyOutDir'], {
      cwd: root,
      // Its output only if it fails (execFileSync then throws with it).
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NODE_ENV: 'development' },
    });
    [site, browser] = await Promise.all([startSite({ runtime: 'direct', assets: true, assetsDirectory: build }), launchBrowser()]);
    all = await families(async (path) => (await fetch(`${site.url}/api${path}`)).json());
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    rmSync(build, { recursive: true, force: true });
  });

  it.each([VIEWS[0], VIEWS[3]])('reports no difference, at $width px, $colorScheme', EVERY_FAMILY, async (view) => {
    for (const family of all) {
      const { said, reactDevelopmentBuild } = await hydrate(browser, site.url + family.path, view);
      expect([family.name, said, reactDevelopmentBuild]).toEqual([family.name, [], true]);
    }
  });
});
