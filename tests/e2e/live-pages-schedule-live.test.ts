// The live schedule tab and the live carousel (SPEC sections 2, 4 and 8): live cards move on pushed
// data with no HTTP polling, the empty live state, the carousel's filters and arrows, and where
// the carousel shows on phones.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_ARROW_MIN_CARDS, CAROUSEL_FEATURED_MIN_CARDS, CAROUSEL_SCROLL_STEP_PX } from '../../shared/constants';
import { CHASE } from '../../sim/control/match-phases';
import { untilAppOwnsPage } from '../support/hydration';
import { pageSuite } from '../support/page-suite';
import { seekMatch } from '../support/sim-control';

// One ball a second, so scores move within a few edge polls.
const suite = pageSuite({ ballMs: 1000 });

const POLL = { timeout: 20_000 };

/** A blank page of a fresh visitor: tests listen to it before they navigate. */
async function open(width = 1280): Promise<Page> {
  return (await suite.visitor({ viewport: { width, height: 900 } })).newPage();
}

describe('the live schedule', () => {
  it('moves a live card score on screen while asking for no match data over HTTP more than once', async () => {
    // A match in play for 30 balls or more: its score moves with every ball (one a second here).
    await seekMatch(suite.site.simUrl, 'stays-in-play');
    const page = await open();
    const requests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/\/api\/.*matches/.test(url.pathname)) requests.push(url.pathname + url.search);
    });
    await page.goto(`${suite.site.url}/schedule/live`);
    const live = page.locator('.schedule-page .match-card--live');
    await expect.poll(() => live.count(), POLL).toBeGreaterThan(0);
    const scores = () => page.locator('.schedule-page .match-card--live .match-card__score').allTextContents();
    const before = (await scores()).join('|');
    // The edge polls the live schedule every 5 s and pushes what changed.
    await expect.poll(async () => (await scores()).join('|') !== before, POLL).toBe(true);
    // Page 1 is pushed; later pages may be fetched once each as the sentinel shows, never again.
    expect(requests.filter((r) => !/schedule\/live\?page=([2-9]|\d\d)/.test(r))).toEqual([]);
    expect(new Set(requests).size).toBe(requests.length);
    // Scores never show the '/10' of an all-out innings.
    expect((await scores()).some((s) => /\/10(?!\d)/.test(s))).toBe(false);
    await page.context().close();
  });

  it("says 'No Live Matches available' when the pushed schedule is empty", async () => {
    const page = await open();
    await page.routeWebSocket(/\/live\/schedule-live/, (ws) => {
      ws.onMessage((message) => {
        const frame = JSON.parse(String(message)) as { type: string };
        if (frame.type === 'ping') ws.send('{"type":"pong"}');
        if (frame.type === 'subscribe') {
          const data = { matches: {}, gameFormats: [], dateList: [], hasNextPage: false };
          ws.send(JSON.stringify({ type: 'snapshot', topic: 'schedule-live', seq: 1, epoch: 'test', at: Date.now(), data }));
        }
      });
    });
    await page.goto(`${suite.site.url}/schedule/live`);
    await expect.poll(() => page.locator('.schedule-page').getByText('No Live Matches available', { exact: true }).count(), POLL).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('the live carousel', () => {
  it('filters by Featured, Live Score, Upcoming and Result, and scrolls by one step per arrow press', async () => {
    const page = await open();
    await page.goto(`${suite.site.url}/schedule/upcoming`);
    await untilAppOwnsPage(page);
    const carousel = page.locator('.live-carousel');
    const cards = carousel.locator('.strip-card');
    await expect.poll(() => cards.count(), POLL).toBeGreaterThan(0);
    const scroller = carousel.getByRole('list', { name: 'Matches' });
    expect(await scroller.getAttribute('tabindex')).toBe('0');

    const filters = { 'Live Score': 'live', Upcoming: 'scheduled', Result: 'completed' } as const;
    for (const [label, variant] of Object.entries(filters)) {
      await carousel.getByRole('button', { name: label, exact: true }).click();
      await expect.poll(() => carousel.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed')).toBe('true');
      const classes = await cards.evaluateAll((nodes) => nodes.map((n) => n.className));
      expect(classes.every((c) => c.includes(`strip-card--${variant}`))).toBe(true);
    }

    // The right arrow shows only with more than CAROUSEL_ARROW_MIN_CARDS cards, under every filter.
    const next = carousel.getByRole('button', { name: 'Next matches' });
    let scrolled = false;
    for (const label of ['Featured', 'Live Score', 'Upcoming', 'Result']) {
      await carousel.getByRole('button', { name: label, exact: true }).click();
      // The arrow follows the cards once they have been laid out: wait for the two to agree.
      const arrowMatchesCards = async () => (await next.count()) === ((await cards.count()) > CAROUSEL_ARROW_MIN_CARDS ? 1 : 0);
      await expect.poll(arrowMatchesCards, POLL).toBe(true);
      const count = await cards.count();
      if (scrolled || count <= CAROUSEL_ARROW_MIN_CARDS) continue;
      // One step, or to the end when less than a step is left.
      const step = await scroller.evaluate((n, px) => Math.min(px, n.scrollWidth - n.clientWidth), CAROUSEL_SCROLL_STEP_PX);
      await next.click();
      await expect.poll(() => scroller.evaluate((n) => n.scrollLeft), POLL).toBeGreaterThanOrEqual(step - 1);
      expect(await scroller.evaluate((n) => n.scrollLeft)).toBeLessThanOrEqual(CAROUSEL_SCROLL_STEP_PX + 1);
      await expect.poll(() => carousel.getByRole('button', { name: 'Previous matches' }).count()).toBe(1);
      scrolled = true;
    }
    // The simulator's carousel has more than four matches under some filter, so a scroll was tried.
    expect(scrolled).toBe(true);
    await page.context().close();
  });

  it('is dense at 1280 px: its cards fill the row, one line to each fact (the whole in its title), and a chase line reads whole, on the compact strip too', async () => {
    const chase = await seekMatch(suite.site.simUrl, 'long-chase');
    const page = await open();
    await page.goto(suite.site.url);
    const carousel = page.locator('.live-carousel');
    const card = carousel.locator(`.strip-card[data-match-id="${chase.match_id}"]`);
    await untilAppOwnsPage(page);
    await carousel.getByRole('button', { name: 'Live Score', exact: true }).click();
    await expect.poll(() => card.locator('.strip-card__note').textContent(), POLL).toMatch(CHASE);
    await carousel.getByRole('button', { name: 'Featured', exact: true }).click();
    // The row is full: Featured has a strip's worth of matches, and four or more cards are in view.
    const row = await carousel.getByRole('list', { name: 'Matches' }).boundingBox();
    await expect.poll(() => carousel.locator('.strip-card').count(), POLL).toBeGreaterThanOrEqual(CAROUSEL_FEATURED_MIN_CARDS);
    const inView = await carousel.locator('.strip-card').evaluateAll(
      (cards, right) => cards.filter((c) => c.getBoundingClientRect().right <= right + 1).length,
      row!.x + row!.width,
    );
    expect(inView).toBeGreaterThanOrEqual(4);
    // Each fact on one line; what is cut short on screen is whole in its title; the note is never cut.
    const facts = await carousel.locator('.strip-card').evaluateAll((cards) =>
      cards.flatMap((c) => {
        const lines = Array.from(c.querySelectorAll<HTMLElement>('.strip-card__meta, .strip-card__team, .strip-card__facts, .strip-card__foot'));
        const tall = lines.filter((line) => line.getBoundingClientRect().height > parseFloat(getComputedStyle(line).fontSize) * 1.8);
        const cut = Array.from(c.querySelectorAll<HTMLElement>('.strip-card__what, .strip-card__name, .strip-card__facts, .strip-card__series')).filter(
          (el) => el.scrollWidth > el.clientWidth && el.title !== el.textContent && !(el.classList.contains('strip-card__name') && el.title),
        );
        const note = c.querySelector<HTMLElement>('.strip-card__note')!;
        const clipped = note.scrollHeight > note.clientHeight + 1;
        return [...tall.map((l) => `two lines: ${l.className}`), ...cut.map((el) => `cut with no title: ${el.textContent}`), ...(clipped ? [`note cut: ${note.textContent}`] : [])];
      }),
    );
    expect(facts).toEqual([]);
    await page.context().close();

    // Above the chasing match's centre, its compact card shows the chase line whole.
    const centre = await open();
    await centre.goto(`${suite.site.url}/series/${chase.tournament_slug}/schedule/${chase.slug}/scorecard`);
    const compact = centre.locator(`.compact-card[data-match-id="${chase.match_id}"] .compact-card__note`);
    await expect.poll(() => compact.textContent(), POLL).toMatch(CHASE);
    expect(await compact.evaluate((note) => note.scrollHeight <= note.clientHeight + 1 && note.scrollWidth <= note.clientWidth + 1)).toBe(true);
    await centre.context().close();
  });

  it('is hidden on a phone above the schedule but shows as a swipeable strip on home', async () => {
    const page = await open(390);
    await page.goto(`${suite.site.url}/schedule/live`);
    await expect.poll(() => page.locator('.schedule-page .match-card').count(), POLL).toBeGreaterThan(0);
    expect(await page.locator('.live-carousel').isVisible()).toBe(false);
    await page.goto(suite.site.url);
    await expect.poll(() => page.locator('.live-carousel .strip-card').first().isVisible(), POLL).toBe(true);
    expect(await page.locator('.live-carousel__arrow').isVisible()).toBe(false);
    await page.context().close();
  });

  it('sits above a match centre on a desktop as a compact strip, and not on a phone', async () => {
    const { data } = await suite.api<{ data: { status: string; slug: string; tournament_slug: string }[] }>('/v2/matches/live');
    const live = data.find((m) => m.status === 'Live');
    if (!live) throw new Error('no live match in the simulator');
    const path = `/series/${live.tournament_slug}/schedule/${live.slug}/scorecard`;
    for (const width of [1280, 390]) {
      const page = await open(width);
      await page.goto(suite.site.url + path);
      await expect.poll(() => page.locator('.match-header').count(), POLL).toBe(1);
      if (width === 390) expect(await page.locator('.live-carousel').isVisible()).toBe(false);
      else {
        await expect.poll(() => page.locator('.live-carousel .live-card').count(), POLL).toBeGreaterThan(0);
        expect(await page.locator('.live-carousel .compact-card').count()).toBe(await page.locator('.live-carousel .live-card').count());
        const [carousel, header] = await Promise.all(['.live-carousel', '.match-header'].map((s) => page.locator(s).boundingBox()));
        expect(carousel!.y + carousel!.height).toBeLessThanOrEqual(header!.y);
        // The strip scrolls inside itself: nothing of its far cards widens the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      }
      await page.context().close();
    }
  });
});
