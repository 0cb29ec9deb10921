// The web stories grid and its list viewer in Chromium: a card opens the story as a modal dialog
// over the grid, which keeps focus inside, steps across stories, closes on Escape or after the last
// item of the last story, and gives focus back to the card. The clock stands still (installed before
// the page loads) so no story moves on by itself while the test looks at it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';

const suite = sharedPageSuite({ warm: ['/api/v1/stories'] });

interface Group {
  id: number;
  title: string;
  info: { slug: string; metaTitle: string };
  stories: { id: number; title: string; ctaURL: string }[];
}

const groups = async () => (await suite.api<{ data: Group[] }>('/v1/stories')).data;
const START = new Date('2026-03-14T09:00:00Z');
/** Long enough for a page's code and data on a machine busy with other test files. */
const POLL = { timeout: 20_000 };

async function openGrid(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await (await suite.visitor({ viewport })).newPage();
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
  // Not the load event, which waits for every card's image: the cards are what the tests need.
  await page.goto(`${suite.site.url}/web-stories`, { waitUntil: 'domcontentloaded' });
  // The query client hands results over on zero-delay timers: run the clock a millisecond at a time.
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return page.locator('.stories-card__title').count();
    }, POLL)
    .toBeGreaterThan(0);
  // The edge draws the cards too; before the app's code has run, a click on one loads the story's page.
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return appOwnsPage(page);
    }, POLL)
    .toBe(true);
  return page;
}

const dialog = (page: Page) => page.getByRole('dialog');
const cards = (page: Page) => page.locator('a.stories-card');
const itemTitle = (page: Page) => dialog(page).locator('.story-caption__title').textContent();
const groupTitle = (page: Page) => dialog(page).locator('.story-frame__group').textContent();

async function showing(page: Page, group: Group, index: number): Promise<void> {
  await expect.poll(() => groupTitle(page)).toBe(group.title);
  await expect.poll(() => itemTitle(page)).toBe(group.stories[index]?.title);
}

const focusedTitle = (page: Page) => page.evaluate(() => document.activeElement?.querySelector('.stories-card__title')?.textContent ?? null);

describe('the web stories list viewer', () => {
  it('opens a card as a modal dialog that keeps focus inside, and Escape gives focus back to the card', async () => {
    const all = await groups();
    const group = all[2];
    if (!group) throw new Error('the simulator has fewer than three stories');
    const page = await openGrid();
    const titleBefore = await page.title();
    await cards(page).nth(2).click();
    await showing(page, group, 0);
    expect(await dialog(page).getAttribute('aria-labelledby')).toBeTruthy();
    expect(await page.getByRole('dialog', { name: group.title }).count()).toBe(1);
    expect(await page.title()).toBe(group.info.metaTitle);
    expect(page.url()).toBe(`${suite.site.url}/web-stories`);

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await focusedTitle(page)).toBe(group.title);
    await expect.poll(() => page.title()).toBe(titleBefore);
    await page.context().close();
  });

  it('steps to the next story after the last item, back again, and closes with the close button', async () => {
    const [first, second] = await groups();
    if (!first || !second) throw new Error('the simulator has fewer than two stories');
    const page = await openGrid({ width: 390, height: 844 });
    await cards(page).first().click();
    await showing(page, first, 0);
    const next = dialog(page).getByRole('button', { name: 'Next slide' });
    for (let i = 1; i < first.stories.length; i++) {
      await next.click();
      await showing(page, first, i);
    }
    await next.click();
    await showing(page, second, 0);
    expect(await page.getByRole('dialog', { name: second.title }).count()).toBe(1);
    await dialog(page).getByRole('button', { name: 'Previous slide' }).click();
    await showing(page, first, first.stories.length - 1);
    await dialog(page).getByRole('button', { name: 'Close story' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await focusedTitle(page)).toBe(first.title);
    await page.context().close();
  });

  it('closes after the last item of the last story and gives focus back to its card', async () => {
    const all = await groups();
    const last = all.at(-1);
    if (!last) throw new Error('the simulator has no stories');
    const page = await openGrid();
    await cards(page).last().click();
    await showing(page, last, 0);
    for (let i = 1; i < last.stories.length; i++) await page.keyboard.press('ArrowRight');
    await showing(page, last, last.stories.length - 1);
    await dialog(page).getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await focusedTitle(page)).toBe(last.title);
    await page.context().close();
  });

  it('never lets the slide count cover a title, on a phone or a desktop', async () => {
    const all = await groups();
    for (const viewport of [{ width: 360, height: 800 }, { width: 1280, height: 900 }]) {
      const page = await openGrid(viewport);
      expect(await page.locator('.stories-card__title').allTextContents()).toEqual(all.map((g) => g.title));
      expect(await page.locator('.stories-card__count').allTextContents()).toEqual(
        all.map((g) => expect.stringMatching(new RegExp(`^${g.stories.length} slides`))),
      );
      const overlaps = await page.locator('a.stories-card').evaluateAll((list) =>
        list.filter((card) => {
          const count = card.querySelector('.stories-card__count')?.getBoundingClientRect();
          const text = card.querySelector('.stories-card__text')?.getBoundingClientRect();
          return !count || !text || !(count.bottom <= text.top || text.bottom <= count.top || count.right <= text.left || text.right <= count.left);
        }).length,
      );
      expect(overlaps).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.context().close();
    }
  });

  it("opens a story's links on real player and team pages", async () => {
    const all = await groups();
    const first = all[0];
    const playerLink = first?.stories.find((s) => s.ctaURL.startsWith('/players-details/'))?.ctaURL;
    const teamLink = first?.stories.find((s) => s.ctaURL.startsWith('/teams/'))?.ctaURL;
    if (!first || !playerLink || !teamLink) throw new Error('the first story links to no player or no team');
    const pid = /-(\d+)$/.exec(playerLink)?.[1];
    const tid = /^\/teams\/[a-z0-9-]*?-?(\d+)\/home$/.exec(teamLink)?.[1];
    const player = await suite.api<{ data: { player: { name: string } } }>(`/v1/players/${pid}/stats`);
    const team = await suite.api<{ data: { name?: string; title?: string } }>(`/v1/teams/${tid}`);

    const page = await openGrid();
    await cards(page).first().click();
    const index = first.stories.findIndex((s) => s.ctaURL === playerLink);
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowRight');
    await showing(page, first, index);
    await dialog(page).getByRole('link', { name: 'Read more' }).click();
    await page.waitForURL(`${suite.site.url}${playerLink}/overview`);
    await expect.poll(async () => {
      await page.clock.runFor(1);
      return page.locator('h1').first().textContent();
    }, POLL).toBe(player.data.player.name);

    await page.goto(suite.site.url + teamLink, { waitUntil: 'domcontentloaded' });
    await expect.poll(async () => {
      await page.clock.runFor(1);
      return page.locator('h1').first().textContent();
    }, POLL).toBe(team.data.name ?? team.data.title);
    await page.context().close();
  });
});
