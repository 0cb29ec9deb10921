// Every page family the edge renders with React (web/src/edge-render.tsx): the HTML it serves is
// already the page (read here with JavaScript off, as a crawler or a fan with scripts blocked reads
// it), and the browser's React takes that HTML over in place. At 390 and 1280 px, light and dark, the
// element the fan saw before any script ran is the very element React hydrated (not one drawn anew),
// and nothing is said in the console: no error, no warning, no hydration message. The production build
// stays silent on a mismatched attribute, so the same pages are also hydrated by a development build
// of the app (React's development build, which reports every difference).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { pageSuite, type PageSuite } from '../support/page-suite';
import { startSite, type Site } from '../support/site';
import { articlePath, type WireArticle } from '../support/wire-article';

const suite = pageSuite({ warm: ['/'] });

interface Envelope<T> {
  data: T;
}

/** A page family: a path of it, and text of its main content that its served HTML must hold. */
interface Family {
  name: string;
  path: string;
  /** Any of these (a list that moves as the simulator publishes: before or after the page was served). */
  text: string[];
}

/** Cumulative layout shift a page may show from its first paint to its settling (the target). */
const MAX_LAYOUT_SHIFT = 0.05;

const VIEWS = [
  { width: 390, height: 844, colorScheme: 'light' },
  { width: 390, height: 844, colorScheme: 'dark' },
  { width: 1280, height: 900, colorScheme: 'light' },
  { width: 1280, height: 900, colorScheme: 'dark' },
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
  return [
    { name: 'home', path: '/', text: latest },
    { name: 'the news list', path: '/cricket-news', text: latest },
    { name: 'an article', path: articlePath(article), text: [article.title] },
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
  ];
}

/** Text as React writes it into an element. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Opens `path` and reports what it showed before and after the app took over: whether the element
 * painted first is the one React hydrated, and everything said in the console.
 */
async function hydrate(browser: Browser, url: string, view: (typeof VIEWS)[number]) {
  const context = await browser.newContext({ viewport: { width: view.width, height: view.height }, colorScheme: view.colorScheme });
  const page = await context.newPage();
  const said: string[] = [];
  let reactDevelopmentBuild = false;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(`${message.type()}: ${message.text()}`);
    // React's development build says so as it starts.
    if (message.text().includes('React DevTools')) reactDevelopmentBuild = true;
  });
  page.on('pageerror', (error) => said.push(`page error: ${error.message}`));
  // Parsing done, before any module script runs: the page's first element, as the edge sent it. And
  // every shift of the layout from the first paint on, as Lighthouse counts them (CLS).
  await page.addInitScript(() => {
    const seen = window as { shifts?: number };
    seen.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shifts! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as { served?: Element | null }).served = document.querySelector('#main-content > *');
    });
  });
  await page.goto(url);
  await expect
    .poll(() => hydratedInPlace(page), { timeout: 20_000 })
    .toBe(true);
  // The app's first renders after hydration (the fan's own clock and zone) are done too.
  await page.waitForLoadState('networkidle');
  const shifted = await page.evaluate(() => (window as { shifts?: number }).shifts ?? 0);
  await context.close();
  return { said, reactDevelopmentBuild, shifted };
}

/** The element painted before any script is still in the page, and React owns it. */
function hydratedInPlace(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const served = (window as { served?: Element | null }).served;
    return !!served && served.isConnected && Object.keys(served).some((key) => key.startsWith('__reactFiber'));
  });
}

describe('a page the edge renders', () => {
  let all: Family[] = [];
  beforeAll(async () => {
    all = await families((path) => suite.api(path));
  });

  it('is served as the page itself: its main content is in the HTML, readable with JavaScript off', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    for (const family of all) {
      const response = await fetch(suite.site.url + family.path);
      const html = await response.text();
      expect([family.name, response.status, html.includes('id="page-state"')]).toEqual([family.name, 200, true]);
      expect([family.name, family.text.some((text) => html.includes(escapeText(text)))]).toEqual([family.name, true]);
      const page = await context.newPage();
      await page.goto(suite.site.url + family.path);
      const main = await page.locator('#main-content').innerText();
      expect([family.name, family.text.some((text) => main.includes(text)), await page.locator('.page-skeleton').count()]).toEqual([
        family.name,
        true,
        0,
      ]);
      await page.close();
    }
    await context.close();
  });

  it.each(VIEWS)('is taken over in place by React, with nothing in the console, at $width px, $colorScheme', async (view) => {
    for (const family of all) {
      const { said, reactDevelopmentBuild, shifted } = await hydrate(suite.browser, suite.site.url + family.path, view);
      expect([family.name, said, reactDevelopmentBuild]).toEqual([family.name, [], false]);
      // Lighthouse's bar for a good page: the stylesheets of what the edge drew came with it.
      expect([family.name, shifted <= MAX_LAYOUT_SHIFT ? 'steady' : shifted]).toEqual([family.name, 'steady']);
    }
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

  it.each([VIEWS[0], VIEWS[3]])('reports no difference, at $width px, $colorScheme', async (view) => {
    for (const family of all) {
      const { said, reactDevelopmentBuild } = await hydrate(browser, site.url + family.path, view);
      expect([family.name, said, reactDevelopmentBuild]).toEqual([family.name, [], true]);
    }
  }, 180_000);
});
