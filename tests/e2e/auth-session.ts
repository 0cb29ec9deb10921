// Signing in for the auth e2e tests without Google: the simulator accepts its development Google
// token, so the test trades it for a real bearer token through the edge and hands the browser that
// token in local storage, under the keys web/src/lib/auth-storage.ts uses. Nothing in the app
// changes for tests: no development sign-in exists in the SPA.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Site } from '../support/site';

export async function devToken(site: Site, email?: string): Promise<string> {
  const response = await fetch(`${site.url}/api/v1/user/socialLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessToken: email ? `dev-google-token:${email}` : 'dev-google-token', type: 'google' }),
  });
  if (response.status !== 200) throw new Error(`dev sign-in failed: HTTP ${response.status}`);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** A browser context that starts signed in (token and mode google), as if after a Google sign-in. */
export async function signedInContext(browser: Browser, site: Site, email?: string): Promise<BrowserContext> {
  const token = await devToken(site, email);
  return browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin: site.url, localStorage: [{ name: 'token', value: token }, { name: 'loginMode', value: 'google' }] }],
    },
  });
}

/** Waits until the page shows `path` (client-side redirects change the URL with the history API). */
export async function waitForPath(page: Page, path: string, timeoutMs = 15_000): Promise<void> {
  try {
    await page.waitForFunction((expected) => location.pathname === expected, path, { timeout: timeoutMs });
  } catch {
    throw new Error(`expected ${path}, still on ${page.url()}`);
  }
}

export function storedLogin(page: Page): Promise<{ token: string | null; mode: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), mode: localStorage.getItem('loginMode') }));
}

export interface AxeScope {
  /** Only within this selector (the page's own content, where the shell around it was read already). */
  within?: string;
  /** Only these rules (those a change of theme can change: the colours). */
  rules?: string[];
}

/** The rules whose answer depends on the page's colours, and so on its theme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The axe-core violations a user would feel most: serious and critical. */
export async function seriousViolations(page: Page, { within, rules }: AxeScope = {}): Promise<string[]> {
  let axe = new AxeBuilder({ page });
  if (within) axe = axe.include(within);
  if (rules) axe = axe.withRules(rules);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
