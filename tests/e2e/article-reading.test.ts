// Reading an article: the font-size control (bounds, base by width, heading offsets, kept for the
// session), Read More, the reading column and the hero above the fold, tables on phones, more
// stories, the column beside the text (contents and related stories), and how still the page keeps
// while it loads (layout shift at 390 px).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_RAIL_STORIES,
  COLLAPSED_ARTICLE_HEIGHT_PX,
  FONT_SIZE_BASE_NARROW,
  FONT_SIZE_BASE_WIDE,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  HEADING_FONT_OFFSETS,
  MORE_STORIES_PER_PAGE,
} from '../../shared/constants';
import { untilAppOwnsPage } from '../support/hydration';
import { pageSuite } from '../support/page-suite';
import { plantArticle } from '../support/sim-control';
import { articlePath, type WireArticle } from '../support/wire-article';
import { cumulativeLayoutShift, recordLayoutShifts } from '../support/layout-shift';

// A site of its own: it holds an article's served More Stories to the list the API answers a moment
// later, which a render of the article kept from another file's visit could predate.
const suite = pageSuite();
const { api } = suite;
const POLL = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
let nextId = 700_100_000 + (Date.now() % 100_000) * 10;

const BODY = [
  '<p>The opening paragraph of a planted article, long enough to wrap on a phone and on a desktop.</p>',
  '<h2 id="section-one">Section one</h2>',
  '<p>More words under the first section heading.</p>',
  '<h3 id="sub-one">A smaller heading</h3>',
  '<p>And the last paragraph.</p>',
  '<table><thead><tr><th>Player</th><th>Matches</th><th>Runs</th><th>Average</th><th>Strike rate</th><th>Hundreds</th><th>Fifties</th><th>Highest</th></tr></thead>',
  '<tbody><tr><td>Someone Longnamed</td><td>120</td><td>4,512</td><td>45.57</td><td>138.21</td><td>12</td><td>27</td><td>183*</td></tr></tbody></table>',
].join('\n');

async function plant(): Promise<string> {
  const planted = await plantArticle(suite.site.simUrl, { id: nextId++, title: 'Font sizes on a planted article', content: BODY });
  return planted.href;
}

async function sizes(page: Page): Promise<{ p: number; h2: number; h3: number }> {
  return page.evaluate(() => {
    const size = (selector: string) => parseFloat(getComputedStyle(document.querySelector(selector)!).fontSize);
    return { p: size('.article__content p'), h2: size('.article__content h2'), h3: size('.article__content h3') };
  });
}

const expected = (base: number) => ({ p: base, h2: base + HEADING_FONT_OFFSETS.h2, h3: base + HEADING_FONT_OFFSETS.h3 });

/** Presses a font button until it is disabled; returns the presses it took. */
async function pressUntilDisabled(page: Page, name: 'Bigger font' | 'Smaller font'): Promise<number> {
  const button = page.getByRole('button', { name });
  let presses = 0;
  while (await button.isEnabled()) {
    await button.click();
    presses++;
    if (presses > 40) throw new Error(`${name} never disabled`);
  }
  return presses;
}

