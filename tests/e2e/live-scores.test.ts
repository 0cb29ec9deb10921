import { describe, expect, it } from 'vitest';
import { untilAppOwnsPage } from '../support/hydration';
import { pageSuite } from '../support/page-suite';

// One ball a second, so scores move within a few edge polls.
const suite = pageSuite({ ballMs: 1000 });

describe('live scores on the home page', () => {
  it('change on screen, pushed over one socket that resumes from the state the page came with, with no requests for match data', async () => {
    const page = await suite.browser.newPage();
    const matchRequests: string[] = [];
    const sockets: string[] = [];
    const frames: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      // Script and style chunks (one is named live-carousel) are not match data.
      if (!path.startsWith('/assets/') && /\/(matches|live)\b/.test(path)) matchRequests.push(path);
    });
    page.on('websocket', (ws) => {
      sockets.push(new URL(ws.url()).pathname);
      ws.on('framereceived', ({ payload }) => frames.push(String(payload).match(/^\{"type":"(\w+)"/)?.[1] ?? 'other'));
    });
    await page.goto(suite.site.url);

    // The filter is the app's: the edge draws it, and a tap before the app's code has run does nothing.
    await untilAppOwnsPage(page);
    // The live matches only: how many matches are featured depends on the day's fixtures.
    await page.getByRole('group', { name: 'Carousel filter' }).getByRole('button', { name: 'Live Score' }).click();
    const cards = page.locator('.live-card');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Live' }).count()).toBe(1);

    const before = await cards.allTextContents();
    await expect.poll(async () => (await cards.allTextContents()).join('|') !== before.join('|'), { timeout: 30_000 }).toBe(true);

    // One topic, one socket (a reconnect under load may open it again, but never another topic).
    expect(new Set(sockets)).toEqual(new Set(['/live/carousel']));
    // The first state came in the page the edge rendered; the socket only ever sent changes.
    expect(matchRequests).toEqual([]);
    expect(frames).toContain('patch');
    expect(frames).not.toContain('snapshot');
    await page.close();
  });
});
