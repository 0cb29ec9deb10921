// The shell's chrome in a real Chromium (SPEC.md section 2 'Navigation'): the More menu, the bars
// that slide away on phones, back-to-top, pages without chrome, and accessibility of the whole.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BACK_TO_TOP_AFTER_PX, MORE_MENU_MAX_HEIGHT_PX } from '../../shared/constants';
import { untilAppOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';

/** Pages load lazily and the suite shares two cores: give what must appear time to appear. */
const WAIT = { timeout: 15_000 };

// The edge is warmed (first compile, first upstream fills) before the first test.
const suite = sharedPageSuite({ warm: ['/', '/api/v1/news/categories', '/api/v1/misc/meta/home'] });

function newVisitor(options: { width: number; height?: number; colorScheme?: 'light' | 'dark'; consent?: boolean }) {
  const { width, height = 900, colorScheme = 'light', consent = true } = options;
  return suite.visitor({
    viewport: { width, height },
    colorScheme,
    localStorage: consent ? { cookieConsent: 'true' } : {},
    timeout: WAIT.timeout,
  });
}

async function openHome(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(suite.site.url);
  await expect.poll(() => page.locator('.news-card').count(), WAIT).toBeGreaterThan(0);
  return page;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('the More menu', () => {
  it('lists Ranking, Teams and every news category, scrolls, and works from the keyboard alone', async () => {
    const categories = (await (await fetch(`${suite.site.url}/api/v1/news/categories`)).json()) as {
      data: { title: string; slug: string }[];
    };
    const context = await newVisitor({ width: 1280 });
    const page = await openHome(context);
    const button = page.getByRole('button', { name: 'More', exact: true });
    // Tab works on the page the edge drew, but Enter opens the menu only once the app's code has run.
    await untilAppOwnsPage(page);

    // Reachable with Tab from the top of the page.
    let tabs = 0;
    while ((await focusedText(page)) !== 'More' && tabs < 30) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(await focusedText(page)).toBe('More');
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const links = panel.getByRole('link');
    await expect.poll(() => links.count(), WAIT).toBe(2 + categories.data.length);
    expect(await links.allTextContents()).toEqual(['Ranking', 'Teams', ...categories.data.map((c) => c.title)]);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/ranking',
      '/teams',
      ...categories.data.map((c) => `/category/${c.slug}`),
    ]);

    // 8 or more items: the list scrolls within 420 px.
    const box = await panel.evaluate((el) => ({
      maxHeight: getComputedStyle(el).maxHeight,
      overflowY: getComputedStyle(el).overflowY,
      scrolls: el.scrollHeight > el.clientHeight,
    }));
    expect(box).toEqual({ maxHeight: `${MORE_MENU_MAX_HEIGHT_PX}px`, overflowY: 'auto', scrolls: true });

    // Focus went into the list; arrows move through it, End goes to the last entry.
    await expect.poll(() => focusedText(page), WAIT).toBe('Ranking');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Teams');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe(categories.data.at(-1)?.title);
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Ranking');

    // Escape closes and hands focus back to the button.
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    expect(await focusedText(page)).toBe('More');

    // A click outside closes it too.
    await button.click();
    expect(await panel.isVisible()).toBe(true);
    await page.mouse.click(640, 600);
    expect(await panel.isVisible()).toBe(false);
    await context.close();
  });
});

describe('the top bar', () => {
  it('marks the current page and shows Login to an anonymous visitor', async () => {
    const context = await newVisitor({ width: 1280 });
    const page = await openHome(context);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Schedule' }).getAttribute('aria-current')).toBeNull();
    expect(await nav.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/',
      '/schedule/live',
      '/cricket-news',
      '/category/ipl-2025',
      '/web-stories',
      '/fantasy-cricket-tips',
      '/series',
      '/points-table',
    ]);
    expect(await page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await context.close();
  });

  it('titles the header by page type and the document from the route meta record', async () => {
    const meta = async (slug: string) =>
      ((await (await fetch(`${suite.site.url}/api/v1/misc/meta/${slug}`)).json()) as { data: { title: string; description: string } }).data;
    const context = await newVisitor({ width: 1280 });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/schedule/live`);
    const headerTitle = page.locator('.site-header__title');
    await expect.poll(() => headerTitle.textContent(), WAIT).toBe('Schedule');
    const schedule = await meta('schedule-live');
    await expect.poll(() => page.title(), WAIT).toBe(schedule.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(schedule.description);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Schedule' }).getAttribute('aria-current')).toBe('page');

    // A client-side move to a page with a record but no header title.
    await untilAppOwnsPage(page);
    await nav.getByRole('link', { name: 'Web Stories' }).click();
    await expect.poll(() => page.title(), WAIT).toBe((await meta('web-stories')).title);
    expect(await headerTitle.count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Web Stories' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });
});

describe('links', () => {
  it('move the app without a document load, and leave a modified click to the browser', async () => {
    const context = await newVisitor({ width: 1280 });
    const page = await openHome(context);
    // Before the app's code has run, a plain click on a link loads a new document.
    await untilAppOwnsPage(page);
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    // A mark on this document's window: gone if the browser loads another document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);

    // Ctrl+click opens the article in a new tab and leaves this page where it is.
    const card = page.locator('.news-card a[href]').first();
    const href = (await card.getAttribute('href'))!;
    const [tab] = await Promise.all([context.waitForEvent('page'), card.click({ modifiers: ['Control'] })]);
    await tab.waitForURL(`${suite.site.url}${href}`);
    expect(new URL(page.url()).pathname).toBe('/');

    // A plain click moves the app to the article, in the same document, with a new history entry.
    const entries = await page.evaluate(() => history.length);
    await card.click();
    await page.waitForURL(`${suite.site.url}${href}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).not.toBe('');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);

    // The brand leads home; pressed on home it replaces the entry rather than adding one.
    const brand = page.getByRole('banner').getByRole('link', { name: /home$/ });
    await brand.click();
    await page.waitForURL(`${suite.site.url}/`);
    await brand.click();
    await expect.poll(() => page.locator('.news-card').count(), WAIT).toBeGreaterThan(0);
    expect(await page.evaluate(() => history.length)).toBe(entries + 2);
    expect(await sameDocument()).toBe(true);
    expect(documents).toEqual([]);
    await context.close();
  });
});