describe('the article font size', () => {
  it('starts at 18 on a wide page with headings at their offsets, steps by one to 30 and 12, disabling each button at its bound', async () => {
    const page = await suite.open(await plant());
    await page.locator('.article__content h3').waitFor();
    expect(await sizes(page)).toEqual(expected(FONT_SIZE_BASE_WIDE));

    await page.getByRole('button', { name: 'Bigger font' }).click();
    await expect.poll(() => sizes(page)).toEqual(expected(FONT_SIZE_BASE_WIDE + 1));

    expect(await pressUntilDisabled(page, 'Bigger font')).toBe(FONT_SIZE_MAX - FONT_SIZE_BASE_WIDE - 1);
    expect(await sizes(page)).toEqual(expected(FONT_SIZE_MAX));
    expect(await page.getByRole('button', { name: 'Smaller font' }).isEnabled()).toBe(true);

    expect(await pressUntilDisabled(page, 'Smaller font')).toBe(FONT_SIZE_MAX - FONT_SIZE_MIN);
    expect(await sizes(page)).toEqual(expected(FONT_SIZE_MIN));
    expect(await page.getByRole('button', { name: 'Bigger font' }).isEnabled()).toBe(true);

    // The choice holds for the session, on this article and the next.
    await page.reload();
    await page.locator('.article__content h3').waitFor();
    expect(await sizes(page)).toEqual(expected(FONT_SIZE_MIN));
    expect(await page.getByRole('button', { name: 'Smaller font' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('starts at 14 on a phone, and a table scrolls sideways inside the text instead of widening the page', async () => {
    const page = await suite.open(await plant(), { viewport: PHONE });
    await page.locator('.article__content h3').waitFor();
    expect(await sizes(page)).toEqual(expected(FONT_SIZE_BASE_NARROW));
    await page.getByRole('button', { name: 'Smaller font' }).click();
    await expect.poll(() => sizes(page)).toEqual(expected(FONT_SIZE_BASE_NARROW - 1));

    const layout = await page.evaluate(() => {
      const table = document.querySelector<HTMLElement>('.article__content table')!;
      const range = document.createRange();
      range.selectNodeContents(table.querySelector('td:nth-child(3)')!);
      return {
        pageWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        tableScrolls: table.scrollWidth > table.clientWidth,
        cellLines: range.getClientRects().length,
      };
    });
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
    expect(layout.tableScrolls).toBe(true);
    expect(layout.cellLines).toBe(1);
    await page.context().close();
  });
});

describe('reading an article', () => {
  it('collapses an article marked showReadMore at 1000 px until Read More is pressed', async () => {
    const { data: list } = await api<{ data: WireArticle[] }>('/v1/news/home/fantasy?per_page=10');
    const summary = list.find((a) => a.info.showReadMore && a.match_id);
    if (!summary) throw new Error('no fantasy article with showReadMore');
    const page = await suite.open(articlePath(summary), { viewport: PHONE });
    const collapse = page.locator('.article-collapse');
    const readMore = page.getByRole('button', { name: 'Read More' });
    await readMore.waitFor();
    expect(Math.round((await collapse.boundingBox())!.height)).toBe(COLLAPSED_ARTICLE_HEIGHT_PX);
    // Read More is the app's: the edge draws it, and a tap before the app's code has run does nothing.
    await untilAppOwnsPage(page);
    await readMore.click();
    await expect.poll(() => readMore.count()).toBe(0);
    expect((await collapse.boundingBox())!.height).toBeGreaterThan(COLLAPSED_ARTICLE_HEIGHT_PX);

    // An article without the flag is never collapsed.
    const planted = await plant();
    await page.goto(suite.site.url + planted);
    await page.locator('.article__content h3').waitFor();
    expect(await page.getByRole('button', { name: 'Read More' }).count()).toBe(0);
    await page.context().close();
  });

  it('keeps the first paragraph above the fold at 1280 x 800 with a readable measure, then thanks the reader and offers more stories', async () => {
    const { data: list } = await api<{ data: WireArticle[] }>('/v1/news/home/news?per_page=20');
    const summary = list.find((a) => !a.isLive && a.type === 'news');
    if (!summary) throw new Error('no news article');
    const page = await suite.open(articlePath(summary), { viewport: { width: 1280, height: 800 } });
    const first = page.locator('.article__content p').first();
    await first.waitFor();
    await page.locator('.article__figure img').evaluate((img: HTMLImageElement) => img.decode());
    const box = (await first.boundingBox())!;
    expect(box.y).toBeLessThan(800);
    // About 70 characters a line: the column is at most 75 average characters of the text's font.
    const measure = await first.evaluate((p) => p.getBoundingClientRect().width / (parseFloat(getComputedStyle(p).fontSize) * 0.5));
    expect(measure).toBeLessThanOrEqual(80);
    expect(measure).toBeGreaterThanOrEqual(60);

    expect(await page.locator('.article-thanks').innerText()).toMatch(/thank you/i);
    const { data: more } = await api<{ data: WireArticle[] }>(`/v1/news/home/${summary.type}?id=${summary.id}&per_page=${MORE_STORIES_PER_PAGE}`);
    const links = page.locator('.more-stories__link');
    await expect.poll(() => links.allTextContents(), POLL).toEqual(more.map((a) => a.title));
    const next = more[0]!;
    await links.first().click();
    await page.waitForURL(`**${articlePath(next)}`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe(next.title);
    await page.context().close();
  });

  it("uses the column beside the text at 1280 px: the contents of its sections, each landing below the header, and the stories of its first tag; a phone asks for none", async () => {
    const { data: list } = await api<{ data: (WireArticle & { tags: { keyword_slug: string }[] })[] }>('/v1/news/home/news?per_page=30');
    const summary = list.find((a) => !a.isLive && a.type === 'news' && a.tags.length > 0);
    if (!summary) throw new Error('no tagged news article');
    const { data: article } = await api<{ data: WireArticle }>(`/v1/news/${summary.id}`);
    const sectionCount = (article.content ?? '').match(/<h2\b/g)?.length ?? 0;
    expect(sectionCount, "the simulator's news article has sections").toBeGreaterThan(1);
    const tag = summary.tags[0]!.keyword_slug;
    const { data: tagged } = await api<{ data: WireArticle[] }>(`/v1/news/home/news?per_page=${ARTICLE_RAIL_STORIES + 1}&page_no=1&tag=${tag}`);
    const related = tagged.filter((a) => a.id !== summary.id).slice(0, ARTICLE_RAIL_STORIES).map((a) => a.title);

    const page = await suite.open(articlePath(summary), { viewport: { width: 1280, height: 900 } });
    const rail = page.locator('.article-rail');
    const contents = rail.locator('.article-toc__list a');
    // The sections as the text shows them, in order.
    const sections = await page.locator('.article__content h2').allTextContents();
    expect(sections).toHaveLength(sectionCount);
    await expect.poll(() => contents.allTextContents(), POLL).toEqual(sections);
    await expect.poll(() => rail.locator('.rail-stories__link').allTextContents(), POLL).toEqual(related);
    // A column of its own, right of the text, as wide as a column of stories.
    const [text, column] = await Promise.all([page.locator('.article__content').boundingBox(), rail.boundingBox()]);
    expect(column!.x).toBeGreaterThan(text!.x + text!.width);
    expect(column!.width).toBeGreaterThan(200);

    // A jump is the app's: it lands the section's heading just below the sticky header.
    await untilAppOwnsPage(page);
    await contents.nth(1).click();
    const landed = () =>
      page.evaluate(() => {
        const header = document.querySelector('.site-header')!.getBoundingClientRect();
        const heading = document.querySelectorAll('.article__content h2')[1]!;
        return { top: Math.round(heading.getBoundingClientRect().top), below: Math.round(header.bottom), id: heading.id };
      });
    await expect.poll(async () => (await landed()).top < 300, POLL).toBe(true);
    const at = await landed();
    expect(at.top).toBeGreaterThanOrEqual(at.below);
    expect(new URL(page.url()).hash).toBe(`#${at.id}`);
    await page.context().close();

    // A phone reads the contents folded in the text's flow, and asks for no stories it would not show.
    const asked: string[] = [];
    const phone = await suite.visitor({ viewport: PHONE });
    phone.on('request', (request) => asked.push(request.url()));
    const onPhone = await phone.newPage();
    await onPhone.goto(suite.site.url + articlePath(summary));
    await untilAppOwnsPage(onPhone);
    await onPhone.locator('.more-stories__link').first().waitFor(POLL);
    expect(await onPhone.locator('.article-toc__list a').allTextContents()).toEqual(sections);
    expect([await onPhone.locator('.rail-stories').count(), asked.filter((url) => url.includes(`tag=${tag}`))]).toEqual([0, []]);
    await phone.close();
  });

  it('shifts its layout by at most 0.1 while a 390 px article loads', async () => {
    const { data: list } = await api<{ data: WireArticle[] }>('/v1/news/home/news?per_page=20');
    const summary = list.find((a) => !a.isLive && a.type === 'news');
    if (!summary) throw new Error('no news article');
    const context = await suite.visitor({ viewport: PHONE });
    await recordLayoutShifts(context);
    const page = await context.newPage();
    await page.goto(suite.site.url + articlePath(summary));
    await page.locator('.article__content p').first().waitFor();
    await page.locator('.more-stories__link').first().waitFor(POLL);
    await page.evaluate(() => Promise.all(Array.from(document.images).filter((img) => img.loading !== 'lazy').map((img) => img.decode().catch(() => undefined))));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const cls = await cumulativeLayoutShift(page);
    console.log(`article layout shift at 390 px: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThanOrEqual(0.1);
    await context.close();
  });
});
