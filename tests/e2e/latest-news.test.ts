import { describe, expect, it } from 'vitest';
import { untilAppOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';

const suite = sharedPageSuite();

async function latestTitles(perPage: number, page: number): Promise<string[]> {
  const response = await fetch(`${suite.site.url}/api/v1/news/home/news?per_page=${perPage}&page_no=${page}`);
  const body = await response.json();
  return body.data.map((a: { title: string }) => a.title);
}

describe('the latest news page', () => {
  it('shows the upstream latest news, fetched through the edge, 7 stories and 6 more on each See More, none twice', async () => {
    const page = await suite.browser.newPage();
    const newsCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/v1/news/home/news') && newsCalls.push(new URL(r.url()).pathname + new URL(r.url()).search));
    await page.goto(suite.site.url);

    const [firstPage, secondPage, thirdPage] = [await latestTitles(7, 1), await latestTitles(6, 2), await latestTitles(6, 3)];
    const cards = page.locator('.news-card .news-title');
    await expect.poll(() => cards.count()).toBe(7);
    expect(await cards.allTextContents()).toEqual(firstPage);

    // Offset paging: page 2 at 6 a page starts on page 1's last story, so the first See More asks
    // pages 2 and 3 and shows the first 6 stories not shown yet.
    const added = [...secondPage, ...thirdPage].filter((title) => !firstPage.includes(title)).slice(0, 6);
    expect(added).toHaveLength(6);
    // See More is the app's: the edge draws it, and a tap before the app's code has run does nothing.
    await untilAppOwnsPage(page);
    await page.getByRole('button', { name: 'See More' }).click();
    await expect.poll(() => cards.count()).toBe(13);
    expect((await cards.allTextContents()).slice(7)).toEqual(added);
    // Those are the only calls: the list's first page and the tabbed news block above (its four,
    // per_page=4) came with the page the edge rendered.
    expect(newsCalls.sort()).toEqual(['/api/v1/news/home/news?per_page=6&page_no=2', '/api/v1/news/home/news?per_page=6&page_no=3']);
    await page.close();
  });

  it('serves the app for a deep link and sends an unknown path home', async () => {
    const page = await suite.browser.newPage();
    const response = await page.goto(`${suite.site.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page.waitForURL(`${suite.site.url}/`);
    await expect.poll(() => page.locator('.news-card').count()).toBeGreaterThan(0);
    await page.close();
  });
});
