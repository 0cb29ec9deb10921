// The fantasy tips listing as a fan opens it (issue 27): it leads with the next matches that have tips
// (crests, start time, a link to the tips) and the tips articles; the matches of the past days of
// the ±10-day window fold below the articles until the fan opens them. Expectations come from the
// window the page was served for (its render's clock and zone) and the same API call the page makes.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '../../shared/format/calendar-date';
import { fantasyPath, fantasyWindow } from '../../shared/format/schedule-window';
import { toInstant } from '../../shared/format/time';
import { pageStateOf } from '../support/page-head';
import { sharedPageSuite } from '../support/page-suite';

const suite = sharedPageSuite();

interface ListedMatch {
  match_id: number;
  teama_name: string;
  teamb_name: string;
  date_start?: string | null;
  news?: unknown[] | null;
}

/** The window's matches with tips, split at the served page's today, as the page splits them. */
async function servedWindow(html: string) {
  const facts = pageStateOf(html)?.facts;
  if (!facts) throw new Error('the fantasy listing came without its state');
  const today = calendarDateIn(new Date(facts.now), facts.timeZone);
  const { data } = await suite.api<{ data: ListedMatch[] }>(fantasyPath(fantasyWindow(today)));
  const dayOf = (m: ListedMatch) => calendarDateIn(toInstant(m.date_start ?? '') ?? new Date(0), facts.timeZone);
  const startMs = (m: ListedMatch) => toInstant(m.date_start ?? '')?.getTime() ?? 0;
  const withTips = data.filter((m) => (m.news?.length ?? 0) > 0);
  const teams = (m: ListedMatch) => `${m.teama_name} vs ${m.teamb_name}`;
  return {
    next: withTips.filter((m) => dayOf(m) >= today).sort((a, b) => startMs(a) - startMs(b)).map(teams),
    earlier: withTips.filter((m) => dayOf(m) < today).sort((a, b) => startMs(b) - startMs(a)).map(teams),
  };
}

/** Each card's sides as a screen reader reads them: 'India vs Pakistan'. */
const teamsOf = (list: Locator) =>
  list.locator('.fantasy-match__teams').evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()));

describe('the fantasy tips listing', () => {
  it('leads with the next matches and the tips articles, and folds the past days below them', async () => {
    const html = await (await fetch(`${suite.site.url}/fantasy-cricket-tips`)).text();
    const expected = await servedWindow(html);
    // The simulator tips the fixtures of the last ten days and the next two: both parts have matches.
    expect([expected.next.length > 0, expected.earlier.length > 0]).toEqual([true, true]);

    const page = await suite.open('/fantasy-cricket-tips', { viewport: { width: 1280, height: 900 } });
    const next = page.locator('section.fantasy-matches');
    const earlier = page.locator('details.fantasy-matches--earlier');
    await next.locator('.fantasy-match').first().waitFor();
    expect(await teamsOf(next)).toEqual(expected.next);
    // Each next match: both crests, its start, and a link to its tips.
    for (const card of await next.locator('.fantasy-match').all()) {
      expect(await card.locator('img.fantasy-match__crest').count()).toBe(2);
      expect(await card.locator('.fantasy-match__start').innerText()).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d local · \d\d:\d\d GMT$/);
      expect(await card.locator('a.fantasy-match__tips').getAttribute('href')).toMatch(/^\/fantasy-cricket-tips\/.+-\d+$/);
    }

    // In reading order: the next matches, the articles, then the past days, folded.
    const top = (selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const [nextTop, storiesTop, earlierTop] = [await top('section.fantasy-matches'), await top('.story-card'), await top('details.fantasy-matches--earlier')];
    expect(nextTop).toBeLessThan(storiesTop);
    expect(storiesTop).toBeLessThan(earlierTop);
    expect(await earlier.getAttribute('open')).toBeNull();
    expect(await earlier.locator('summary').innerText()).toBe(`Earlier matches (${expected.earlier.length})`);
    expect(await earlier.locator('.fantasy-match').first().isVisible()).toBe(false);

    await earlier.locator('summary').click();
    await expect.poll(() => teamsOf(earlier)).toEqual(expected.earlier);
    expect(await earlier.locator('.fantasy-match').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the next matches as one row that scrolls inside itself on a phone, never the page sideways', async () => {
    const page = await suite.open('/fantasy-cricket-tips', { viewport: { width: 390, height: 844 } });
    const row = page.locator('section.fantasy-matches .fantasy-matches__list');
    await row.locator('.fantasy-match').first().waitFor();
    const widths = () => page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    const { page: pageWidth, viewport } = await widths();
    expect(pageWidth).toBe(viewport);
    const tops = await row.locator('.fantasy-match').evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
    await page.context().close();
  });
});
