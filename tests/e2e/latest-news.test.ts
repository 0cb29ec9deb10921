import { describe, expect, it } from 'vitest';
import { untilAppOwnsPage } from '../support/hydration';
import { readPageHead } from '../support/page-head';
import { sharedPageSuite } from '../support/page-suite';

const suite = sharedPageSuite();

type NewsPage = { data: { title: string }[] };

describe('the latest news page', () => {
  it('shows the upstream latest news, fetched through the edge, 7 stories and 6 more on each See More, none twice', async () => {
    // Expectations come from the answers this page was built from and received: the simulator's
    // list gains a story whenever a match starts, so answers read apart from the page may differ.
    const page = await suite.browser.newPage();
    const newsCalls: string[] = [];
    // Each See More answer with its page number: the bodies are read as they come, not in the pages' order.
    const more: { page: number; titles: string[] }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/v1/news/home/news') return;
      newsCalls.push(url.pathname + url.search);
      const pageNo = Number(url.searchParams.get('page_no'));
      void response.json().then((body: NewsPage) => more.push({ page: pageNo, titles: body.data.map((a) => a.title) }), () => undefined);
    });
    const served = await page.goto(suite.site.url);
    const rendered = readPageHead(await served!.text()).rendered;
    const latest = rendered?.[JSON.stringify(['news', 'latest'])] as { pages: NewsPage[] } | undefined;
    const firstPage = latest?.pages[0]?.data.map((a) => a.title) ?? [];
    expect(firstPage).toHaveLength(7);
    const cards = page.locator('.news-card .news-title');
    await expect.poll(() => cards.count()).toBe(7);
    expect(await cards.allTextContents()).toEqual(firstPage);

    // See More is the app's: the edge draws it, and a tap before the app's code has run does nothing.
    await untilAppOwnsPage(page);
    await page.getByRole('button', { name: 'See More' }).click();
    // Offset paging: page 2 at 6 a page starts on page 1's last story, so the first See More asks
    // pages 2 and 3 and shows the first 6 stories not shown yet.
    await expect.poll(() => more.length).toBe(2);
    const added = more
      .toSorted((a, b) => a.page - b.page)
      .flatMap((answer) => answer.titles)
      .filter((title, i, all) => !firstPage.includes(title) && all.indexOf(title) === i)
      .slice(0, 6);
    expect(added).toHaveLength(6);
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
