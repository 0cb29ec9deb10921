// The redirects and article-id rules of the news, schedule, series, match and live-blog routes
// (SPEC.md section 2), in a real Chromium against a started site.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIVE_BLOG_ARTICLE_IDS, SPECIAL_ARTICLE_ID } from '../../shared/constants';
import { sharedPageSuite } from '../support/page-suite';
import type { WireMatch } from '../support/wire-match';

const suite = sharedPageSuite();
const { api } = suite;

async function liveMatch(): Promise<WireMatch> {
  const { data } = await api<{ data: WireMatch[] }>('/v2/matches/live');
  const match = data.find((m) => m.status === 'Live' && m.articles?.some((a) => a.islive));
  if (!match) throw new Error('the simulator has no live match with a live article');
  return match;
}

/** A fresh visitor who has already accepted cookies, so the banner covers nothing. */
const visit = (path: string) => suite.open(path, { timeout: 15_000 });

const POLL = { timeout: 15_000 };

/**
 * Lands on `path`, having replaced the redirected address rather than left it behind: Back goes to
 * where the visitor came from (the blank tab), not to an address that would bounce forward again.
 */
async function landsOn(page: Page, path: string): Promise<void> {
  await page.waitForURL(suite.site.url + path);
}

async function backLeavesTheSite(page: Page): Promise<void> {
  await page.goBack();
  expect(page.url()).toBe('about:blank');
}

async function redirects(from: string, to: string): Promise<void> {
  const page = await visit(from);
  await landsOn(page, to);
  await backLeavesTheSite(page);
  await page.context().close();
}

describe('site-wide and news redirects', () => {
  it('sends an unknown path home', () => redirects('/no/such/page', '/'));

  it('sends /news to /cricket-news', () => redirects('/news', '/cricket-news'));

  it('hard-redirects /news/{path} to /cricket-news/{path} with a full page load', async () => {
    const page = await visit('/news/some-story-3401');
    await landsOn(page, '/cricket-news/some-story-3401');
    // The document itself was loaded for the new address: a full navigation, not a client-side one.
    const documentUrl = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name);
    expect(documentUrl).toBe(`${suite.site.url}/cricket-news/some-story-3401`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toContain('Live Score Updates');
    await backLeavesTheSite(page);
    await page.context().close();
  });

  it('sends /fantasy to /fantasy-cricket-tips', () => redirects('/fantasy', '/fantasy-cricket-tips'));
});

describe('schedule redirects', () => {
  it('opens the live tab for /schedule', () => redirects('/schedule', '/schedule/live'));

  it('sends an unknown schedule type to the live tab', () => redirects('/schedule/bogus', '/schedule/live'));
});

describe('live-blog redirects', () => {
  it('replaces an invalid ?page with liveblog', () => redirects('/live-blogs/a-live-blog-3674?page=bogus', '/live-blogs/a-live-blog-3674?page=liveblog'));

  it('adds ?page=liveblog when it is missing', () => redirects('/live-blogs/a-live-blog-3674', '/live-blogs/a-live-blog-3674?page=liveblog'));

  it('keeps a valid ?page', async () => {
    const page = await visit('/live-blogs/a-live-blog-3674?page=scorecard');
    await expect.poll(() => page.locator('[data-tab="scorecard"][aria-current="page"]').count(), POLL).toBe(1);
    expect(page.url()).toBe(`${suite.site.url}/live-blogs/a-live-blog-3674?page=scorecard`);
    await page.context().close();
  });
});

