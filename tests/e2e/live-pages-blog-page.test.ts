// The live-blog page on pushed data (issue 5): its three tabs, the match header with the win
// chances, the Key Events panel, and new blocks arriving in place.
import { describe, expect, it } from 'vitest';
import { LIVE_BLOG_ARTICLE_IDS } from '../../shared/constants';
import { pageSuite } from '../support/page-suite';
import type { WireMatch } from '../support/wire-match';

// One ball a second, so wickets and milestones (one block each) come within the test.
const { api, open } = pageSuite({ ballMs: 1000 });

const POLL = { timeout: 20_000 };
const BLOG = LIVE_BLOG_ARTICLE_IDS[0];

/** Deliveries a live match has left, counted from the overs bowled and the format's limit. */
function ballsLeft(match: WireMatch): number {
  const limit = (match.teama?.max_overs ?? 0) * 6;
  const batting = match.batting_team_id === match.teama?.team_id ? match.teama : match.teamb;
  const [overs = '0', balls = '0'] = String(batting?.overs || '0').split('.');
  const bowled = Number(overs) * 6 + Number(balls);
  return limit - bowled + (match.live_inning_number === 1 ? limit : 0);
}

/** A block-growth check needs this many deliveries still to come (at one ball a second). */
const BALLS_NEEDED = 90;

/**
 * The live blog of the live match with most deliveries left, once one has enough for the check:
 * a fixed live-blog id follows whichever match is on, and can move to the next one. Each lane of the
 * simulator starts a new match as its last one ends, so at one moment every match may be near its
 * end; the wait covers that.
 */
async function freshBlogPath(): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await api<{ data: WireMatch[] }>('/v2/matches/live');
        const match = data
          .filter((m) => m.status === 'Live' && m.articles?.some((a) => a.islive))
          .sort((a, b) => ballsLeft(b) - ballsLeft(a))[0];
        const article = match?.articles?.find((a) => a.islive);
        path = match && article && ballsLeft(match) >= BALLS_NEEDED ? `/live-blogs/${article.slug}-${article.id}?page=liveblog` : undefined;
        return path;
      },
      { message: `a live match with a live blog and ${BALLS_NEEDED} deliveries left`, timeout: 150_000, interval: 2_000 },
    )
    .toBeDefined();
  return path!;
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
    await panel.locator('summary').click();
    expect(await panel.getAttribute('open')).toBeNull();

    await views.getByRole('link', { name: 'Ball by Ball Commentary' }).click();
    await page.waitForURL(/page=ballbyballcommerntry/);
    await expect.poll(() => page.locator('.commentary__item').count(), POLL).toBeGreaterThan(0);
    await views.getByRole('link', { name: 'Scorecard' }).click();
    await page.waitForURL(/page=scorecard/);
    await expect.poll(() => page.locator('.scorecard table').count(), POLL).toBeGreaterThan(0);
    await page.context().close();
  });

  it('puts a new block on top as it is pushed, keeping the blocks already shown', async () => {
    const page = await open(await freshBlogPath());
    await expect.poll(() => page.locator('.blog__block').count(), POLL).toBeGreaterThan(0);
    const ids = await page.locator('.blog__block').evaluateAll((els) => els.map((el) => el.id));
    // A block per wicket or milestone; the edge polls the blocks every 10 s.
    await expect.poll(() => page.locator('.blog__block').count(), { timeout: 55_000, interval: 1_000 }).toBeGreaterThan(ids.length);
    const now = await page.locator('.blog__block').evaluateAll((els) => els.map((el) => el.id));
    expect(ids.includes(now[0] ?? '')).toBe(false);
    expect(now.slice(now.length - ids.length)).toEqual(ids);
    const times = await page.locator('.blog__block time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect([...times].sort().reverse()).toEqual(times);
    await page.context().close();
  }, 240_000);

  it('lists the blocks on /live-blogs-test/{id}', async () => {
    const { data: blocks } = await api<{ data: { id: number }[] }>(`/v1/news/${BLOG}/newsblocks`);
    const page = await open(`/live-blogs-test/${BLOG}`);
    if (blocks.length === 0) await expect.poll(() => page.getByText('No blocks found').count(), POLL).toBe(1);
    else await expect.poll(() => page.locator('.debug-blocks tbody tr').count(), POLL).toBeGreaterThan(0);
    await page.context().close();
  });
});
