// The shell's global behaviours in a real Chromium (SPEC.md sections 2, 4, 5 and 8): the offline
// screen, the cookie banner, the 401 reset and the crash boundary.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appOwnsPage, untilAppOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';

/** Pages load lazily and the suite shares two cores: give what must appear time to appear. */
const WAIT = { timeout: 15_000 };

// The edge is warmed (first compile, first upstream fills) before the first test.
const suite = sharedPageSuite({ warm: ['/', '/api/v1/news/categories', '/api/v1/misc/meta/home'] });

/** A fresh visitor, with the cookie banner already answered unless a test is about it. */
const newVisitor = (localStorage: Record<string, string> = { cookieConsent: 'true' }) =>
  suite.visitor({ localStorage, timeout: WAIT.timeout });

function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

const OFFLINE_TITLE = "Oops! Looks like you're offline.";
const OFFLINE_TEXT = 'Please check your internet connection and try again.';

describe('the offline screen', () => {
  it('replaces the app while offline, refuses requests locally, and gives the same page back online', async () => {
    const context = await newVisitor();
    const page = await context.newPage();
    await page.goto(suite.site.url);
    const cards = page.locator('.news-card');
    await expect.poll(() => cards.count(), WAIT).toBe(7);
    // State worth keeping: a second page of news and a scroll position. See More is the app's: the
    // edge draws the button, and a tap on it before the app's code has run does nothing.
    await untilAppOwnsPage(page);
    await page.getByRole('button', { name: 'See More' }).click();
    // 7 stories and 6 more (SPEC section 9).
    await expect.poll(() => cards.count(), WAIT).toBe(13);
    await page.evaluate(() => window.scrollTo(0, 600));
    const titles = await page.locator('.news-card .news-title').allTextContents();

    await context.setOffline(true);
    await expect.poll(() => page.getByRole('heading', { name: OFFLINE_TITLE }).isVisible(), WAIT).toBe(true);
    expect(await page.getByText(OFFLINE_TEXT, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await cards.first().isVisible()).toBe(false);

    // Try again goes through the API client, which says so without sending anything. (Counted from
    // here: the scroll above may have started a lazy block's call, which is no concern of the gate.)
    const requests = apiRequests(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), WAIT).toBe('No internet connection');
    expect(requests).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => page.getByRole('heading', { name: OFFLINE_TITLE }).count(), WAIT).toBe(0);
    expect(page.url()).toBe(`${suite.site.url}/`);
    expect(await cards.first().isVisible()).toBe(true);
    expect(await page.locator('.news-card .news-title').allTextContents()).toEqual(titles);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await context.close();
  });
});

