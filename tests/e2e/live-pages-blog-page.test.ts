// The live-blog page on pushed data (issue 5): its three tabs, the match header with the win
// chances, the Key Events panel, and new blocks arriving in place.
import { describe, expect, it } from 'vitest';
import { LIVE_BLOG_ARTICLE_IDS } from '../../shared/constants';
import { pageSuite } from '../support/page-suite';
import { clearFaults, nextKeyEvent, plantArticle, seekMatch, setFault } from '../support/sim-control';

// One ball a second, so wickets and milestones (one block each) come within the test.
const suite = pageSuite({ ballMs: 1000 });
const { api, open } = suite;

const POLL = { timeout: 20_000 };
const BLOG = LIVE_BLOG_ARTICLE_IDS[0];

/**
 * The live blog of a live match with 90 deliveries or more to come, and the match: the simulator's
 * clock is moved to the first moment one is. A fixed live-blog id follows whichever match is on, and
 * can move to the next one, so the blog is the match's own.
 */
async function freshBlog(): Promise<{ path: string; matchId: number }> {
  const match = await seekMatch(suite.site.simUrl, 'live-blog');
  const article = match.articles?.find((a) => a.islive);
  if (!article) throw new Error(`the simulator sought match ${match.match_id} with a live blog, and it has none`);
  return { path: `/live-blogs/${article.slug}-${article.id}?page=liveblog`, matchId: match.match_id };
}

describe('the live-blog page', () => {
  it('shows the match header, the three tabs and the Key Events panel open, which a reader can close', async () => {
    const page = await open(`/live-blogs/live-updates-${BLOG}?page=liveblog`);
    await expect.poll(() => page.locator('.blog__block').count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.match-header').innerText(), POLL).toMatch(/Win \d+%/);
    expect(await page.locator('.match-header__chances').innerText()).toMatch(/Tie \d+%.*Innings \d/);

    const views = page.getByRole('navigation', { name: 'Live blog views' });
    expect(await views.getByRole('link').allTextContents()).toEqual(['Live Blog', 'Ball by Ball Commentary', 'Scorecard']);
    const panel = page.locator('details.blog__key-events');
    expect(await panel.getAttribute('open')).not.toBeNull();
    // Each headline shows once: in the open panel, not again over its block (which keeps it for screen readers).
    const firstTitle = page.locator('.blog__block .blog__title').first();
    const visibleHeadline = () => firstTitle.evaluate((el) => el.getBoundingClientRect().width > 1);
    expect(await panel.locator('li').filter({ hasText: (await firstTitle.textContent())! }).count()).toBeGreaterThan(0);
    expect(await visibleHeadline()).toBe(false);
    await panel.locator('summary').click();
    expect(await panel.getAttribute('open')).toBeNull();
    // The panel closed, the headlines are over their blocks.
    expect(await visibleHeadline()).toBe(true);

    await views.getByRole('link', { name: 'Ball by Ball Commentary' }).click();
    await page.waitForURL(/page=ballbyballcommerntry/);
    await expect.poll(() => page.locator('.commentary__item').count(), POLL).toBeGreaterThan(0);
    await views.getByRole('link', { name: 'Scorecard' }).click();
    await page.waitForURL(/page=scorecard/);
    await expect.poll(() => page.locator('.scorecard table').count(), POLL).toBeGreaterThan(0);
    await page.context().close();
  });

  it('puts a new block on top as it is pushed, keeping the blocks already shown', async () => {
    const blog = await freshBlog();
    const page = await open(blog.path);
    await expect.poll(() => page.locator('.blog__block').count(), POLL).toBeGreaterThan(0);
    const ids = await page.locator('.blog__block').evaluateAll((els) => els.map((el) => el.id));
    // A block per wicket or milestone: the simulator plays on to the next one, and the edge reads it
    // at its next poll of the blocks (every 10 s) and pushes it.
    const event = await nextKeyEvent(suite.site.simUrl, blog.matchId);
    await expect.poll(() => page.locator('.blog__block').count(), { timeout: 30_000, interval: 500 }).toBeGreaterThan(ids.length);
    expect(await page.locator('.blog__block .blog__title').allTextContents()).toContain(event);
    const now = await page.locator('.blog__block').evaluateAll((els) => els.map((el) => el.id));
    expect(ids.includes(now[0] ?? '')).toBe(false);
    expect(now.slice(now.length - ids.length)).toEqual(ids);
    const times = await page.locator('.blog__block time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect([...times].sort().reverse()).toEqual(times);
    await page.context().close();
  }, 90_000);

  it("says 'Something Went Wrong...' while its blocks cannot be read, not that it has none, and Try Again brings them", async () => {
    const id = 700_400_000 + (Date.now() % 100_000);
    const planted = await plantArticle(suite.site.simUrl, {
      id,
      title: 'A live blog whose blocks fail at first',
      content: '<p>Text.</p>',
      blocks: [{ title: 'Toss', body: '<p>Bat first.</p>' }],
      isLive: true,
    });
    await setFault(suite.site.simUrl, { path: `/v1/news/${id}/newsblocks`, status: 503 });
    try {
      const page = await open(planted.liveBlogHref);
      await expect.poll(() => page.getByRole('alert').textContent(), POLL).toContain('Something Went Wrong...');
      expect(await page.getByText('No blocks found').count()).toBe(0);
      await clearFaults(suite.site.simUrl);
      await page.getByRole('button', { name: 'Try Again' }).click();
      // The edge asks the upstream again within the blocks' interval (NEWSBLOCKS_POLL_MS) and pushes the blog.
      await expect.poll(() => page.locator('.blog__block .blog__title').allTextContents(), { timeout: 30_000 }).toEqual(['Toss']);
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.context().close();
    } finally {
      await clearFaults(suite.site.simUrl);
    }
  }, 60_000);

  it('lists the blocks on /live-blogs-test/{id}', async () => {
    const { data: blocks } = await api<{ data: { id: number }[] }>(`/v1/news/${BLOG}/newsblocks`);
    const page = await open(`/live-blogs-test/${BLOG}`);
    if (blocks.length === 0) await expect.poll(() => page.getByText('No blocks found').count(), POLL).toBe(1);
    else await expect.poll(() => page.locator('.debug-blocks tbody tr').count(), POLL).toBeGreaterThan(0);
    await page.context().close();
  });
});
