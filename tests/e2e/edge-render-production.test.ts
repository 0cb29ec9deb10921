// Production shows ads (ADS_HOST defaults to PRODUCTION_HOST) and offers Google sign-in: the pages
// the fans of the production host are served are rendered in that configuration too, never the
// shell, and hydrate with nothing in the console (the suite fails a test during which a page was
// served as the shell).
import { beforeAll, describe, expect, it } from 'vitest';
import { EVERY_FAMILY, expectServedAsPages, families, hydrate, VIEWS, type Family } from '../support/page-families';
import { pageSuite } from '../support/page-suite';

const suite = pageSuite({
  warm: ['/'],
  vars: { ADS_HOST: '127.0.0.1', GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com', DEV_SIGN_IN: '' },
});

describe("a page the edge renders in production's configuration", () => {
  let all: Family[] = [];
  beforeAll(async () => {
    all = await families((path) => suite.api(path));
  });

  it('is served as the page itself, ads and all, readable with JavaScript off', EVERY_FAMILY, async () => {
    await expectServedAsPages(suite.browser, suite.site.url, all);
    const home = await (await fetch(suite.site.url + '/')).text();
    expect(home, "home's ad slots are in its HTML").toContain('aria-label="Advertisement"');
  });

  // Ads differ by width (the desktop creatives), so the views take turns: every family in one of them.
  it('is taken over in place by React, with nothing in the console, at 390 and 1280 px by turn', EVERY_FAMILY, async () => {
    for (const [index, family] of all.entries()) {
      const view = VIEWS[index % VIEWS.length]!;
      const { said, lateStylesheets } = await hydrate(suite.browser, suite.site.url + family.path, view, family.live);
      const seen = `${family.name} (${view.width} px, ${view.colorScheme}, ${view.timezoneId})`;
      expect([seen, said, lateStylesheets]).toEqual([seen, [], []]);
    }
  });
});

describe("the login page in production's configuration", () => {
  it('offers Google sign-in and never the development sign-in', async () => {
    const config = (await (await fetch(`${suite.site.url}/app-config.json`)).json()) as { devSignIn: boolean; googleClientId: string };
    expect(config).toMatchObject({ devSignIn: false, googleClientId: 'test-client.apps.googleusercontent.com' });
    const page = await suite.browser.newPage();
    await page.goto(`${suite.site.url}/login`);
    // The sign-in options are drawn (Google's, loading or given up: its script cannot load here).
    await page.getByText(/Loading Google sign-in…|Google sign-in is not available right now\./).waitFor();
    expect(await page.getByText('Development sign-in').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign in as test fan' }).count()).toBe(0);
    await page.close();
  });
});
