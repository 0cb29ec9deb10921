import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageSuite } from '../support/page-suite';
import { clearFaults, setFault } from '../support/sim-control';
import { storedLogin, waitForPath } from './auth-session';

// A site whose edge has a Google client id, as in production. There is no Google here: each test
// either blocks Google's script or answers it with a small stand-in that behaves like Google's token
// client (https://developers.google.com/identity/oauth2/web/reference/js-reference), so the SPA's
// own code runs unchanged.
// Home, where a sign-in lands, is rendered once before the tests: its first render on a new edge, beside
// another browser file on a two-core machine, ran past the render budget once in a fresh clone.
const suite = pageSuite({ vars: { GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com' }, warm: ['/'] });

type GoogleAnswer = { accessToken: string } | { error: string } | { nonOAuth: 'popup_closed' | 'popup_failed_to_open' };

const STAND_IN = `
window.google = { accounts: { oauth2: { initTokenClient(config) {
  return { requestAccessToken() {
    const answer = window.__googleAnswer;
    setTimeout(() => {
      if (answer.nonOAuth) config.error_callback({ type: answer.nonOAuth });
      else if (answer.error) config.callback({ error: answer.error });
      else config.callback({ access_token: answer.accessToken, expires_in: 3599, prompt: '', token_type: 'Bearer', scope: 'openid email profile' });
      window.__googleAnswered = true;
    }, 20);
  } };
} } } };`;

/** A fresh page on /login whose "Google" answers the sign-in with `answer`. */
async function loginWithGoogleAs(answer: GoogleAnswer): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.addInitScript((a) => Object.assign(window, { __googleAnswer: a }), answer);
  await page.route('https://accounts.google.com/**', (route: Route) =>
    route.fulfill({ contentType: 'text/javascript', body: STAND_IN }),
  );
  await page.goto(`${suite.site.url}/login`);
  return page;
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in with Google' });

describe('Google sign-in', () => {
  it('says sign-in is unavailable when Google script cannot load, instead of a dead button', async () => {
    const page = await suite.browser.newPage();
    await page.route('https://accounts.google.com/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${suite.site.url}/login`);
    await expect.poll(() => page.getByText('Google sign-in is not available right now.').isVisible()).toBe(true);
    expect(await signInButton(page).count()).toBe(0);
    await page.close();
  });

  it('trades the Google token for ours, shows Fetching..., stores the token with mode google and goes home', async () => {
    const page = await loginWithGoogleAs({ accessToken: 'dev-google-token:google.flow@example.com' });
    const sent: unknown[] = [];
    page.on('request', (r) => r.url().endsWith('/api/v1/user/socialLogin') && sent.push(r.postDataJSON()));
    // Slow the upstream a little so the loading state can be seen.
    await setFault(suite.site.simUrl, { path: '/v1/user/socialLogin', delayMs: 1500 });
    try {
      await signInButton(page).click();
      await page.getByText('Fetching...').waitFor();
      await waitForPath(page, '/');
    } finally {
      await clearFaults(suite.site.simUrl);
    }
    expect(sent).toEqual([{ accessToken: 'dev-google-token:google.flow@example.com', type: 'google' }]);
    const login = await storedLogin(page);
    expect(login.mode).toBe('google');
    const profile = await fetch(`${suite.site.url}/api/v1/user/profile`, { headers: { authorization: `Bearer ${login.token}` } });
    expect((await profile.json()).data.email).toBe('google.flow@example.com');
    await page.close();
  });

  it('shows the spec message when Google fails', async () => {
    const page = await loginWithGoogleAs({ error: 'access_denied' });
    await signInButton(page).click();
    await page.getByText('Something went wrong while login with google').waitFor();
    expect(await storedLogin(page)).toEqual({ token: null, mode: null });
    await page.close();
  });

  it('treats a closed Google popup as a change of mind, not an error', async () => {
    const page = await loginWithGoogleAs({ nonOAuth: 'popup_closed' });
    await signInButton(page).click();
    // The stand-in has answered, and the page has rendered what it made of the answer.
    await page.waitForFunction(() => (window as unknown as { __googleAnswered?: boolean }).__googleAnswered === true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await signInButton(page).isEnabled()).toBe(true);
    await page.close();
  });

  it('shows the spec message when our sign-in request fails, and stores nothing', async () => {
    const page = await loginWithGoogleAs({ accessToken: 'a-token-the-upstream-refuses' });
    await signInButton(page).click();
    await page.getByText('Something went wrong while fetching your data').waitFor();
    expect(await storedLogin(page)).toEqual({ token: null, mode: null });
    expect(page.url()).toBe(`${suite.site.url}/login`);
    await page.close();
  });

  it('loads Google script on /login only', async () => {
    const page = await suite.browser.newPage();
    const google: string[] = [];
    page.on('request', (r) => r.url().includes('accounts.google.com') && google.push(new URL(page.url()).pathname));
    await page.route('https://accounts.google.com/**', (route) => route.abort());
    await page.goto(`${suite.site.url}/`);
    await page.waitForLoadState('networkidle');
    expect(google).toEqual([]);
    await page.goto(`${suite.site.url}/login`);
    await expect.poll(() => google.length).toBeGreaterThan(0);
    await page.close();
  });
});

describe('the way in and out of /login', () => {
  // /login's CSP alone allows Google's sign-in; the SPA routes client-side, and a document keeps the
  // policy it was loaded with, so both ways must be document loads.
  const documentLoad = (page: Page, path: string) =>
    page.waitForResponse((r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === path, { timeout: 10_000 });

  it("goes in from the Login button by a document load, which brings /login's own policy", async () => {
    const page = await suite.browser.newPage();
    await page.addInitScript(() => Object.assign(window, { __googleAnswer: { accessToken: 'unused' } }));
    await page.route('https://accounts.google.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: STAND_IN }));
    await page.goto(`${suite.site.url}/`);
    const login = documentLoad(page, '/login');
    await page.getByRole('link', { name: 'Login' }).click();
    expect((await login).headers()['content-security-policy']).toContain('https://accounts.google.com/gsi/client');
    await signInButton(page).waitFor();
    await page.close();
  });

  it('comes out by a link with a document load, which leaves the policy that allows Google behind', async () => {
    const page = await loginWithGoogleAs({ accessToken: 'unused' });
    await signInButton(page).waitFor();
    const home = documentLoad(page, '/');
    await page.getByRole('link', { name: 'Back to home' }).click();
    expect((await home).headers()['content-security-policy']).not.toContain('accounts.google.com');
    await page.close();
  });
});
