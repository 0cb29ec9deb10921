// The security headers as `npm start` serves the site (wrangler dev): pages through the Worker with
// their CSP, hashed files from the assets layer with web/public/_headers, source maps not at all; and
// the browser suite's CSP check, which fails any test during which a page broke the policy.
import { describe, expect, it } from 'vitest';
import { sharedPageSuite } from '../support/page-suite';

const suite = sharedPageSuite();

describe('the site under wrangler dev', () => {
  it('serves pages through the Worker with the page policy, and hashed files from the assets layer', async () => {
    const page = await fetch(`${suite.site.url}/cricket-news`);
    expect(page.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${new URL(suite.site.simUrl).origin}`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = (await page.text()).match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();

    const file = await fetch(suite.site.url + script);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    // The Worker sends a Permissions-Policy on everything it answers: it did not run for this file.
    expect(file.headers.get('permissions-policy')).toBeNull();
    await file.body?.cancel();

    const map = await fetch(`${suite.site.url}${script}.map`);
    expect(map.status).toBe(404);
    await map.body?.cancel();
  });

  it("gives /login's document Google's sign-in sources only when the edge has a client id", async () => {
    const login = await fetch(`${suite.site.url}/login`);
    // This site has none (as in development): the login page says sign-in is unavailable.
    expect(login.headers.get('content-security-policy')).not.toContain('accounts.google.com');
    await login.body?.cancel();
  });
});

describe('the CSP check of the browser tests', () => {
  it('sees a violation, naming the page and the directive', async () => {
    const page = await suite.open('/');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://images.elsewhere.invalid/photo.png';
      document.body.append(image);
    });
    const seen: string[] = [];
    const taken = () => {
      seen.push(...suite.takeCspViolations());
      return seen;
    };
    await expect.poll(taken).toContain(`${suite.site.url}/: img-src blocked https://images.elsewhere.invalid/photo.png`);
    await page.context().close();
  });
});
