// Home (SPEC.md section 2): every block shows what its own call answers, read through the edge as
// the page reads it; the news tabs are real tabs; cards open articles inside the app.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilAppOwnsPage } from '../support/hydration';
import { pageSuite } from '../support/page-suite';

const suite = pageSuite({
  warm: ['/', '/api/v1/news/home/news?per_page=4&page_no=1', '/api/v1/misc/facts', '/api/v1/news/home/seriesNews', '/api/v1/stories'],
});
const { api } = suite;
const POLL = { timeout: 20_000 };

interface WireArticle {
  id: number;
  title: string;
  slug: string;
  tags: { keyword: string; keyword_slug: string }[];
}
type List = { data: WireArticle[] };
type Blocks = { data: { title: string; subtitle: string; slug: string; news: { data: WireArticle[] } }[] };

const titles = (scope: Locator, selector = '.acard__title') => scope.locator(selector).allTextContents();
const block = (page: Page, id: string) => page.locator(`[data-block="${id}"]`);

/** Brings a lazy block's slot into view, which is what makes it fetch. */
async function reach(page: Page, area: string): Promise<Locator> {
  const slot = page.locator(`.home__slot--${area}`);
  await slot.scrollIntoViewIfNeeded();
  return slot;
}

describe('the home page blocks', () => {
  it('shows the three news tabs and the weekly recap from their own lists', async () => {
    const [news, top, fantasy, recap] = await Promise.all([
      api<List>('/v1/news/home/news?per_page=4&page_no=1'),
      api<List>('/v1/news/home/top_story?per_page=10&page_no=1'),
      api<List>('/v1/news/home/fantasy?per_page=10&page_no=1'),
      api<List>('/v1/news/home/weekly_recap?per_page=3&page_no=1'),
    ]);
    const page = await suite.open('/');
    const panel = page.locator('#home-news-panel');
    await expect.poll(() => titles(panel), POLL).toEqual(news.data.map((a) => a.title));
    // The tabs are the app's: the edge draws them, and a tap before the app's code has run does nothing.
    await untilAppOwnsPage(page);
    await page.getByRole('tab', { name: 'Top Stories' }).click();
    await expect.poll(() => titles(panel), POLL).toEqual(top.data.map((a) => a.title));
    await page.getByRole('tab', { name: 'Fantasy' }).click();
    await expect.poll(() => titles(panel), POLL).toEqual(fantasy.data.map((a) => a.title));
    await expect.poll(() => titles(block(page, 'home-recap')), POLL).toEqual(recap.data.map((a) => a.title));
    await page.context().close();
  });

  it('shows the web stories as shorts, each linking to its story', async () => {
    const { data: groups } = await api<{ data: { id: number; title: string; stories: unknown[]; info?: { slug?: string } }[] }>('/v1/stories');
    const shown = groups.filter((g) => g.stories.length > 0);
    const page = await suite.open('/');
    const slot = await reach(page, 'shorts');
    await expect.poll(() => titles(slot, '.shorts__title'), POLL).toEqual(shown.map((g) => g.title));
    const hrefs = await slot.locator('a.shorts__card').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.every((href, i) => href?.startsWith('/web-stories/') && href.endsWith(`-${shown[i]?.id}`))).toBe(true);
    await page.context().close();
  });

  it('shows a block per series and per category, with its articles and a link to its page', async () => {
    const [series, categories] = await Promise.all([api<Blocks>('/v1/news/home/seriesNews'), api<Blocks>('/v1/news/home/categoryNews')]);
    const page = await suite.open('/');
    for (const [area, blocks, href] of [
      ['series', series.data, (slug: string) => `/series/${slug}/news`],
      ['category', categories.data, (slug: string) => `/category/${slug}`],
    ] as const) {
      const slot = await reach(page, area);
      // Blocks above may still be coming in and move this one: it is brought back into view until it has loaded.
      await expect
        .poll(async () => {
          await slot.scrollIntoViewIfNeeded();
          return titles(slot, '.block__title');
        }, POLL)
        .toEqual(blocks.map((b) => b.title));
      expect(await titles(slot, '.block__subtitle')).toEqual(blocks.map((b) => b.subtitle));
      expect(await slot.locator('.block__more').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(blocks.map((b) => href(b.slug)));
      const cards = await slot.locator('.news-block').evaluateAll((sections) =>
        sections.map((s) => Array.from(s.querySelectorAll('.acard__title'), (t) => t.textContent)),
      );
      expect(cards).toEqual(blocks.map((b) => b.news.data.map((a) => a.title)));
    }
    await page.context().close();
  });

  it("shows a current series' points table, rows opening to their matches, and links to the full table", async () => {
    const { data: recent } = await api<{ data: { cid: number; slug: string; title: string; show_pointtable?: boolean }[] }>('/v1/series/recent');
    const page = await suite.open('/');
    const slot = await reach(page, 'points');
    const subtitle = slot.locator('.block__subtitle');
    await expect.poll(() => slot.locator('.points-team').count(), POLL).toBeGreaterThan(0);
    const shownTitle = await subtitle.textContent();
    const series = recent.find((s) => s.title === shownTitle && s.show_pointtable);
    expect(series).toBeDefined();
    const { series: table } = await api<{ series: { groups: { table: { abbr: string }[] }[] } }>(`/v1/series/${series?.cid}/pointtable`);
    expect(await titles(slot, '.points-team__abbr')).toEqual(table.groups.flatMap((g) => g.table.map((r) => r.abbr)));
    expect(await slot.locator('.block__more').getAttribute('href')).toBe(`/points-table/${series?.slug}`);
    const first = slot.locator('.points-team').first();
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });

  it('shows the top ranking with category tabs and a format switch, linked to the full ranking', async () => {
    type Rank = { player?: string; team: string };
    const { data } = await api<{ data: Record<string, Record<string, Rank[]>> }>('/v1/misc/ranking?limit=10');
    const page = await suite.open('/');
    const slot = await reach(page, 'ranking');
    const names = () => slot.locator('.home-ranking__name > a').allTextContents();
    await expect.poll(names, POLL).toEqual(data.batsmen?.t20?.map((r) => r.player));
    await slot.getByRole('tab', { name: 'Bowlers' }).click();
    await slot.getByRole('button', { name: 'ODI' }).click();
    await expect.poll(names).toEqual(data.bowlers?.odi?.map((r) => r.player));
    expect(await slot.getByRole('button', { name: 'ODI' }).getAttribute('aria-pressed')).toBe('true');
    expect(await slot.locator('.block__more').getAttribute('href')).toBe('/ranking/bowlers/ODI');
    await slot.getByRole('tab', { name: 'Teams' }).click();
    await expect.poll(names).toEqual(data.teams?.odi?.map((r) => r.team));
    await page.context().close();
  });

  it("shows the facts the upstream read from its scorecards, and the follow-us links", async () => {
    const { data } = await api<{ data: { facts: { id: string; title: string; value: string; subject: string }[] } }>('/v1/misc/facts');
    expect(data.facts.length).toBeGreaterThan(4);
    const page = await suite.open('/');
    const slot = await reach(page, 'facts');
    await expect.poll(() => titles(slot, '.fact__value'), POLL).toEqual(data.facts.map((f) => f.value));
    expect(await titles(slot, '.fact__title')).toEqual(data.facts.map((f) => f.title));
    expect(await titles(slot, '.fact__subject')).toEqual(data.facts.map((f) => f.subject));
    const follow = await reach(page, 'follow');
    for (const name of ['Instagram', 'Facebook', 'Youtube', 'X']) {
      expect(await follow.getByRole('link', { name, exact: true }).getAttribute('target')).toBe('_blank');
    }
    await page.context().close();
  });
});

