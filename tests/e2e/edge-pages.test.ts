// The SPA on a page the edge rendered: it takes over the page with the answers the render read, so an
// article and home's news block read with their /api calls blocked, and a signed-in reader, whose
// view is their own, asks the API again once the app runs. The document's title is the edge's from the first byte.
// Every chunk the app runs starts with V8's compile hint, and the date warm-up runs ahead of it.
import { describe, expect, it } from 'vitest';
import { HOME_LATEST_NEWS_PER_PAGE } from '../../shared/constants';
import { COMPILE_HINT } from '../../web/build/compile-hints';
import { appOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';
import { plantArticle } from '../support/sim-control';
import { signedInContext } from './auth-session';

const suite = sharedPageSuite();
const POLL = { timeout: 15_000 };
let nextId = 700_300_000 + (Date.now() % 100_000) * 10;

const firstLine = (text: string) => text.slice(0, text.indexOf('\n'));

async function plant(): Promise<{ id: number; href: string }> {
  return plantArticle(suite.site.simUrl, {
    id: nextId++,
    title: 'An article read from the page itself',
    content: '<p>Words that arrived inside the page the edge served.</p>',
  });
}

describe('embedded answers', () => {
  it('an article renders its text with its API call blocked', async () => {
    const article = await plant();
    const page = await (await suite.visitor()).newPage();
    const asked: string[] = [];
    await page.route(`**/api/v1/news/${article.id}`, (route) => {
      asked.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await page.goto(suite.site.url + article.href);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('An article read from the page itself');
    await expect.poll(() => page.getByText('Words that arrived inside the page the edge served.').count(), POLL).toBe(1);
    expect(asked).toEqual([]);
    // The embedded answers are read once and leave the document.
    expect(await page.locator('#edge-answers').count()).toBe(0);
    await page.context().close();
  });

  it("home's news block renders its first list with that list's API call blocked", async () => {
    const page = await (await suite.visitor()).newPage();
    const asked: string[] = [];
    const firstList = (url: URL) =>
      url.pathname === '/api/v1/news/home/news' && url.searchParams.get('per_page') === String(HOME_LATEST_NEWS_PER_PAGE);
    await page.route(firstList, (route) => {
      asked.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await page.goto(suite.site.url);
    const titles = page.locator('#home-news-panel .acard__title');
    await expect.poll(() => titles.count(), POLL).toBe(HOME_LATEST_NEWS_PER_PAGE);
    for (const title of await titles.allTextContents()) expect(title.trim().length).toBeGreaterThan(10);
    // Never asked: the cards came from the page.
    expect(asked).toEqual([]);
    await page.context().close();
  });

  it('an article is served as the article, and the app takes its heading over in place: no placeholder or skeleton comes first', async () => {
    const article = await plant();
    const context = await suite.visitor();
    // The heading as parsing ends, before any deferred script runs.
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { served?: Element | null }).served = document.querySelector('#root h1');
      });
    });
    const page = await context.newPage();
    await page.goto(suite.site.url + article.href);
    await expect.poll(() => appOwnsPage(page), POLL).toBe(true);
    expect(
      await page.evaluate(() => {
        const served = (window as unknown as { served?: Element | null }).served;
        return { text: served?.textContent, same: served === document.querySelector('#root h1'), skeletons: document.querySelectorAll('.page-skeleton').length };
      }),
    ).toEqual({ text: 'An article read from the page itself', same: true, skeletons: 0 });
    await context.close();
  });

  it('the document carries the article title before any script runs', async () => {
    const article = await plant();
    const context = await suite.visitor();
    const page = await context.newPage();
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto(suite.site.url + article.href);
    expect(await page.title()).toBe('An article read from the page itself');
    await context.close();
  });

  it('a signed-in reader asks the API for their own view', async () => {
    const article = await plant();
    const context = await signedInContext(suite.browser, suite.site);
    const page = await context.newPage();
    const asked = page.waitForRequest((request) => request.url().endsWith(`/api/v1/news/${article.id}`));
    await page.goto(suite.site.url + article.href);
    expect((await asked).headers().authorization).toMatch(/^Bearer \S+$/);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('An article read from the page itself');
    await context.close();
  });
});

describe('the app as it starts', () => {
  it("has every script it runs compiled while it downloads: each one's first line is the compile hint", async () => {
    const article = await plant();
    const page = await (await suite.visitor()).newPage();
    const firstLines = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      // The date warm-up is a copied file, not a chunk: a few lines that start a worker.
      if (!/^\/assets\/.+\.js$/.test(path) || path.startsWith('/assets/intl-warmup-')) return;
      firstLines.set(path, response.text().then(firstLine));
    });
    await page.goto(suite.site.url + article.href);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('An article read from the page itself');
    // The entry, the app's chunk, its preloads and the article page's own: several files, each hinted.
    expect(firstLines.size).toBeGreaterThan(3);
    for (const [path, line] of firstLines) expect({ path, line: await line }).toEqual({ path, line: COMPILE_HINT });
    await page.context().close();
  });

  it("loads the browser's date data in a worker that ends on its own, before the app formats a date", async () => {
    const page = await (await suite.visitor()).newPage();
    const worker = page.waitForEvent('worker');
    await page.goto(`${suite.site.url}/schedule/live`);
    // Loaded async from the head, ahead of the app's entry, so it runs while the app's code downloads.
    const scripts = await page
      .locator('head script[src]')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ src: node.getAttribute('src'), async: (node as HTMLScriptElement).async, type: node.getAttribute('type') })),
      );
    expect(scripts[0]).toEqual({ src: expect.stringMatching(/^\/assets\/intl-warmup-[0-9a-f]{8}\.js$/), async: true, type: null });
    expect(scripts.findIndex((script) => script.type === 'module')).toBeGreaterThan(0);
    const started = await worker;
    expect(new URL(started.url()).pathname).toBe(scripts[0]!.src);
    // It closes itself once it has made the calls; a worker that failed to run would not.
    if (page.workers().includes(started)) await started.waitForEvent('close');
    await expect.poll(() => page.locator('.match-card__name').count(), POLL).toBeGreaterThan(0);
    await page.context().close();
  });
});
