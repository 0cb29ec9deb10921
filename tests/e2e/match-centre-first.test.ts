// The match centre reads match first: on a desktop the match's header and the start of the
// commentary are on the first screen, under a compact live strip a fan can fold away; the live panel
// above the commentary moves with the pushed match; a live chase says on its card what it needs; and
// the document is titled for the match, also when the fan gets there inside the app.
import { describe, expect, it } from 'vitest';
import { CHASE } from '../../sim/control/match-phases';
import { untilAppOwnsPage } from '../support/hydration';
import { pageSuite } from '../support/page-suite';
import { seekMatch } from '../support/sim-control';
import type { WireMatch } from '../support/wire-match';

// One ball a second, so the live panel moves within a few edge polls.
const suite = pageSuite({ ballMs: 1000 });
const { open } = suite;

const POLL = { timeout: 20_000 };
const DESKTOP = { width: 1280, height: 900 };

interface ListedMatch extends WireMatch {
  subtitle: string;
  teama: NonNullable<WireMatch['teama']> & { name: string };
  teamb: NonNullable<WireMatch['teamb']> & { name: string };
}

/**
 * A live match that stays in play for 30 balls or more (early in its first innings, or a long chase),
 * got from the simulator's clock at once: one at an innings break has no bowler to show.
 */
const liveMatch = () => seekMatch<ListedMatch>(suite.site.simUrl, 'stays-in-play');

const href = (m: WireMatch, tab: string) => `/series/${m.tournament_slug}/schedule/${m.slug}/${tab}`;