describe('the news tabs', () => {
  it('are ARIA tabs: one tab stop, arrow keys, Home and End move the selection and the panel follows', async () => {
    const page = await suite.open('/');
    const tabs = page.getByRole('tablist', { name: 'News', exact: true });
    const tab = (name: string) => tabs.getByRole('tab', { name });
    const selected = async () => tabs.getByRole('tab', { selected: true }).textContent();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    // The arrow keys are the app's: the edge draws the tabs, but only the app's code moves the selection.
    await untilAppOwnsPage(page);
    await tab('Cricket News').focus();
    expect(await tabs.locator('[role="tab"][tabindex="0"]').allTextContents()).toEqual(['Cricket News']);
    await page.keyboard.press('ArrowRight');
    expect([await selected(), await focused()]).toEqual(['Top Stories', 'Top Stories']);
    expect(await page.locator('#home-news-panel').getAttribute('aria-labelledby')).toBe(await tab('Top Stories').getAttribute('id'));
    await page.keyboard.press('End');
    expect([await selected(), await focused()]).toEqual(['Fantasy', 'Fantasy']);
    await page.keyboard.press('ArrowRight');
    expect([await selected(), await focused()]).toEqual(['Cricket News', 'Cricket News']);
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toBe('Fantasy');
    await page.keyboard.press('Home');
    expect(await selected()).toBe('Cricket News');
    expect(await tab('Top Stories').getAttribute('aria-selected')).toBe('false');
    await page.context().close();
  });
});

describe('home cards', () => {
  it('open articles inside the app, with no new document load', async () => {
    const { data: news } = await api<List>('/v1/news/home/news?per_page=4&page_no=1');
    const page = await (await suite.visitor()).newPage();
    let documents = 0;
    page.on('request', (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && documents++);
    await page.goto(`${suite.site.url}/`);
    const lead = news[0];
    // Before the app's code has run, the edge's link loads a new document.
    await untilAppOwnsPage(page);
    await page.locator('#home-news-panel').locator('a.acard').first().click();
    await page.waitForURL((url) => url.pathname.endsWith(`${lead?.slug}-${lead?.id}`));
    await page.goBack();
    await page.locator('.news-card .news-title').first().click();
    await page.waitForURL((url) => url.pathname !== '/');
    expect(documents).toBe(1);
    await page.context().close();
  });
});

describe('a tag page', () => {
  it('is headed by the tag as the articles write it, not by its slug', async () => {
    const { data } = await api<List>('/v1/news/home/news?per_page=30&page_no=1');
    const titleCased = (slug: string) => slug.split('-').map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ');
    const tag = data
      .flatMap((a) => a.tags).find((t) => t.keyword !== titleCased(t.keyword_slug));
    expect(tag).toBeDefined();
    const page = await suite.open(`/tag/${tag?.keyword_slug}`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe(tag?.keyword);
    await page.context().close();
  });
});
