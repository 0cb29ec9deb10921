// One smoke test per page frame of the news, schedule, series and match routes (live blogs have
// their own file, live-pages-blog-page.test.ts): the simulator's real data, through the edge,
// appears in a real Chromium. Expectations are read from the same API calls the pages make (or
// from the answers the page itself received).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPageHead, renderedData } from '../support/page-head';
import { untilAppOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';
import type { WireMatch } from '../support/wire-match';

const suite = sharedPageSuite();
const { api } = suite;

/** A blank page of a fresh visitor who has already accepted cookies; nothing waits longer than 15 s. */
async function open(): Promise<Page> {
  return (await suite.visitor({ timeout: 15_000 })).newPage();
}

const visit = (path: string) => suite.open(path, { timeout: 15_000 });

const POLL = { timeout: 15_000 };
const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();
const trimmed = (list: string[]) => list.map((t) => t.replace(/^LIVE\s*/, '').trim());

interface WireArticle {
  id: number;
  title: string;
  slug: string;
  type: string;
  isLive: boolean;
  content?: string;
  cnt_views: number;
  tags: { keyword: string; keyword_slug: string }[];
  info: { faqs: { question: string }[] };
}
type Paged = { data: WireArticle[]; total_pages: number };

describe('news lists', () => {
  it('lists Cricket News 7 at first and 6 more on each See More, never repeating a story', async () => {
    // Expectations come from the answers this page was built from and received: the simulator's
    // list gains a story whenever a match starts, so answers read apart from the page may differ.
    const page = await open();
    // Each answer with its page number: the bodies are read as they come, not in the pages' order.
    const more: { page: number; body: Paged }[] = [];
    page.on('response', (response) => {
      const { pathname, searchParams } = new URL(response.url());
      const pageNo = Number(searchParams.get('page_no'));
      if (pathname === '/api/v1/news/home/news' && pageNo !== 1) {
        void response.json().then((body: Paged) => more.push({ page: pageNo, body }), () => undefined);
      }
    });
    const served = await page.goto(`${suite.site.url}/cricket-news`);
    const rendered = readPageHead(await served!.text()).rendered;
    const list = Object.entries(rendered ?? {}).find(([key]) => key.startsWith(JSON.stringify(['news-list', 'news']).slice(0, -1)));
    const first = (list?.[1] as { pages: Paged[] } | undefined)?.pages[0]?.data ?? [];
    expect(first).toHaveLength(7);
    await expect.poll(() => texts(page, '.story-card__title').then(trimmed), POLL).toEqual(first.map((a) => a.title));
    // See More is the app's: the edge draws it, and a tap before the app's code has run does nothing.
    await untilAppOwnsPage(page);
    await page.getByRole('button', { name: 'See More' }).click();
    // The upstream pages by offset: page 2 at 6 a page starts on page 1's last story, so See More
    // asks pages 2 and 3 and shows the 6 after the first 7.
    await expect.poll(() => more.length, POLL).toBe(2);
    const added = more
      .toSorted((a, b) => a.page - b.page)
      .flatMap((answer) => answer.body.data)
      .filter((a, i, all) => !first.some((b) => b.id === a.id) && all.findIndex((b) => b.id === a.id) === i)
      .slice(0, 6)
      .map((a) => a.title);
    expect(added).toHaveLength(6);
    await expect.poll(() => texts(page, '.story-card__title').then((t) => trimmed(t).slice(7)), POLL).toEqual(added);
    await page.context().close();
  });

  it('lists top stories, fantasy tips and live blogs from their own lists', async () => {
    // Each list as the page was built from it (its page state, under the list's own query): the
    // simulator's lists gain a story when a match starts, so an answer read apart may differ.
    const page = await open();
    for (const [path, kind] of [
      ['/cricket-top-story', 'top_story'],
      ['/fantasy-cricket-tips', 'fantasy'],
      ['/live-blogs', 'live'],
    ] as const) {
      const served = await page.goto(suite.site.url + path);
      const rendered = readPageHead(await served!.text()).rendered ?? {};
      const list = rendered[JSON.stringify(['news-list', kind])] as { pages: Paged[] } | undefined;
      const first = list?.pages[0]?.data ?? [];
      expect(first.length).toBeGreaterThan(0);
      await expect.poll(() => texts(page, '.story-card__title').then(trimmed), POLL).toEqual(first.map((a) => a.title));
    }
    // Live blogs open on the live-blog page.
    expect(await page.locator('.story-card__title').first().getAttribute('href')).toMatch(/^\/live-blogs\/.+-\d+$/);
    await page.context().close();
  });

  it('lists a category under its name and a tag under its keyword', async () => {
    const { data: blocks } = await api<{ data: { title: string; slug: string }[] }>('/v1/news/home/categoryNews');
    const category = blocks[0];
    const { data: inCategory } = await api<Paged>(`/v2/news?category_slug=${category?.slug}&per_page=7&page=1`);
    const page = await visit(`/category/${category?.slug}`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe(category?.title);
    await expect.poll(() => texts(page, '.story-card__title').then(trimmed), POLL).toEqual(inCategory.map((a) => a.title));

    // The IPL category has its own menu entry; its page is a category like any other.
    await page.goto(`${suite.site.url}/category/ipl-2025`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('IPL 2025');
    // In season or out of it, the menu's IPL entry leads to articles (the simulator's season features).
    const { data: ipl } = await api<Paged>('/v2/news?category_slug=ipl-2025&per_page=7&page=1');
    expect(ipl.length).toBeGreaterThan(0);
    await expect.poll(() => texts(page, '.story-card__title').then(trimmed), POLL).toEqual(ipl.map((a) => a.title));

    const tag = inCategory[0]?.tags[0];
    const { data: tagged } = await api<Paged>(`/v1/news/home/news?per_page=7&page_no=1&tag=${tag?.keyword_slug}`);
    await page.goto(`${suite.site.url}/tag/${tag?.keyword_slug}`);
    await expect.poll(() => texts(page, '.story-card__title').then(trimmed), POLL).toEqual(tagged.map((a) => a.title));
    await page.context().close();
  });
});

describe('the article page', () => {
  it('shows the article: title, byline, views, image credit, cleaned content with its ad slot, tags and FAQs', async () => {
    const { data: list } = await api<Paged>('/v1/news/home/news?per_page=30&page_no=1');
    const summary = list.find((a) => !a.isLive && a.type === 'news');
    const { data: article } = await api<{ data: WireArticle }>(`/v1/news/${summary?.id}`);
    const page = await visit(`/cricket-news/${article.slug}-${article.id}`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe(article.title);
    expect(await page.locator('.article__views').textContent()).toBe(`${article.cnt_views.toLocaleString('en-IN')} views`);
    expect(await page.locator('.article__figure figcaption').textContent()).toMatch(/^Source: /);
    expect(await texts(page, '.article__tags a')).toEqual(article.tags.map((t) => t.keyword));
    expect(await texts(page, '.article__faqs summary')).toEqual(article.info.faqs.map((f) => f.question));
    if (article.content?.includes('{{GOOGLE_AD_1}}')) expect(await page.locator('.article__content .ad-slot').count()).toBe(1);
    expect(await page.locator('.article__content').innerHTML()).not.toContain('{{GOOGLE_AD_1}}');
    expect(await page.locator('.article__content script').count()).toBe(0);
    await page.context().close();
  });
});

describe('the schedule', () => {
  it('lists the live matches pushed on the schedule-live topic', async () => {
    const { matches } = await api<{ matches: Record<string, WireMatch[]> }>('/v1/matches/schedule/live?page=1');
    const titles = Object.values(matches)
      .flat()
      .map((m) => m.title);
    const page = await visit('/schedule/live');
    // The topic and the call are polled apart, so a match may just have ended: some, not all, must agree.
    await expect
      .poll(async () => (await texts(page, '.schedule-page .match-card__title')).some((t) => titles.includes(t)), POLL)
      .toBe(true);
    await page.context().close();
  });

  for (const kind of ['upcoming', 'results'] as const) {
    it(`lists ${kind} matches of the first day with play in the 10-day window`, async () => {
      const page = await open();
      const url = `${suite.site.url}/schedule/${kind}`;
      await page.goto(url);
      // The window's answer as the edge rendered the page with it.
      const { matches } = await renderedData<{ matches: Record<string, WireMatch[]> }>(url, ['schedule']);
      const days = Object.keys(matches)
        .filter((day) => (matches[day]?.length ?? 0) > 0)
        .sort();
      const first = kind === 'results' ? days[days.length - 1] : days[0];
      expect(await page.locator('.date-strip__day').count()).toBe(10);
      await expect
        .poll(() => texts(page, '.schedule-page .match-card__title'), POLL)
        .toEqual((matches[first ?? ''] ?? []).map((m) => m.title));
      await page.context().close();
    });
  }
});

describe('series', () => {
  it("lists this month's series under MONTH and SERIES", async () => {
    const page = await open();
    const url = `${suite.site.url}/series`;
    await page.goto(url);
    // The year's answer as the edge rendered the page with it.
    const { series } = await renderedData<{ series: Record<string, { title: string }[]> }>(url, ['series-by-month']);
    const month = await page.evaluate(() => `${new Date().toLocaleString('en-US', { month: 'short' })} ${new Date().getFullYear()}`);
    await expect.poll(() => texts(page, '.series-link'), POLL).toEqual((series[month] ?? []).map((s) => s.title));
    expect(await texts(page, 'thead th')).toEqual(['MONTH', 'SERIES']);
    await page.context().close();
  });

  it('shows a series: its schedule, points table and teams tabs, and a team in the series', async () => {
    const { data: recent } = await api<{ data: { cid: number; slug: string; show_pointtable: boolean }[] }>('/v1/series/recent');
    const chosen = recent.find((s) => s.show_pointtable) ?? recent[0];
    type Detail = {
      series: { title: string; matches: WireMatch[]; groups: { table: { abbr: string }[] }[]; teams: { slug: string; name: string }[] };
    };
    const { series } = await api<Detail>(`/v1/series/${chosen?.cid}/pointtable`);
    const page = await visit(`/series/${chosen?.slug}/schedule`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe(series.title);
    await expect.poll(() => page.locator('.match-card').count(), POLL).toBe(series.matches.length);

    if (chosen?.show_pointtable) {
      await page.getByRole('navigation', { name: 'Series tabs' }).getByRole('link', { name: 'Points Table' }).click();
      const abbrs = series.groups.flatMap((g) => g.table.map((row) => row.abbr));
      await expect.poll(() => texts(page, '.points-team__abbr'), POLL).toEqual(abbrs);
    }
    await page.getByRole('navigation', { name: 'Series tabs' }).getByRole('link', { name: 'Teams and Squad' }).click();
    await expect.poll(() => texts(page, '.series-squads__side'), POLL).toEqual(series.teams.map((t) => t.name));

    const team = series.teams[0];
    await page.goto(`${suite.site.url}/series/${chosen?.slug}/teams/${team?.slug}`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe(`${team?.name}: ${series.title}`);
    await page.context().close();
  });
});

describe('the match centre', () => {
  it('shows a live match with its tab bar in spec order, the scorecard and the commentary', async () => {
    const { data } = await api<{ data: WireMatch[] }>('/v2/matches/live');
    const m = data.find((x) => x.status === 'Live');
    const page = await visit(`/series/${m?.tournament_slug}/schedule/${m?.slug}/scorecard`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe(m?.title);
    const order = [
      'Live Blog',
      'Commentary',
      'Scorecard',
      'Highlights',
      'Playing11',
      'Squads',
      'Live Stats',
      'Point Table',
      'News',
      'Fantasy',
      'Match Info',
      'Videos',
      'Series Stats',
    ];
    const labels = await texts(page, 'nav[aria-label="Match centre tabs"] a');
    expect(labels).toEqual(order.filter((label) => labels.includes(label)));
    expect(labels).toEqual(expect.arrayContaining(['Commentary', 'Scorecard', 'Match Info']));
    await expect.poll(() => page.locator('.scorecard table').count(), POLL).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Match centre tabs' }).getByRole('link', { name: 'Commentary', exact: true }).click();
    await expect.poll(() => page.locator('.commentary__item').count(), POLL).toBeGreaterThan(0);
    await page.context().close();
  });
});