describe('the cookie banner', () => {
  it('shows until OK is pressed, stores cookieConsent, and stays hidden after a reload', async () => {
    const context = await newVisitor({});
    const page = await context.newPage();
    await page.goto(suite.site.url);
    // The app's banner, once the app has drawn the page (the served one's OK is another test's).
    await expect.poll(() => page.locator('.news-card').count(), WAIT).toBeGreaterThan(0);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect.poll(() => banner.isVisible(), WAIT).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();

    await banner.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => banner.count(), WAIT).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');

    await page.reload();
    await expect.poll(() => page.locator('.news-card').count(), WAIT).toBeGreaterThan(0);
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('paints before any script has run, and the edge leaves it out once OK is pressed', async () => {
    const context = await newVisitor({});
    const withoutScripts = async () => {
      const page = await context.newPage();
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto(suite.site.url);
      return page;
    };
    const first = await withoutScripts();
    const served = first.getByRole('region', { name: 'Cookie consent' });
    expect(await served.isVisible()).toBe(true);
    const servedText = await served.textContent();
    await first.close();

    const page = await context.newPage();
    await page.goto(suite.site.url);
    await expect.poll(() => page.locator('.news-card').count(), WAIT).toBeGreaterThan(0);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    expect(await banner.textContent()).toBe(servedText);
    await banner.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => banner.count(), WAIT).toBe(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookieConsent')?.value).toBe('true');

    const next = await withoutScripts();
    expect(await next.locator('.cookie-banner').count()).toBe(0);
    await context.close();
  });

  it('takes an OK pressed on the served banner before the app has taken over the page', async () => {
    const context = await newVisitor({});
    const page = await context.newPage();
    const hydrated = () => appOwnsPage(page);
    // Home's own code is held back: the app starts (its entry runs) but takes nothing over yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/home-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(suite.site.url, { waitUntil: 'domcontentloaded' });
    // The entry has run once its router has taken over the history entry (one task runs both).
    await expect.poll(() => page.evaluate(() => history.state !== null), WAIT).toBe(true);
    // The page the edge rendered is there, not yet the app's.
    expect(await page.locator('.news-card').count()).toBeGreaterThan(0);
    expect(await hydrated()).toBe(false);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => banner.count(), WAIT).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');

    release();
    await expect.poll(hydrated, WAIT).toBe(true);
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});

describe('a 401 answer', () => {
  it('clears the stored token and reloads the page exactly once', async () => {
    const context = await newVisitor({ cookieConsent: 'true', token: 'expired-or-forged-token', loginMode: 'google' });
    const page = await context.newPage();
    const profileAnswers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/user/profile') profileAnswers.push(response.status());
    });
    // Document requests, not 'load' events: a reload that starts before the first page's load event
    // (its images still coming) would leave that page with no load event at all.
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
    });

    await page.goto(suite.site.url);
    // With a token the header shows Profile and checks the session, which the upstream refuses: the
    // app clears the login and reloads. Wait for that reload before reading the page.
    await expect.poll(() => loads, WAIT).toBe(2);
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).isVisible(), WAIT).toBe(true);
    expect(await page.evaluate(() => ({ token: localStorage.getItem('token'), mode: localStorage.getItem('loginMode') }))).toEqual({
      token: null,
      mode: null,
    });
    await expect.poll(() => page.locator('.news-card').count(), WAIT).toBeGreaterThan(0);
    // Once the reloaded page has settled (no request for 500 ms), no second reload is on its way.
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(2);
    expect(profileAnswers).toEqual([401]);
    await context.close();
  });
});

describe('the crash boundary', () => {
  it('logs a crash with POST /v1/misc/log and shows the crash screen with Go to Home', async () => {
    const context = await newVisitor();
    const page = await context.newPage();
    const logs: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/misc/log') logs.push(request.postDataJSON());
    });
    const logAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/misc/log');
    await page.goto(suite.site.url);
    await expect.poll(() => page.locator('.news-card').count(), WAIT).toBeGreaterThan(0);

    // A real crash, with nothing in the app made for it: a node the app owns has been taken over
    // (as page translators and extensions do), so the DOM refuses its removal, and the next render
    // that removes it throws. Here the back-to-top button's parent refuses, and scrolling up removes it.
    await page.evaluate(() => window.scrollTo(0, 400));
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect.poll(() => backToTop.isVisible(), WAIT).toBe(true);
    await backToTop.evaluate((button) => {
      const parent = button.parentNode;
      if (!parent) throw new Error('the back-to-top button has no parent');
      // The browser's own refusal: removing a node that is not the parent's child.
      parent.removeChild = function <T extends Node>(this: ParentNode & Node): T {
        return Node.prototype.removeChild.call(this, document.createElement('font')) as T;
      };
    });
    await page.evaluate(() => window.scrollTo(0, 0));

    await expect.poll(() => page.getByRole('heading', { name: 'Something went wrong.' }).isVisible(), WAIT).toBe(true);
    expect((await logAnswer).status()).toBe(200);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      type: 'crash',
      info: {
        message: expect.stringContaining('removeChild'),
        // The error's own stack, then React's component stack.
        stack: expect.stringMatching(/removeChild[\s\S]*\n\nComponent stack:\n\s+at \S/),
        userAgent: expect.stringContaining('Chrome'),
        href: `${suite.site.url}/`,
        referrer: expect.any(String),
      },
    });

    await page.getByRole('button', { name: 'Go to Home' }).click();
    await expect.poll(() => page.locator('.news-card').count(), WAIT).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Something went wrong.' }).count()).toBe(0);
    await context.close();
  });
});

describe('a stored login mode that is not otp, google or apple', () => {
  it('shows the spec error and signs the visitor out', async () => {
    const context = await newVisitor({ cookieConsent: 'true', token: 'some-token', loginMode: 'facebook' });
    const page = await context.newPage();
    await page.goto(suite.site.url);
    await expect.poll(() => page.getByText('Login mode must be one of: otp, google, apple').count(), WAIT).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).count(), WAIT).toBe(1);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('loginMode')])).toEqual([null, null]);
    await context.close();
  });
});
