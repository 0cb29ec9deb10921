// React and the page the edge served: whether the app has taken it over, and how a test opens a page
// whose data the browser asks for itself.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** React keeps its own key on each element it owns: the page's first element has one once the app has taken the page over. */
export function appOwnsPage(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.querySelector('#main-content > *') ?? {}).some((key) => key.startsWith('__reactFiber')));
}

/**
 * Waits until the app has taken the page over: a page the edge rendered shows its controls before its
 * code has run, and a tap on one then does nothing, as it would for a fan.
 */
export async function untilAppOwnsPage(page: Page): Promise<void> {
  await expect.poll(() => appOwnsPage(page), { timeout: 20_000 }).toBe(true);
}

/**
 * Opens `path` as the app reaches it from another of its pages (as Back does), so that the page's
 * data is asked for by the browser, where a test can reshape it with page.route; served by the edge,
 * the page would come with the answers its render read.
 */
export async function openInApp(page: Page, siteUrl: string, path: string): Promise<void> {
  await page.goto(`${siteUrl}/about-us`);
  await untilAppOwnsPage(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
