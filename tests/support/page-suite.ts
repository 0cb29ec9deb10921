// The set-up every browser test file shares: a site (simulator + edge, its own or the run's shared
// one) and Debian's Chromium, started before the file's tests and stopped after them, and the two
// things tests do with them: ask the edge's API as the pages do, and open a page as a fresh visitor.
// Every page the browser opens, however the test opened it, must pass the site's
// Content-Security-Policy, and every page the edge renders must render: a test during which one did
// not, or the edge served a page as its shell (a render that threw or ran out of time), fails, naming
// the page and why.
import type { Browser, BrowserContext, Page, ViewportSize, WebSocket } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchBrowser } from './browser';
import { watchCspViolations, type CspViolations } from './csp-violations';
import { keepPageDiary, UNANSWERED, type PageDiary } from './page-diary';
import type { SharedSiteRef } from './shared-site';
import { clearFaults } from './sim-control';
import type { Site, SiteOptions } from './site';
import { warmSite } from './warm-up';

export interface VisitorOptions {
  /** Default 1280 × 900 (desktop). */
  viewport?: ViewportSize;
  colorScheme?: 'light' | 'dark';
  /** The fan's motion setting (prefers-reduced-motion); default no preference. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** The browser's time zone; default the machine's. */
  timezoneId?: string;
  /** localStorage before the first page; default: the cookie banner already answered. */
  localStorage?: Record<string, string>;
  /** How long any step may wait before it fails with its own message. Default 20 s. */
  timeout?: number;
  /** The site the localStorage and the consent cookie are for; default the suite's. */
  origin?: string;
}

export interface OpenOptions extends VisitorOptions {
  /** Sees every WebSocket the page opens, from the first one. */
  onSocket?: (socket: WebSocket) => void;
}

export interface PageSuite {
  readonly site: Site;
  readonly browser: Browser;
  /** GET /api{path} through the edge, as JSON; any status but 2xx throws. */
  api<T>(path: string): Promise<T>;
  /** A fresh browser context: the given localStorage, and no cookie but the consent one if it says so. */
  visitor(options?: VisitorOptions): Promise<BrowserContext>;
  /** A fresh visitor's page, navigated to `path`. Close it with `page.context().close()`. */
  open(path: string, options?: OpenOptions): Promise<Page>;
  /** Takes the CSP violations seen so far in this test, which then no longer fail it (for testing the check). */
  takeCspViolations(): string[];
}

const CONSENTED = { cookieConsent: 'true' };

/** sessionStorage key by which a tab knows its visitor's localStorage was seeded. */
const SEEDED_KEY = 'test-visitor-seeded';

/**
 * A visitor's localStorage, written in the first document of `origin` the visitor opens, before any of
 * its scripts run: what Playwright's storageState would write, without the page Playwright opens and
 * loads to write it (half a second of the machine's CPU a visitor). Written once: not again in a tab
 * whose test has cleared or changed it since (the tab remembers, in sessionStorage), nor in a second
 * tab once the first has written it.
 */
function seedLocalStorage({ origin, entries, seededKey }: { origin: string; entries: [string, string][]; seededKey: string }): void {
  if (location.origin !== origin || sessionStorage.getItem(seededKey)) return;
  sessionStorage.setItem(seededKey, 'true');
  if (localStorage.length > 0) return;
  for (const [name, value] of entries) localStorage.setItem(name, value);
}