describe('series and match redirects', () => {
  it('sends /series/{id} to its schedule tab', async () => {
    const { data } = await api<{ data: { slug: string }[] }>('/v1/series/recent');
    const slug = data[0]?.slug ?? '';
    await redirects(`/series/${slug}`, `/series/${slug}/schedule`);
  });

  it('sends an unknown series tab to schedule', async () => {
    const { data } = await api<{ data: { slug: string }[] }>('/v1/series/recent');
    const slug = data[0]?.slug ?? '';
    await redirects(`/series/${slug}/bogus`, `/series/${slug}/schedule`);
  });

  it('sends /series/{sid}/schedule/{mid} to its matchinfo tab', async () => {
    const m = await liveMatch();
    await redirects(`/series/${m.tournament_slug}/schedule/${m.slug}`, `/series/${m.tournament_slug}/schedule/${m.slug}/matchinfo`);
  });

  it('sends /series/{sid}/matches/{mid}/{type} to /series/{sid}/schedule/{mid}/{type}', async () => {
    const m = await liveMatch();
    await redirects(`/series/${m.tournament_slug}/matches/${m.slug}/scorecard`, `/series/${m.tournament_slug}/schedule/${m.slug}/scorecard`);
  });

  it('sends an unknown match-centre tab to matchinfo', async () => {
    const m = await liveMatch();
    await redirects(`/series/${m.tournament_slug}/schedule/${m.slug}/bogus`, `/series/${m.tournament_slug}/schedule/${m.slug}/matchinfo`);
  });
});

describe('article ids on /cricket-news', () => {
  it('shows the special article page for id 3558', async () => {
    const page = await visit('/cricket-news/the-making-of-a-team-3558');
    await expect.poll(() => page.locator('.article__eyebrow').textContent(), POLL).toBe('Special Report');
    expect(await page.locator('h1').textContent()).toMatch(/^Special Report:/);
    expect(page.url()).toBe(`${suite.site.url}/cricket-news/the-making-of-a-team-3558`);
    await page.context().close();
  });

  it('shows the live-blog page for id 3674, at the news address', async () => {
    const page = await visit('/cricket-news/live-updates-3674');
    await expect.poll(() => page.getByRole('navigation', { name: 'Live blog views' }).getByRole('link').allTextContents(), POLL).toEqual([
      'Live Blog',
      'Ball by Ball Commentary',
      'Scorecard',
    ]);
    await expect.poll(() => page.locator('.blog__block').count(), POLL).toBeGreaterThan(0);
    expect(page.url()).toBe(`${suite.site.url}/cricket-news/live-updates-3674`);
    await page.context().close();
  });

  it("loads the code of a plain article's page alone, not the live blog's or the special page's", async () => {
    const { data } = await api<{ data: { id: number; slug: string; title: string; isLive?: boolean }[] }>(
      '/v1/news/home/news?per_page=10&page_no=1',
    );
    const article = data.find((a) => !a.isLive && a.id !== SPECIAL_ARTICLE_ID && !LIVE_BLOG_ARTICLE_IDS.some((id) => id === a.id));
    if (!article) throw new Error('no plain article among the latest news');
    const context = await suite.visitor();
    const scripts: string[] = [];
    context.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/cricket-news/${article.slug}-${article.id}`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe(article.title);
    expect(scripts.filter((path) => /\/article-page-[\w-]+\.js$/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /\/(live-blog-page|special-article-page)-/.test(path))).toEqual([]);
    await context.close();
  });

  it('redirects a live article published on or after 2025-03-01 to its live blog', async () => {
    const article = (await liveMatch()).articles?.find((a) => a.islive);
    const { data } = await api<{ data: { isLive: boolean; publishedAt: string } }>(`/v1/news/${article?.id}`);
    expect(data.isLive).toBe(true);
    expect(data.publishedAt >= '2025-03-01').toBe(true);
    const page = await visit(`/cricket-news/${article?.slug}-${article?.id}`);
    await landsOn(page, `/live-blogs/${article?.slug}-${article?.id}?page=liveblog`);
    await backLeavesTheSite(page);
    await page.context().close();
  });

  it('keeps a live article published before 2025-03-01 on the news page', async () => {
    const { data } = await api<{ data: { isLive: boolean; publishedAt: string; slug: string; title: string } }>('/v1/news/3402');
    expect(data.isLive).toBe(true);
    expect(data.publishedAt < '2025-03-01').toBe(true);
    const page = await visit(`/cricket-news/${data.slug}-3402`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe(data.title);
    expect(page.url()).toBe(`${suite.site.url}/cricket-news/${data.slug}-3402`);
    await page.context().close();
  });

  it("says 'No Data Found...' for an id that does not parse", async () => {
    const page = await visit('/cricket-news/no-id-here');
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('No Data Found...');
    await page.context().close();
  });
});
