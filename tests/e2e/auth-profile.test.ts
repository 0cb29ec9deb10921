import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedPageSuite } from '../support/page-suite';
import { clearFaults, setFault } from '../support/sim-control';
import { signedInContext } from './auth-session';

const suite = sharedPageSuite();

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * Records the fields of every FormData the page sends with fetch: Playwright does not expose the
 * body of a multipart request that carries a file.
 */
function recordFormBodies() {
  const sent: [string, string][][] = [];
  Object.assign(window, { __formBodies: sent });
  const original = window.fetch;
  window.fetch = (input, init) => {
    if (init?.body instanceof FormData) {
      const fields: [string, string][] = [];
      init.body.forEach((v, k) => fields.push([k, typeof v === 'string' ? v : `file:${v.name}:${v.type}:${v.size}`]));
      sent.push(fields);
    }
    return original(input, init);
  };
}
const formBodies = (page: Page) => page.evaluate(() => (window as unknown as { __formBodies: [string, string][][] }).__formBodies);

/** A signed-in page on /user-profile for a new account (a distinct user per email), form loaded. */
async function profilePage(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedInContext(suite.browser, suite.site, email);
  const page = await context.newPage();
  await page.addInitScript(recordFormBodies);
  await page.goto(`${suite.site.url}/user-profile`);
  await page.getByLabel('Full Name').waitFor();
  return { context, page };
}

const save = (page: Page) => page.getByRole('button', { name: 'Save' });
const isReadOnly = (page: Page, label: string) => page.getByLabel(label).evaluate((el) => (el as HTMLInputElement).readOnly);

async function completeForm(page: Page) {
  await page.getByLabel('Mobile Number').fill('9876543210');
  await page.getByLabel('Date of Birth').fill('1995-06-15');
  await page.getByLabel('State').selectOption('Karnataka');
}

