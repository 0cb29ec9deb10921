// The article's action bar: like follows the server's count and rolls back when the call fails;
// share falls back to copying the link and a dialog of real share addresses when the browser has no
// native share.
import { afterEach, describe, expect, it } from 'vitest';
import { compactCount } from '../../shared/format/count';
import { untilAppOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';
import { clearFaults, setFault } from '../support/sim-control';
import { articlePath, type WireArticle } from '../support/wire-article';

const suite = sharedPageSuite();
const { api } = suite;
const POLL = { timeout: 15_000 };

async function newsArticle(skip = 0): Promise<WireArticle> {
  const { data } = await api<{ data: WireArticle[] }>('/v1/news/home/news?per_page=20');
  const summary = data.filter((a) => !a.isLive && a.type === 'news')[skip];
  if (!summary) throw new Error('no news article');
  return (await api<{ data: WireArticle }>(`/v1/news/${summary.id}`)).data;
}

afterEach(() => clearFaults(suite.site.simUrl));

describe('the like button', () => {
  it('starts from cnt_likes, follows the likes the server answers, and puts the count back with a toast when the call fails', async () => {
    const article = await newsArticle();
    const page = await suite.open(articlePath(article));
    const like = page.getByRole('button', { name: 'Like', exact: true });
    const count = page.locator('.article-actions__count');
    await like.waitFor();
    expect(await count.textContent()).toBe(compactCount(article.cnt_likes));
    expect(await like.getAttribute('aria-pressed')).toBe('false');

    // The action bar is the app's: the edge draws it, and a tap before the app's code has run does nothing.
    await untilAppOwnsPage(page);
    const [reply] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/api/v1/news/${article.id}/like`)), like.click()]);
    const { likes } = (await reply.json()) as { likes: number };
    await expect.poll(() => count.textContent()).toBe(compactCount(likes));
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    const shown = await count.textContent();

    // The unlike fails upstream: the heart and the count go back to what the server last said.
    await setFault(suite.site.simUrl, { path: `/v1/news/${article.id}/unlike`, status: 500 });
    const [failed] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/api/v1/news/${article.id}/unlike`)), like.click()]);
    expect(failed.ok()).toBe(false);
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await count.textContent()).toBe(shown);
    await expect.poll(() => page.getByText('Could not save your like').count(), POLL).toBe(1);

    // Working again: unlike follows the server's count.
    await clearFaults(suite.site.simUrl);
    const [unliked] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/api/v1/news/${article.id}/unlike`)), like.click()]);
    const after = (await unliked.json()) as { likes: number };
    await expect.poll(() => count.textContent()).toBe(compactCount(after.likes));
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await page.context().close();
  });
});

describe('the share button', () => {
  it('copies the link without native share, reads Link Copied, and opens a dialog of real share links', async () => {
    const article = await newsArticle(1);
    const context = await suite.visitor();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.url });
    // A browser without the Web Share API.
    await context.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const page = await context.newPage();
    const path = articlePath(article);
    await page.goto(suite.site.url + path);
    const url = suite.site.url + path;

    const share = page.locator('.article-actions__share');
    await untilAppOwnsPage(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => share.textContent()).toBe('Link Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // On one line beside the desktop's narrow rail (1280 px): its text makes one line box.
    const lines = await share.locator('.article-actions__label').evaluate((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      return range.getClientRects().length;
    });
    expect(lines).toBe(1);

    const dialog = page.getByRole('dialog', { name: 'Share this article' });
    await dialog.waitFor();
    const u = encodeURIComponent(url);
    const hrefs = Object.fromEntries(
      await dialog.getByRole('link').evaluateAll((links) => links.map((a) => [a.querySelector('.share-dialog__name')?.textContent, a.getAttribute('href')])),
    );
    expect(Object.keys(hrefs)).toEqual(['Facebook', 'X', 'Instagram', 'Telegram', 'WhatsApp']);
    expect(hrefs.Facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(hrefs.X).toBe(`https://x.com/intent/post?url=${u}&text=${encodeURIComponent(article.title)}`);
    expect(hrefs.Telegram).toBe(`https://t.me/share/url?url=${u}&text=${encodeURIComponent(article.title)}`);
    expect(hrefs.WhatsApp).toBe(`https://wa.me/?text=${encodeURIComponent(`${article.title} ${url}`)}`);
    expect(hrefs.Instagram).toMatch(/^https:\/\/www\.instagram\.com\//);
    for (const link of await dialog.getByRole('link').all()) expect(await link.getAttribute('rel')).toContain('noopener');

    // Copy link in the dialog, then Escape closes it and focus returns to Share.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(await dialog.getByRole('button', { name: 'Link Copied' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await share.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
