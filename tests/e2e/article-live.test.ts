// A live article (isLive) on the article page: the article and its embedded live blog follow the
// blog/{id} topic the edge pushes; the page itself polls nothing after it has loaded.
import type { WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedPageSuite } from '../support/page-suite';
import { plantArticle } from '../support/sim-control';
import { LIVE_ARTICLE_POLL_MS, NEWSBLOCKS_POLL_MS } from '../../shared/constants';
import { CloseCode } from '../../shared/live-protocol';

const suite = sharedPageSuite();
let nextId = 700_300_000 + (Date.now() % 100_000) * 10;

// Before the day live articles go to their live-blog page instead (SPEC section 2, Article ids).
const PUBLISHED = '2025-01-15T09:00:00Z';

describe('a live article', () => {
  it('shows its live blocks with their time and text, and takes a new block and new text pushed over the socket without polling', async () => {
    const id = nextId++;
    const blocks = [
      { title: 'Toss', body: '<p>The home side won the toss and chose to bat.</p>' },
      { title: 'First wicket', body: '<p>Caught at slip in the third over.</p>' },
    ];
    const planted = await plantArticle(suite.site.simUrl, {
      id,
      title: 'A live article on the article page',
      content: '<p>Opening text of the live article.</p>',
      blocks,
      isLive: true,
      publishedAt: PUBLISHED,
    });
    const sockets: WebSocket[] = [];
    const page = await suite.open(planted.href, { onSocket: (socket) => sockets.push(socket), timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(planted.href);
    expect(await page.locator('.page__head .live-badge').textContent()).toBe('LIVE');

    const shown = page.locator('.article-live .blog__block');
    await expect.poll(() => shown.count(), { timeout: 20_000 }).toBe(2);
    // Newest first, each with its time.
    expect(await shown.locator('.blog__title').allTextContents()).toEqual(['First wicket', 'Toss']);
    expect(await shown.locator('time').evaluateAll((els) => els.every((el) => /\d:\d\d [AP]M/.test(el.textContent ?? '')))).toBe(true);
    expect(sockets.some((socket) => socket.url().includes(`/live/blog/${id}`))).toBe(true);

    // From now on nothing the page asks for over HTTP may be the article or its blocks.
    const polled: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === `/api/v1/news/${id}/newsblocks` || path === `/api/v1/news/${id}`) polled.push(path);
    });

    await plantArticle(suite.site.simUrl, {
      id,
      title: 'A live article on the article page',
      content: '<p>Updated text of the live article.</p>',
      blocks: [...blocks, { title: 'Fifty', body: '<p>A fifty off 31 balls.</p>' }],
      isLive: true,
      publishedAt: PUBLISHED,
    });
    // The edge's topic reads the blocks every NEWSBLOCKS_POLL_MS and the article every
    // LIVE_ARTICLE_POLL_MS from its first read, which rendered the page: both next reads fall within one
    // interval of now.
    await expect.poll(() => shown.count(), { timeout: NEWSBLOCKS_POLL_MS + 5_000, interval: 500 }).toBe(3);
    expect(await shown.first().locator('.blog__title').textContent()).toBe('Fifty');
    await expect.poll(() => page.locator('.article__content').innerText(), { timeout: LIVE_ARTICLE_POLL_MS, interval: 500 }).toContain('Updated text');
    expect(polled).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("says 'Something Went Wrong...' when its live feed is refused, and Try Again brings the blocks", async () => {
    const id = nextId++;
    const planted = await plantArticle(suite.site.simUrl, {
      id,
      title: 'A live article whose feed is refused once',
      content: '<p>Text.</p>',
      blocks: [{ title: 'Toss', body: '<p>Bat first.</p>' }],
      isLive: true,
      publishedAt: PUBLISHED,
    });
    const page = await (await suite.visitor()).newPage();
    let refusals = 0;
    await page.routeWebSocket(new RegExp(`/live/blog/${id}\\b`), (socket) => {
      // The first socket's subscribe is refused as the edge refuses an unknown topic; later sockets reach the edge.
      if (refusals++ > 0) return socket.connectToServer();
      socket.onMessage(() => {
        socket.send(JSON.stringify({ type: 'error', code: 'not_found', message: 'No such blog', topic: `blog/${id}` }));
        socket.close({ code: CloseCode.notFound, reason: 'No such blog' });
      });
    });
    await page.goto(suite.site.url + planted.href);
    const live = page.locator('.article-live');
    await expect.poll(() => live.getByRole('alert').textContent(), { timeout: 20_000 }).toContain('Something Went Wrong...');
    await live.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => live.locator('.blog__block').count(), { timeout: 20_000 }).toBe(1);
    expect(refusals).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });
});