/** The consent cookie as the app writes it (web/src/lib/cookie-consent.ts), for the site at `url`. */
function consentCookie(url: string) {
  return {
    name: 'cookieConsent',
    value: 'true',
    domain: new URL(url).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

/**
 * Registers the file's beforeAll/afterAll and returns the suite; call it once at a test file's top
 * level. The file gets a site of its own, the browser tests' (BROWSER_SITE in site.ts) unless `runtime`
 * says otherwise. `warm` paths are rendered once the site is up (first compile, first upstream fills:
 * warm-up.ts), so the first test does not pay for them. `fullBrowser`: the desktop Chromium, not the
 * headless shell, for what only it has (the shell refuses every notification permission).
 */
export function pageSuite(options: Partial<SiteOptions> & { fullBrowser?: boolean } = {}): PageSuite {
  const { fullBrowser = false, ...siteOptions } = options;
  // The simulator and the edge's runtimes, imported only by the files that start a site.
  return suiteOn(
    async () => {
      const { BROWSER_SITE, startSite } = await import('./site');
      return startSite({ ...BROWSER_SITE, ...siteOptions });
    },
    undefined,
    fullBrowser,
  );
}

/**
 * The same on the browser run's shared site (shared-site.ts), for a file that needs nothing of its
 * own: no Worker variable, no simulator pace, no edge that has not served before, no upstream fault
 * on an answer the edge keeps. Its `warm` paths are asked for before its tests. A test clears the
 * faults it sets; they are cleared after every test here as well, so that a failed test's fault does
 * not fail the files after it.
 */
export function sharedPageSuite({ warm = [] }: { warm?: string[] } = {}): PageSuite {
  return suiteOn(
    async () => {
      const site = sharedSite(workerSharedSite(inject('sharedSites')));
      await warmSite(site.url, warm, site.takeRenderFallbacks);
      return site;
    },
    (site) => clearFaults(site.simUrl),
  );
}

/** The shared site of the worker a file runs in (vitest numbers its workers from 1). */
function workerSharedSite(refs: SharedSiteRef[]): SharedSiteRef {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return refs[(worker - 1) % refs.length]!;
}

/** The shared site as a file sees it: it is neither stopped nor restarted by a file. */
function sharedSite(ref: SharedSiteRef): Site {
  return {
    url: ref.url,
    simUrl: ref.simUrl,
    adminToken: ref.adminToken,
    // Stopped after the run, by shared-site.ts.
    async stop() {},
    async restartEdge() {
      throw new Error('the shared site is not restarted: a file that restarts its edge starts a site of its own (pageSuite)');
    },
    async runCron() {
      throw new Error("the shared site's cron is not run by a file: a file that runs it starts a site of its own (pageSuite)");
    },
    async takeRenderFallbacks() {
      const response = await fetch(ref.fallbacksUrl);
      if (!response.ok) throw new Error(`the shared site's log: HTTP ${response.status}`);
      return (await response.json()) as string[];
    },
    async recentEdgeLog() {
      const response = await fetch(ref.edgeLogUrl);
      if (!response.ok) throw new Error(`the shared site's log: HTTP ${response.status}`);
      return (await response.json()) as string[];
    },
  };
}

function suiteOn(start: () => Promise<Site>, afterEachTest?: (site: Site) => Promise<void>, fullBrowser = false): PageSuite {
  let site: Site | undefined;
  let browser: Browser | undefined;
  let violations: CspViolations | undefined;
  let diary: PageDiary | undefined;
  beforeAll(async () => {
    [site, browser] = await Promise.all([start(), launchBrowser({ full: fullBrowser })]);
    violations = watchCspViolations(browser);
    diary = keepPageDiary(browser);
  });
  // A test that fails says what its pages did: their URLs, console errors and failed requests; and,
  // when a request was never answered, what the edge printed last.
  beforeEach(({ onTestFailed }) => {
    diary?.clear();
    onTestFailed(async () => {
      const lines = diary?.read() ?? [];
      if (lines.length > 0) console.error(`What the pages of this failed test did:\n  ${lines.join('\n  ')}`);
      if (!lines.some((line) => line.startsWith(UNANSWERED)) || !site) return;
      const log = await site.recentEdgeLog().catch((err: unknown) => [`(the edge's log could not be read: ${String(err)})`]);
      console.error(`What the edge printed last (now ${new Date().toISOString().slice(11, 23)}):\n  ${log.join('\n  ')}`);
      // Whether the edge answers the same request from outside the browser: if it does, the browser's
      // request was stuck on its way, not in the Worker.
      const again = await Promise.all((diary?.unansweredGets() ?? []).slice(0, 3).map(askAgain));
      console.error(`The same requests asked again from the test:\n  ${again.join('\n  ')}`);
    });
  });
  afterEach(async () => {
    if (site && afterEachTest) await afterEachTest(site);
    expect(suite.takeCspViolations(), 'Content Security Policy violations during this test').toEqual([]);
    // A page the edge could not render is served as the shell: not the page production serves.
    expect((await site?.takeRenderFallbacks()) ?? [], 'pages the edge served as the shell during this test (its log)').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the page suite is used before its beforeAll ran');
    return value;
  };

  const suite: PageSuite = {
    get site() {
      return started(site);
    },
    get browser() {
      return started(browser);
    },
    async api<T>(path: string): Promise<T> {
      const response = await fetch(`${suite.site.url}/api${path}`);
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return (await response.json()) as T;
    },
    async visitor({
      viewport = { width: 1280, height: 900 },
      colorScheme = 'light',
      reducedMotion = 'no-preference',
      timezoneId,
      localStorage = CONSENTED,
      timeout = 20_000,
      origin = suite.site.url,
    } = {}) {
      const context = await suite.browser.newContext({
        viewport,
        colorScheme,
        reducedMotion,
        timezoneId,
        // A fan who consented carries the cookie the app mirrors the flag in: the edge leaves the banner out.
        storageState: { cookies: localStorage.cookieConsent === 'true' ? [consentCookie(origin)] : [], origins: [] },
      });
      const entries = Object.entries(localStorage);
      if (entries.length > 0) await context.addInitScript(seedLocalStorage, { origin, entries, seededKey: SEEDED_KEY });
      // A step that cannot happen fails with its own message, not with the test's timeout.
      context.setDefaultTimeout(timeout);
      return context;
    },
    async open(path, { onSocket, ...visitor } = {}) {
      const page = await (await suite.visitor(visitor)).newPage();
      if (onSocket) page.on('websocket', onSocket);
      await page.goto(suite.site.url + path);
      return page;
    },
    takeCspViolations() {
      return violations?.take() ?? [];
    },
  };
  return suite;
}

/** A GET the browser got no answer to, sent again from the test: its status and time, or its failure. */
async function askAgain(url: string): Promise<string> {
  const started = Date.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return `${url}: HTTP ${response.status} in ${Date.now() - started} ms`;
  } catch (err) {
    return `${url}: ${(err as Error).message} after ${Date.now() - started} ms`;
  }
}
