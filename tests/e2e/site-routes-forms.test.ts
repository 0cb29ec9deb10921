// The contact form (SPEC.md sections 4 and 5) and the hidden purge-cache form, in a real Chromium
// against a started site: the spec's messages, the request each sends, and what comes back.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { purgeLog } from '../../sim/routes/cache';
import { untilAppOwnsPage } from '../support/hydration';
import { clearFaults, setFault } from '../support/sim-control';
import { pageSuite } from '../support/page-suite';

// A site of its own: the purge test reads the simulator's log of purges, kept in this process.
const suite = pageSuite();

const visit = (path: string) => suite.open(path);

const REQUIRED = ['Full Name is required', 'Email ID is required', 'Subject is required', 'Message is required'];
const errorTexts = (page: Page) => page.locator('.contact-error').allTextContents();

describe('the contact form', () => {
  it('shows each required message under its field and clears one when its field is edited', async () => {
    const page = await visit('/contact-us');
    // The form is the app's: the edge draws it, and before the app's code has run Send submits it natively.
    await untilAppOwnsPage(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => errorTexts(page)).toEqual(REQUIRED);
    expect(await page.getByLabel('Email ID').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Full Name').fill('A');
    await expect.poll(() => errorTexts(page)).toEqual(REQUIRED.slice(1));
    await page.getByLabel('Message').fill('Hello');
    await expect.poll(() => errorTexts(page)).toEqual(REQUIRED.slice(1, 3));
    await page.context().close();
  });

  it("sends the feedback, shows 'Sending...', then thanks and clears the form", async () => {
    // Slow the upstream a little so the sending state can be seen.
    await setFault(suite.site.simUrl, { path: '/v1/misc/feedback', delayMs: 800 });
    try {
      const page = await visit('/contact-us');
      // Typing before the app's code has run never reaches the form's state.
      await untilAppOwnsPage(page);
      await page.getByLabel('Full Name').fill('Asha Verma');
      await page.getByLabel('Email ID').fill('asha@example.com');
      await page.getByLabel('Subject of contact').fill('Scorecard');
      await page.getByLabel('Message').fill('The scorecard is great.');
      const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/misc/feedback') && r.method() === 'POST');
      await page.getByRole('button', { name: 'Send' }).click();

      expect((await request).postDataJSON()).toEqual({
        name: 'Asha Verma',
        email: 'asha@example.com',
        subject: 'Scorecard',
        body: 'The scorecard is great.',
        type: 'feedback',
      });
      await expect.poll(() => page.getByRole('button', { name: 'Sending...' }).isDisabled()).toBe(true);
      await expect.poll(() => page.locator('.contact-success').textContent()).toMatch(/^Thank you/);
      for (const label of ['Full Name', 'Email ID', 'Subject of contact', 'Message']) expect(await page.getByLabel(label).inputValue()).toBe('');
      await page.context().close();
    } finally {
      await clearFaults(suite.site.simUrl);
    }
  });

  it("says 'Please try again after some time.' when sending fails", async () => {
    await setFault(suite.site.simUrl, { path: '/v1/misc/feedback', status: 500 });
    try {
      const page = await visit('/contact-us');
      await untilAppOwnsPage(page);
      await page.getByLabel('Full Name').fill('Asha Verma');
      await page.getByLabel('Email ID').fill('asha@example.com');
      await page.getByLabel('Subject of contact').fill('Scorecard');
      await page.getByLabel('Message').fill('Hello');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => page.locator('.contact-failure').textContent()).toBe('Please try again after some time.');
      // The reader's text is kept for another try.
      expect(await page.getByLabel('Message').inputValue()).toBe('Hello');
      await page.context().close();
    } finally {
      await clearFaults(suite.site.simUrl);
    }
  });
});

describe('the purge-cache form', () => {
  it("says 'Files URL is required' when the list is blank after trimming, and sends nothing", async () => {
    const page = await visit('/purge-cache');
    const purges: string[] = [];
    page.on('request', (r) => r.url().includes('/purge-cache') && r.method() === 'POST' && purges.push(r.url()));
    await page.getByLabel('Files URL').fill('  \n \n');
    await page.getByLabel('Admin token').fill(suite.site.adminToken);
    await page.getByRole('button', { name: 'Purge' }).click();
    await expect.poll(() => page.locator('.purge-error').textContent()).toBe('Files URL is required');
    expect(purges).toEqual([]);
    await page.context().close();
  });

  it("purges the listed URLs, one per line with blanks dropped, and says 'Files are purged.'", async () => {
    const page = await visit('/purge-cache');
    const before = purgeLog.length;
    await page.getByLabel('Files URL').fill(`  ${suite.site.url}/api/v1/news/categories  \n\n/api/v1/misc/ranking?limit=10\n`);
    await page.getByLabel('Admin token').fill(suite.site.adminToken);
    await page.getByRole('button', { name: 'Purge' }).click();
    await expect.poll(() => page.locator('.purge-success').textContent()).toBe('Files are purged.');
    expect(purgeLog.slice(before).map((p) => p.files)).toEqual([[`${suite.site.url}/api/v1/news/categories`, `${suite.site.url}/api/v1/misc/ranking?limit=10`]]);
    await page.context().close();
  });

  it("shows the edge's refusal for a wrong admin token", async () => {
    const page = await visit('/purge-cache');
    await page.getByLabel('Files URL').fill('/api/v1/news/categories');
    await page.getByLabel('Admin token').fill('not-the-admin-token');
    await page.getByRole('button', { name: 'Purge' }).click();
    await expect.poll(() => page.locator('.purge-error').textContent()).toBe('Invalid admin token');
    await page.context().close();
  });
});
