// One clock: every time a fan reads is in one zone, the one the edge located the fan in
// (request.cf.timezone; the page carries it in its state), which the browser keeps for the visit: an
// article's publish time as a match's start (with GMT beside it, as the spec asks). Article times
// were always India's before. The same pages, opened by browsers in Kolkata and in London, say the
// same thing once the app has them: nothing is rewritten after the page is served.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { matchStartLabel } from '../../shared/format/day-label';
import { matchTimes, relativeTime } from '../../shared/format/time';
import { untilAppOwnsPage } from '../support/hydration';
import { pageStateOf } from '../support/page-head';
import { sharedPageSuite } from '../support/page-suite';
import { plantArticle } from '../support/sim-control';
import type { WireMatch } from '../support/wire-match';

const suite = sharedPageSuite();
const POLL = { timeout: 15_000 };
const BROWSER_ZONES = ['Asia/Kolkata', 'Europe/London'] as const;
const DAY_MS = 86_400_000;

/** The zone the edge rendered `path` for, as its page's state says. */
async function renderedZone(path: string): Promise<string> {
  const state = pageStateOf(await (await fetch(suite.site.url + path)).text());
  if (!state) throw new Error(`${path} was not rendered at the edge`);
  return state.facts.timeZone;
}

/** `read` on `path` in a browser in each zone, once the app has the page. */
async function inEachBrowserZone(path: string, read: (page: Page) => Promise<void>): Promise<void> {
  for (const timezoneId of BROWSER_ZONES) {
    const context = await suite.visitor({ timezoneId });
    const page = await context.newPage();
    await page.goto(suite.site.url + path);
    await untilAppOwnsPage(page);
    await read(page);
    await context.close();
  }
}

describe('one clock', () => {
  it("writes an article's publish time in the fan's zone as the edge located it, not always India's", async () => {
    // Three days back, on the minute: the byline gives the full stamp, which differs by zone.
    const publishedAt = Math.floor((Date.now() - 3 * DAY_MS) / 60_000) * 60_000;
    const article = await plantArticle(suite.site.simUrl, {
      id: 700_400_000 + (Date.now() % 100_000),
      title: 'A story read in one time zone',
      content: '<p>The same instant, one clock.</p>',
      publishedAt,
    });
    const zone = await renderedZone(article.href);
    const expected = relativeTime(new Date(publishedAt), new Date(), zone);
    if (zone !== 'Asia/Kolkata') expect(expected).not.toBe(relativeTime(new Date(publishedAt), new Date(), 'Asia/Kolkata'));
    await inEachBrowserZone(article.href, async (page) => {
      await expect.poll(() => page.locator('.article__byline time').first().textContent(), POLL).toBe(expected);
    });
  });

  it("writes a match's start in the same zone, with GMT beside it", async () => {
    // The live strip's results (a live match's card gives its run rates in place of its start; a
    // finished one stays finished), as the carousel topic carries them.
    const { data } = await suite.api<{ data: WireMatch[] }>('/v2/matches/live');
    const listed = data.find((m) => m.date_start_utc && m.status === 'Completed');
    if (!listed?.date_start_utc) throw new Error('no finished match in the live strip with a start time');
    const expected = matchStartLabel(matchTimes(listed.date_start_utc, await renderedZone('/'))!);
    await inEachBrowserZone('/', async (page) => {
      await page.getByRole('group', { name: 'Carousel filter' }).getByRole('button', { name: 'Result' }).click();
      await expect.poll(() => page.locator(`.strip-card[data-match-id="${listed.match_id}"] time`).first().textContent(), POLL).toBe(expected);
    });
  });
});
