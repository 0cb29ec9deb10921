// Home's grids as a fan comparing with Cricbuzz reads them (issue 27): the latest news ends every
// row full, before and after See More, at phone, tablet and desktop widths (the spec's 7 stories,
// then 6 more each time: the lead story across the row, then full rows); and the paired blocks of
// the wide layout end on one line, with no gap under the shorter one.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilAppOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';

const suite = sharedPageSuite({ warm: ['/'] });
const POLL = { timeout: 20_000 };

/** The cards of home's latest news by row (their top edge): how many in each, top to bottom. */
function rowsOfLatestNews(page: Page): Promise<number[]> {
  return page.locator('.news-list > .news-card').evaluateAll((cards) => {
    const rows = new Map<number, number>();
    for (const card of cards) {
      // The layout's own offset: a hovered card lifts itself by a transform, which moves its box.
      const top = (card as HTMLElement).offsetTop;
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
  });
}

describe("home's latest news", () => {
  it.each([
    [390, 1],
    [800, 2],
    [1280, 3],
  ])('ends every row full at %i px: the lead story across the row, then full rows of %i, before and after See More', async (width, columns) => {
    const page = await (await suite.visitor({ viewport: { width, height: 900 } })).newPage();
    await page.goto(suite.site.url);
    const cards = page.locator('.news-list > .news-card');
    await expect.poll(() => cards.count(), POLL).toBe(7);
    expect(await rowsOfLatestNews(page)).toEqual([1, ...Array.from({ length: 6 / columns }, () => columns)]);
    // See More is the app's: the edge draws it, and a tap before the app's code has run does nothing.
    await untilAppOwnsPage(page);
    await page.getByRole('button', { name: 'See More' }).click();
    await expect.poll(() => cards.count(), POLL).toBe(13);
    expect(await rowsOfLatestNews(page)).toEqual([1, ...Array.from({ length: 12 / columns }, () => columns)]);
    await page.context().close();
  });
});

describe("home's paired blocks", () => {
  it('end on one line at 1280 px: the news beside the recap, the points table beside the rankings', async () => {
    const page = await (await suite.visitor({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(suite.site.url);
    for (const pair of [
      ['news', 'recap'],
      ['points', 'ranking'],
    ]) {
      const blocks = pair.map((slot) => page.locator(`.home__slot--${slot} > .block`));
      // The lower pair loads as the reader nears it.
      await blocks[1]!.scrollIntoViewIfNeeded();
      for (const block of blocks) await expect.poll(() => block.getAttribute('aria-busy'), POLL).toBeNull();
      const [left, right] = await Promise.all(
        blocks.map((block) =>
          block.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return { top: box.top, bottom: box.bottom };
          }),
        ),
      );
      expect(Math.abs(left!.top - right!.top), pair.join(' and ')).toBeLessThanOrEqual(1);
      expect(Math.abs(left!.bottom - right!.bottom), pair.join(' and ')).toBeLessThanOrEqual(1);
    }
    await page.context().close();
  });
});