describe('the profile form', () => {
  it('loads the user profile: name and email from the account, the placeholder mobile shown empty', async () => {
    const { context, page } = await profilePage('priya.raman@example.com');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Priya Raman');
    expect(await page.getByLabel('Email').inputValue()).toBe('priya.raman@example.com');
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe('');
    expect(await page.getByText('+91', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('State').locator('option').allTextContents()).toEqual([
      'Select your state', 'Andhra Pradesh', 'Uttar Pradesh', 'Maharashtra', 'Karnataka', 'Tamil Nadu',
      'Gujarat', 'Rajasthan', 'West Bengal', 'Bihar', 'Madhya Pradesh',
    ]);
    await context.close();
  });

  it('keeps Save disabled until every field is valid', async () => {
    const { context, page } = await profilePage('save.rules@example.com');
    expect(await save(page).isDisabled()).toBe(true);
    await completeForm(page);
    expect(await save(page).isEnabled()).toBe(true);

    // A cleared field disables Save, and the error is tied to its input.
    await page.getByLabel('Full Name').fill('');
    expect(await save(page).isDisabled()).toBe(true);
    const described = await page.getByLabel('Full Name').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe('Full Name is required');
    expect(await page.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Full Name').fill('Save Rules');
    expect(await save(page).isEnabled()).toBe(true);

    // No birthdate in the future: the picker's max is today, and a typed future date is refused.
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()));
    expect(await page.getByLabel('Date of Birth').getAttribute('max')).toBe(today);
    await page.getByLabel('Date of Birth').fill(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`);
    expect(await save(page).isDisabled()).toBe(true);
    await page.getByText('Date of birth cannot be in the future').waitFor();
    await page.getByLabel('Date of Birth').fill(today);
    expect(await save(page).isEnabled()).toBe(true);

    // Unchoosing the state disables Save again.
    await page.getByLabel('State').selectOption('');
    expect(await save(page).isDisabled()).toBe(true);
    await context.close();
  });

  it('checks the email pattern while the account has no email yet, and locks an email once set', async () => {
    const { context, page } = await profilePage('has.email@example.com');
    expect(await isReadOnly(page, 'Email')).toBe(true);
    await context.close();

    // The simulator always has an email from Google; an account without one is answered here.
    const noEmail = await signedInContext(suite.browser, suite.site, 'no.email@example.com');
    const noEmailPage = await noEmail.newPage();
    await noEmailPage.route('**/api/v1/user/profile', (route) =>
      route.fulfill({ json: { status: 'success', data: { name: 'No Email', email: '', mobile: '0000000000', birthdate: '1990-01-01', state: 'Bihar', profilePic: '' } } }),
    );
    await noEmailPage.goto(`${suite.site.url}/user-profile`);
    await noEmailPage.getByLabel('Email').waitFor();
    expect(await isReadOnly(noEmailPage, 'Email')).toBe(false);
    await noEmailPage.getByLabel('Mobile Number').fill('9123456780');
    await noEmailPage.getByLabel('Email').fill('no.email@');
    expect(await save(noEmailPage).isDisabled()).toBe(true);
    await noEmailPage.getByText('Enter a valid email').waitFor();
    await noEmailPage.getByLabel('Email').fill('no.email@example.com');
    expect(await save(noEmailPage).isEnabled()).toBe(true);
    await noEmail.close();
  });

  it('keeps the mobile to 10 digits and refuses a file that is not an image', async () => {
    const { context, page } = await profilePage('input.rules@example.com');
    await page.getByLabel('Mobile Number').fill('+91 98a76-54321099');
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe('9876543210');
    expect(await page.locator('#profile-picture').getAttribute('accept')).toBe('image/*');
    await page.locator('#profile-picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Choose an image file for your profile picture').waitFor();
    expect(await page.locator('.profile-picture__img').count()).toBe(0);
    await context.close();
  });

  it('saves as multipart, with a newly chosen picture, then locks the mobile it has set', async () => {
    const { context, page } = await profilePage('first.save@example.com');
    expect(await isReadOnly(page, 'Mobile Number')).toBe(false);
    await completeForm(page);
    await page.locator('#profile-picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.locator('.profile-picture__img').getAttribute('src')).toMatch(/^blob:/);

    const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/user/updateProfile'));
    await save(page).click();
    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(await formBodies(page)).toEqual([[
      ['name', 'First Save'],
      ['email', 'first.save@example.com'],
      ['birthdate', '1995-06-15'],
      ['mobile', '9876543210'],
      ['state', 'Karnataka'],
      ['image', `file:me.png:image/png:${PNG.length}`],
    ]]);

    await page.getByText('Profile updated successfully').waitFor();
    await expect.poll(() => isReadOnly(page, 'Mobile Number')).toBe(true);
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe('9876543210');
    await expect.poll(() => page.locator('.profile-picture__img').getAttribute('src')).toMatch(/\/media\/uploads\//);

    // After a reload the stored values come back, the mobile still locked; a save without a new
    // picture sends no file.
    await page.reload();
    await page.getByLabel('Full Name').waitFor();
    expect(await page.getByLabel('State').inputValue()).toBe('Karnataka');
    expect(await isReadOnly(page, 'Mobile Number')).toBe(true);
    await page.getByLabel('Full Name').fill('First Save Again');
    const second = page.waitForRequest((r) => r.url().endsWith('/api/v1/user/updateProfile'));
    await save(page).click();
    expect((await second).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect((await formBodies(page)).map((fields) => fields.map(([name]) => name))).toEqual([
      ['name', 'email', 'birthdate', 'mobile', 'state'],
    ]);
    await page.getByText('Profile updated successfully').waitFor();
    await context.close();
  });

  it('shows the server message as a toast when the update fails', async () => {
    const { context, page } = await profilePage('failing.save@example.com');
    await completeForm(page);
    await setFault(suite.site.simUrl, { path: '/v1/user/updateProfile', status: 400 });
    try {
      await save(page).click();
      await page.getByText('Injected fault: HTTP 400').waitFor();
    } finally {
      await clearFaults(suite.site.simUrl);
    }
    expect(await page.getByText('Profile updated successfully').count()).toBe(0);
    // Nothing was stored, and the form keeps what was typed.
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe('9876543210');
    expect(await isReadOnly(page, 'Mobile Number')).toBe(false);
    await context.close();
  });
});