describe('the top and bottom bars', () => {
  const header = (page: Page) => page.locator('.site-header');
  const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });
  const onScreen = async (page: Page, locator: Locator) => {
    const box = await locator.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    return box !== null && box.y + box.height > 1 && box.y < height - 1;
  };
  const scrollTo = (page: Page, y: number | 'bottom') =>
    page.evaluate((to) => window.scrollTo(0, to === 'bottom' ? document.documentElement.scrollHeight : to), y);

  it('hide on a phone while scrolling down and show again scrolling up and at the bottom', async () => {
    const context = await newVisitor({ width: 390, height: 844 });
    const page = await openHome(context);
    expect(
      await bottomBar(page)
        .getByRole('link')
        .evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute('href')])),
    ).toEqual([
      ['Home', '/'],
      ['Web Stories', '/web-stories'],
      ['Fantasy', '/fantasy-cricket-tips'],
      ['Schedule', '/schedule/live'],
      ['More categories', '/more-categories'],
    ]);
    expect(await onScreen(page, header(page))).toBe(true);
    expect(await onScreen(page, bottomBar(page))).toBe(true);

    await scrollTo(page, 300);
    await scrollTo(page, 700);
    await expect.poll(() => onScreen(page, header(page)), WAIT).toBe(false);
    await expect.poll(() => onScreen(page, bottomBar(page)), WAIT).toBe(false);

    await scrollTo(page, 500);
    await expect.poll(() => onScreen(page, header(page)), WAIT).toBe(true);
    await expect.poll(() => onScreen(page, bottomBar(page)), WAIT).toBe(true);

    await scrollTo(page, 900);
    await expect.poll(() => onScreen(page, header(page)), WAIT).toBe(false);
    await scrollTo(page, 'bottom');
    await expect.poll(() => onScreen(page, header(page)), WAIT).toBe(true);
    await expect.poll(() => onScreen(page, bottomBar(page)), WAIT).toBe(true);
    await context.close();
  });

  it('stay on a wide screen whatever the scrolling', async () => {
    const context = await newVisitor({ width: 1280 });
    const page = await openHome(context);
    await scrollTo(page, 300);
    await scrollTo(page, 700);
    // The scroll handler has run and marked the bars hidden; on a wide screen the stylesheet keeps them.
    await expect.poll(() => header(page).getAttribute('class'), WAIT).toContain('is-hidden');
    expect(await onScreen(page, header(page))).toBe(true);
    await context.close();
  });
});

describe('the mobile menu', () => {
  it('opens with the main sections and the social links, and closes with Escape', async () => {
    const context = await newVisitor({ width: 390, height: 844 });
    const page = await openHome(context);
    await untilAppOwnsPage(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole('navigation').getByRole('link').allTextContents()).toEqual([
      'Live Score',
      'News',
      'Points Table',
      'Teams',
      'Ranking',
      'Series',
    ]);
    const social = await menu
      .locator('.social-link')
      .evaluateAll((all) => all.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]));
    expect(social.map(([label]) => label)).toEqual(['Instagram', 'Facebook', 'Youtube', 'X']);
    expect(social.every(([, href]) => href?.startsWith('https://'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    await context.close();
  });
});

describe('back to top', () => {
  it(`appears after ${BACK_TO_TOP_AFTER_PX} px of scrolling and takes the page back to the top`, async () => {
    const context = await newVisitor({ width: 1280 });
    const page = await openHome(context);
    const button = page.getByRole('button', { name: 'Back to top' });
    // Past the threshold it appears; back at exactly the threshold it goes again.
    await page.evaluate((y) => window.scrollTo(0, y), BACK_TO_TOP_AFTER_PX + 50);
    await expect.poll(() => button.isVisible(), WAIT).toBe(true);
    await page.evaluate((y) => window.scrollTo(0, y), BACK_TO_TOP_AFTER_PX);
    await expect.poll(() => button.count(), WAIT).toBe(0);

    await page.evaluate((y) => window.scrollTo(0, y), BACK_TO_TOP_AFTER_PX + 50);
    await expect.poll(() => button.isVisible(), WAIT).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), WAIT).toBe(0);
    await expect.poll(() => button.count(), WAIT).toBe(0);
    await context.close();
  });
});

describe('pages without chrome', () => {
  it('shows the login page without the footer and the bottom bar', async () => {
    const context = await newVisitor({ width: 390, height: 844 });
    const page = await openHome(context);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Quick links' }).count()).toBe(1);

    await page.goto(`${suite.site.url}/login`);
    await expect.poll(() => page.getByRole('banner').isVisible(), WAIT).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Quick links' }).count()).toBe(0);
    await context.close();
  });
});

describe('accessibility', () => {
  for (const [width, colorScheme] of [
    [1280, 'light'],
    [390, 'dark'],
  ] as const) {
    it(`has no serious or critical axe-core violations on home at ${width} px in the ${colorScheme} theme`, async () => {
      const context = await newVisitor({ width, colorScheme, consent: false });
      const page = await openHome(context);
      await expect.poll(() => page.getByRole('region', { name: 'Cookie consent' }).isVisible(), WAIT).toBe(true);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
      await context.close();
    });
  }
});
