// Analytics from real fans (issue 30, docs/analytics.md): nothing is loaded or sent before the fan
// accepts the cookie banner; after it, the page's events go to /collect in a beacon when the page is
// hidden: its view by page family, its Web Vitals by name, a crash as one error event, and nothing
// that identifies the fan. A page is hidden here as the page sees it (visibilityState 'hidden' and a
// visibilitychange event, as on a tab switch), repeated until the collector, which loads only once
// the page is idle, has answered.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AnalyticsBatchSchema, type AnalyticsBatch } from '../../shared/schemas/analytics';
import { untilAppOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';
import type { WireMatch } from '../support/wire-match';

const suite = sharedPageSuite({ warm: ['/'] });
const WAIT = { timeout: 20_000 };

interface Watched {
  beacons: { raw: string; batch: AnalyticsBatch }[];
  /** Beacons the schema or the edge refused, with the edge's status. */
  refused: string[];
  collectorLoaded: () => boolean;
}

/**
 * Every /collect request of the visitor's pages, parsed with the edge's schema, and whether the
 * collector's chunk was asked for. Beacons are read where they are routed: a request event has no
 * body for a beacon's Blob. Each goes on to the edge, which must take it.
 */
async function watch(context: BrowserContext): Promise<Watched> {
  const watched: Watched = { beacons: [], refused: [], collectorLoaded: () => loaded };
  let loaded = false;
  context.on('request', (request: Request) => {
    if (/\/assets\/collector-[^/]*\.js$/.test(new URL(request.url()).pathname)) loaded = true;
  });
  await context.route(`${suite.site.url}/collect`, async (route) => {
    const raw = route.request().postDataBuffer()?.toString('utf8') ?? '';
    const response = await route.fetch();
    let json: unknown = null;
    try {
      json = JSON.parse(raw);
    } catch {
      // refused below
    }
    const parsed = AnalyticsBatchSchema.safeParse(json);
    if (parsed.success && response.status() === 204) watched.beacons.push({ raw, batch: parsed.data });
    else watched.refused.push(`${response.status()} ${raw}`);
    await route.fulfill({ response });
  });
  return watched;
}

/** The page hidden and shown again, as a tab switch does it, as the page sees it. */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(() => {
    const set = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
}

/** Hides the page until a beacon has come (the collector loads once the page is idle). */
async function untilBeacon(page: Page, watched: Watched): Promise<void> {
  await expect
    .poll(async () => {
      expect(watched.refused).toEqual([]);
      if (watched.beacons.length === 0) await hideAndShow(page);
      return watched.beacons.length;
    }, WAIT)
    .toBeGreaterThan(0);
}

/** The page loaded, its app in charge, and the browser idle after it: when the collector would load. */
async function untilIdle(page: Page): Promise<void> {
  await untilAppOwnsPage(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => requestIdleCallback(() => resolve()));
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      }),
  );
}

const events = (watched: Watched) => watched.beacons.flatMap((b) => b.batch.events);

async function liveMatchPath(): Promise<{ path: string; match: WireMatch }> {
  const { data } = await suite.api<{ data: WireMatch[] }>('/v2/matches/live');
  const match = data.find((m) => m.status === 'Live');
  if (!match) throw new Error('the simulator has no live match');
  return { path: `/series/${match.tournament_slug}/schedule/${match.slug}/commentary`, match };
}

describe('analytics', () => {
  it('loads and sends nothing before the fan accepts the cookie banner, and a beacon on page hide after', async () => {
    const context = await suite.visitor({ localStorage: {}, viewport: { width: 390, height: 844 } });
    const watched = await watch(context);
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/`);
    await untilIdle(page);
    await hideAndShow(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(watched.collectorLoaded()).toBe(false);
    expect(watched.beacons).toEqual([]);

    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'OK' }).click();
    await untilBeacon(page, watched);
    expect(watched.collectorLoaded()).toBe(true);
    expect(events(watched)).toContainEqual({ type: 'page_view', family: '/', navigation: 'navigate' });
    expect(watched.beacons[0]!.batch.device).toBe('phone');
    await context.close();
  });

  it('sends a live match centre\'s view by its family and its Web Vitals by name, with nothing that identifies the fan', async () => {
    const { path, match } = await liveMatchPath();
    const context = await suite.visitor({ viewport: { width: 1280, height: 900 } });
    const watched = await watch(context);
    const page = await context.newPage();
    await page.goto(suite.site.url + path);
    await untilIdle(page);
    // A tap once the collector measures, for an interaction to measure (INP): web-vitals sees taps from
    // its start on (the browser keeps no earlier interaction shorter than 104 ms for it), and takes
    // them in when the page is next idle.
    await expect.poll(() => watched.collectorLoaded(), WAIT).toBe(true);
    await page.locator('h1').first().click();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await untilBeacon(page, watched);

    const family = '/series/:sid/schedule/:mid/:type';
    expect(events(watched)).toContainEqual({ type: 'page_view', family, navigation: 'navigate' });
    const vitals = events(watched).filter((e) => e.type === 'web_vital');
    expect(new Set(vitals.map((v) => v.name))).toEqual(new Set(['LCP', 'FCP', 'TTFB', 'CLS', 'INP']));
    for (const vital of vitals) expect(vital.family, vital.name).toBe(family);
    expect(watched.beacons[0]!.batch.device).toBe('desktop');

    // Nothing of the URL, the match, the site's host or the fan's storage.
    const raw = watched.beacons.map((b) => b.raw).join('\n');
    for (const part of [match.slug, String(match.match_id), match.tournament_slug, new URL(suite.site.url).host, 'cookieConsent', 'http']) {
      expect(raw, part).not.toContain(part);
    }
    await context.close();
  });

  it('counts a crash as one error event of its page\'s family', async () => {
    const context = await suite.visitor();
    const watched = await watch(context);
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/`);
    await expect.poll(() => page.locator('.news-card').count(), WAIT).toBeGreaterThan(0);
    await untilIdle(page);
    await expect.poll(() => watched.collectorLoaded(), WAIT).toBe(true);

    // A real crash, as tests/e2e/shell-global.test.ts makes one: the back-to-top button's parent
    // refuses its removal, and scrolling up removes it.
    await page.evaluate(() => window.scrollTo(0, 400));
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect.poll(() => backToTop.isVisible(), WAIT).toBe(true);
    await backToTop.evaluate((button) => {
      const parent = button.parentNode!;
      parent.removeChild = function <T extends Node>(this: ParentNode & Node): T {
        return Node.prototype.removeChild.call(this, document.createElement('font')) as T;
      };
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.getByRole('heading', { name: 'Something went wrong.' }).isVisible(), WAIT).toBe(true);

    await untilBeacon(page, watched);
    expect(events(watched).filter((e) => e.type === 'error')).toEqual([{ type: 'error', family: '/', kind: 'crash' }]);
    await context.close();
  });
});
