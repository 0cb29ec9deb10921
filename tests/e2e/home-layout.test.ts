// Home as a whole: a block whose call fails shows its own error while every other block carries
// on, and the page does not shift as its blocks arrive (cumulative layout shift, read by the
// browser itself while a reader scrolls the whole page at phone and desktop widths).
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { openInApp } from '../support/hydration';
import { pageSuite } from '../support/page-suite';
import { layoutShifts, readThrough, recordLayoutShifts } from '../support/layout-shift';

const suite = pageSuite({
  warm: ['/', '/api/v1/news/home/news?per_page=4&page_no=1', '/api/v1/misc/facts', '/api/v1/news/home/seriesNews', '/api/v1/stories'],
});
const { api } = suite;
const POLL = { timeout: 20_000 };

/** Good CLS for a page, as Core Web Vitals rate it. */
const CLS_BUDGET = 0.1;

describe('a failing home block', () => {
  it('shows its own error (or stays out) while the other blocks render, and recovers on Try Again', async () => {
    const { data: news } = await api<{ data: { title: string }[] }>('/v1/news/home/news?per_page=4&page_no=1');
    const { data: facts } = await api<{ data: { facts: { value: string }[] } }>('/v1/misc/facts');
    const page = await (await suite.visitor()).newPage();
    // The ranking call fails at the upstream's door, the stories call never answers, the facts come back broken.
    await page.route('**/api/v1/misc/ranking**', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: 'Bad gateway', code: 'upstream_error' }),
      }),
    );
    await page.route('**/api/v1/stories', (route) => route.abort('connectionreset'));
    await page.route('**/api/v1/misc/facts', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"success","data":{"facts":"none"}}' }),
    );
    await openInApp(page, suite.site.url, '/');

    await expect
      .poll(() => page.locator('#home-news-panel').locator('.acard__title').allTextContents(), POLL)
      .toEqual(news.map((a) => a.title));
    for (const area of ['shorts', 'ranking', 'facts']) {
      const slot = page.locator(`.home__slot--${area}`);
      await slot.scrollIntoViewIfNeeded();
      await expect.poll(() => slot.getByRole('alert').count(), POLL).toBe(1);
    }
    expect(await page.locator('.home__slot--shorts [role="alert"]').textContent()).toContain('something went wrong');
    expect(await page.locator('.home__slot--ranking [role="alert"]').textContent()).toContain('Something Went Wrong...');
    // The blocks around them are whole.
    const points = page.locator('.home__slot--points');
    await points.scrollIntoViewIfNeeded();
    await expect.poll(() => points.locator('.points-team').count(), POLL).toBeGreaterThan(0);
    const category = page.locator('.home__slot--category');
    await category.scrollIntoViewIfNeeded();
    await expect.poll(() => category.locator('.news-block').count(), POLL).toBeGreaterThan(0);

    // The upstream is back: Try Again fills the block in place.
    await page.unroute('**/api/v1/misc/facts');
    const factsSlot = page.locator('.home__slot--facts');
    await factsSlot.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => factsSlot.locator('.fact__value').allTextContents(), POLL).toEqual(facts.facts.map((f) => f.value));
    await page.context().close();
  });
});

describe('the home layout', () => {
  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ])('keeps its layout at $width px wide (CLS under 0.1) from first paint to the foot of the page', async (viewport) => {
    const context = await suite.visitor({ viewport });
    // Installed before any script of the page: every shift from the first paint on is counted.
    await recordLayoutShifts(context);
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/`);
    await page.locator('#home-news-panel').locator('.acard__title').first().waitFor();
    await readThrough(page);
    // Every block has arrived: the whole page has been read.
    expect(await page.locator('.home [aria-busy="true"]').count()).toBe(0);
    const shifts = await layoutShifts(page);
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.log(`home CLS at ${viewport.width} px: ${cls.toFixed(4)}`);
    // A page that moves says what moved, and by how much, in the failure itself.
    expect(cls, `the shifts, with what moved: ${JSON.stringify(shifts)}`).toBeLessThan(CLS_BUDGET);
    await context.close();
  });
});

describe('the loaded home page', () => {
  it.each([
    { width: 1280, height: 900, colorScheme: 'light' as const },
    { width: 390, height: 844, colorScheme: 'dark' as const },
  ])(
    'has no serious or critical axe-core violations with every block in, at $width px in the $colorScheme theme',
    async ({ colorScheme, ...viewport }) => {
      const context = await suite.visitor({ viewport, colorScheme });
      const page = await context.newPage();
      await page.goto(`${suite.site.url}/`);
      await page.locator('#home-news-panel .acard__title').first().waitFor();
      await readThrough(page);
      const results = await new AxeBuilder({ page }).include('.home').analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
      await context.close();
    },
  );
});
