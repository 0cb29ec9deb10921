import { describe, expect, it } from 'vitest';
import { DEV_GOOGLE_TOKEN_PREFIX, DEV_TEST_FANS } from '../../shared/constants';
import { sharedPageSuite } from '../support/page-suite';
import { seriousViolations, signedInContext, storedLogin, waitForPath } from './auth-session';

// The default local site: the edge has no Google client id, as in development.
const suite = sharedPageSuite();

describe('the login redirects', () => {
  it('sends a signed-in visitor from /login to /user-profile', async () => {
    const context = await signedInContext(suite.browser, suite.site);
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/login`);
    await waitForPath(page, '/user-profile');
    await expect.poll(() => page.getByRole('heading', { name: 'My Profile' }).count()).toBe(1);
    await context.close();
  });

  it('sends an anonymous visitor from /user-profile to /login', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.site.url}/user-profile`);
    await waitForPath(page, '/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Log in' }).count()).toBe(1);
    await page.close();
  });
});

describe('the login page without a Google client id', () => {
  it('says plainly that Google sign-in is unavailable, offers no button and loads no Google script', async () => {
    const page = await suite.browser.newPage();
    const googleRequests: string[] = [];
    page.on('request', (r) => r.url().includes('google.com') && googleRequests.push(r.url()));
    await page.goto(`${suite.site.url}/login`);
    await expect.poll(() => page.getByText('Google sign-in is not available right now.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /google/i }).count()).toBe(0);
    expect(googleRequests).toEqual([]);
    await page.close();
  });

  it('has no serious or critical accessibility violations', async () => {
    // axe-core's Playwright runner needs a page of a context it may open more pages in.
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/login`);
    await page.getByText('Google sign-in is not available right now.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the login page of a site on the simulator', () => {
  it('offers a development sign-in: a chosen test fan signs in through socialLogin, as Google sign-in does, and the profile is theirs', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const logins: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/v1/user/socialLogin') && logins.push(r.postData() ?? ''));
    await page.goto(`${suite.site.url}/login`);
    const form = page.getByRole('form', { name: 'Development sign-in' });
    await form.waitFor();
    await form.getByLabel('Test fan').selectOption(DEV_TEST_FANS[1]);
    await form.getByRole('button', { name: 'Sign in as test fan' }).click();
    await waitForPath(page, '/');
    expect(await storedLogin(page)).toEqual({ token: expect.stringMatching(/\S/), mode: 'google' });
    expect(logins.map((body) => JSON.parse(body))).toEqual([{ accessToken: `${DEV_GOOGLE_TOKEN_PREFIX}${DEV_TEST_FANS[1]}`, type: 'google' }]);
    await page.goto(`${suite.site.url}/user-profile`);
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(DEV_TEST_FANS[1]);
    await context.close();
  });
});

describe('the profile page', () => {
  it('has no serious or critical accessibility violations, before and after editing', async () => {
    const context = await signedInContext(suite.browser, suite.site, 'axe.check@example.com');
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/user-profile`);
    await page.getByLabel('Full Name').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // With errors showing, too.
    await page.getByLabel('Full Name').fill('');
    await page.getByLabel('Date of Birth').fill('2999-01-01');
    await page.getByText('Full Name is required').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('logs out: the server ends the token, token and mode are cleared, and the visitor lands on /', async () => {
    const context = await signedInContext(suite.browser, suite.site);
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/user-profile`);
    const { token } = await storedLogin(page);
    await page.getByLabel('Full Name').waitFor();

    const logout = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await logout).status()).toBe(200);
    await waitForPath(page, '/');
    expect(await storedLogin(page)).toEqual({ token: null, mode: null });

    const after = await fetch(`${suite.site.url}/api/v1/user/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    // And the profile page is closed to this visitor now.
    await page.goto(`${suite.site.url}/user-profile`);
    await waitForPath(page, '/login');
    await context.close();
  });
});