describe('the match centre on a desktop', () => {
  it('shows the match header and the first commentary item within the first 900 px', async () => {
    const page = await open(href(await liveMatch(), 'commentary'), { viewport: DESKTOP });
    const firstItem = page.locator('.commentary__item').first();
    await firstItem.waitFor();
    const header = await page.locator('.match-header').boundingBox();
    const item = await firstItem.boundingBox();
    if (!header || !item) throw new Error('the header or the commentary is not laid out');
    expect(header.y + header.height).toBeLessThanOrEqual(DESKTOP.height);
    expect(item.y).toBeLessThan(DESKTOP.height);
    // A match is one of the schedule's, though its path is under its series: the navigation says Schedule.
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Schedule', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Series', exact: true }).getAttribute('aria-current')).toBeNull();
    await page.context().close();
  });

  it('draws the match and the live strip in its first render, with no loading state before them', async () => {
    const context = await suite.visitor({ viewport: DESKTOP });
    // Every element the app adds, from the first: a loading state or an empty strip would be among them.
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenBusy: seen });
      new MutationObserver(() => {
        if (document.querySelector('#root .page-state[aria-busy="true"]')) seen.push('loading state');
        if (document.querySelector('#root .live-carousel__list') && !document.querySelector('#root .live-carousel__list li'))
          seen.push('empty strip');
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(suite.site.url + href(await liveMatch(), 'commentary'));
    await page.locator('.match-header').waitFor();
    expect(await page.locator('.live-carousel__list li').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as Window & { seenBusy?: string[] }).seenBusy)).toEqual([]);
    await context.close();
  });

  it('folds the live strip away, and it stays folded on the next visit', async () => {
    const page = await open(href(await liveMatch(), 'commentary'), { viewport: DESKTOP });
    await untilAppOwnsPage(page);
    const fold = page.getByRole('button', { name: 'Hide live scores' });
    await fold.click();
    const unfold = page.getByRole('button', { name: 'Show live scores' });
    expect(await unfold.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#live-carousel-track').isHidden()).toBe(true);
    await page.reload();
    await unfold.waitFor();
    expect(await page.locator('#live-carousel-track').isHidden()).toBe(true);
    await untilAppOwnsPage(page);
    await unfold.click();
    await expect.poll(() => page.locator('#live-carousel-track').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the live panel above the commentary', () => {
  it('shows the batters, the bowler and the last overs, and moves with the pushed match', async () => {
    const page = await open(href(await liveMatch(), 'commentary'), { viewport: { width: 390, height: 844 } });
    const panel = page.getByRole('region', { name: 'At the crease' });
    await panel.waitFor();
    const batting = panel.locator('table').filter({ has: page.locator('caption', { hasText: 'Batting' }) });
    expect(await batting.locator('thead th').allTextContents()).toEqual(['Batter', 'R', 'B', '4s', '6s', 'SR']);
    expect(
      await panel
        .locator('table')
        .filter({ has: page.locator('caption', { hasText: 'Bowling' }) })
        .locator('thead th')
        .allTextContents(),
    ).toEqual(['Bowler', 'O', 'M', 'R', 'W', 'Econ']);
    // Strike rates are written with two decimals.
    await expect.poll(() => batting.locator('tbody tr td:last-child').first().innerText(), POLL).toMatch(/^(\d+\.\d{2}|-)$/);
    // The page's outline skips no level (heading-order: each heading at most one below the one before it).
    await page.locator('#live-panel-overs').waitFor({ state: 'attached' });
    const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    levels.forEach((level, i) => expect(level, `heading ${i + 1} of ${levels.join(',')}`).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1));
    // A ball a second: the batters' figures change without a reload.
    const before = await batting.locator('tbody').innerText();
    await expect.poll(() => batting.locator('tbody').innerText(), POLL).not.toBe(before);
    await page.context().close();
  });
});

describe('a live chase', () => {
  it('says what it needs on its card, not a generic state of play', async () => {
    const chase = await seekMatch<ListedMatch>(suite.site.simUrl, 'long-chase');
    const page = await open('/schedule/live', { viewport: DESKTOP });
    const card = page.locator(`.schedule-page .match-card[data-match-id="${chase.match_id}"]`);
    await expect.poll(() => card.locator('.match-card__note').innerText(), POLL).toMatch(CHASE);
    await page.context().close();
  });
});

describe('a scorecard on a 360 px phone', () => {
  it('shows every column, or scrolls inside its card with a shade at the edge, and the page never scrolls sideways', async () => {
    const page = await open(href(await liveMatch(), 'scorecard'), { viewport: { width: 360, height: 780 } });
    await expect.poll(() => page.locator('.scorecard .data-table').count(), POLL).toBeGreaterThan(0);
    const tables = await page.locator('.scorecard .data-table').evaluateAll((boxes) =>
      boxes.map((box) => {
        const overflows = box.scrollWidth > box.clientWidth + 1;
        box.scrollLeft = box.scrollWidth;
        const last = box.querySelector('thead th:last-child')!.getBoundingClientRect();
        const card = box.getBoundingClientRect();
        return {
          overflows,
          // Scrolled to its end, the last column is whole inside the card.
          lastColumnReachable: last.right <= card.right + 1 && last.left >= card.left - 1,
          shaded: getComputedStyle(box).backgroundImage.includes('radial-gradient'),
        };
      }),
    );
    for (const table of tables) {
      expect(table.lastColumnReachable).toBe(true);
      if (table.overflows) expect(table.shaded).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });
});

describe('the match document title', () => {
  it('names the match on the page served, and the same after moving to it inside the app', async () => {
    const m = await liveMatch();
    const landing = await open(href(m, 'commentary'), { viewport: DESKTOP });
    const served = await landing.title();
    // 'India vs Australia, 3rd ODI: Live Score | Cricket Edge', cut at a word when long.
    expect(served.startsWith(`${m.teama.name} vs `)).toBe(true);
    await landing.context().close();

    const page = await open('/schedule/live', { viewport: DESKTOP });
    // Before the app's code has run, the link loads a new document rather than moving the app.
    await untilAppOwnsPage(page);
    await page.locator(`.schedule-page .match-card[data-match-id="${m.match_id}"] .match-card__title a`).click();
    await page.waitForURL(/\/commentary$/);
    await expect.poll(() => page.title(), POLL).toBe(served);
    await page.context().close();
  });
});
