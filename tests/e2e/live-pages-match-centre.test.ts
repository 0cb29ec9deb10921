// The match centre on pushed data (issue 5): live score and commentary move with no polling, the
// tab rules per status and format, the pause control, and the key-moment live region.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMMENTARY_PAGE_OVERS } from '../../shared/constants';
import { parseServerFrame } from '../../shared/live-protocol';
import { battingOvers } from '../../sim/control/match-phases';
import { untilAppOwnsPage } from '../support/hydration';
import { pageSuite } from '../support/page-suite';
import { seekMatch } from '../support/sim-control';
import type { WireMatch } from '../support/wire-match';

// One ball a second, so play moves within a few edge polls.
const suite = pageSuite({ ballMs: 1000 });
const { api, open } = suite;

const POLL = { timeout: 20_000 };
const TABS = 'nav[aria-label="Match centre tabs"] a';

async function carousel(): Promise<WireMatch[]> {
  return (await api<{ data: WireMatch[] }>('/v2/matches/live')).data;
}

/**
 * A live match that stays in play, with no innings break, for 30 balls or more (30 s at a ball a
 * second): early in its first innings or in a chase far from its end. The simulator's clock is moved
 * to the first moment one is: a match about to change innings changes the page above the commentary.
 */
function liveMatch(): Promise<WireMatch> {
  return seekMatch(suite.site.simUrl, 'stays-in-play');
}

/**
 * A live match with at least one over bowled, so that every live-stats chart has something to draw;
 * one well inside an innings first, so that no innings break empties its recent overs on a busy machine.
 */
async function matchWithOvers(): Promise<WireMatch> {
  const live = (await carousel()).filter((x) => x.status === 'Live');
  const midInnings = (m: WireMatch) => {
    const overs = battingOvers(m);
    return overs !== null && overs.bowled >= 1 && overs.bowled < overs.allowed - 5;
  };
  for (const m of [...live.filter(midInnings), ...live.filter((x) => !midInnings(x))]) {
    const { data } = await api<{ data: { info?: { commentaries?: { event?: string }[] } } }>(`/v1/matches/${m.match_id}`);
    if (data.info?.commentaries?.some((c) => c.event === 'overend')) return m;
  }
  throw new Error('no live match has finished an over');
}

/** In its second innings, with the batting side's overs under half the allowance. */
function earlyInChase(m: WireMatch): boolean {
  const overs = battingOvers(m);
  return m.live_inning_number === 2 && overs !== null && overs.bowled < overs.allowed / 2;
}

const href = (m: WireMatch, tab: string) => `/series/${m.tournament_slug}/schedule/${m.slug}/${tab}`;
const score = (page: Page) => page.locator('.match-header__teams').innerText();

describe('a live match centre', () => {
  it('moves score and commentary on screen from the socket, with no repeated HTTP requests for match data', async () => {
    const m = await liveMatch();
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const matchRequests: string[] = [];
    const sockets: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/') && /match/i.test(path)) matchRequests.push(path);
    });
    const told: string[] = [];
    page.on('websocket', (ws) => {
      sockets.push(new URL(ws.url()).pathname);
      ws.on('framereceived', ({ payload }) => {
        const frame = parseServerFrame(String(payload));
        if (frame?.type === 'patch') told.push(...(frame.events ?? []).map((e) => e.text));
      });
    });
    await page.goto(suite.site.url + href(m, 'commentary'));
    // The polite region is on the page, empty, before anything is announced: screen readers only
    // read changes to regions that already exist. (The route's code loads after the load event.)
    const region = page.locator('[role="status"][aria-live="polite"][data-testid="key-moments"]');
    await region.waitFor({ state: 'attached' });
    expect(await region.innerText()).toBe('');

    await expect.poll(() => page.locator('.commentary__item').count(), POLL).toBeGreaterThan(0);
    const firstScore = await score(page);
    const firstBall = await page.locator('.commentary__item').first().innerText();
    await expect.poll(async () => (await score(page)) !== firstScore, POLL).toBe(true);
    await expect.poll(async () => (await page.locator('.commentary__item').first().innerText()) !== firstBall, POLL).toBe(true);

    // An over ends every six balls: the region says so without the reader moving focus, in the words
    // of the key events the edge sent with the change (the page derives none of its own).
    await expect.poll(() => told.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const said = await region.innerText();
        return said !== '' && told.some((text) => said.includes(text));
      }, POLL)
      .toBe(true);

    expect(sockets).toContain(`/live/match/${m.match_id}`);
    expect(new Set(matchRequests).size).toBe(matchRequests.length);
    expect(matchRequests.filter((p) => p.includes(String(m.match_id)))).toEqual([]);
    await context.close();
  });

  it('pages the commentary by overs: the over in progress and the last five, more as the fan asks or scrolls, the oldest shown staying put as balls come in', async () => {
    // A chase: the first innings' twenty overs and more are below the over in progress.
    const chase = await seekMatch(suite.site.simUrl, 'long-chase');
    const page = await open(href(chase, 'commentary'));
    const summaries = page.locator('.commentary__item--overend');
    const earlier = page.getByRole('button', { name: 'Show earlier overs' });
    // The page as served: the edge draws the first page only.
    await expect.poll(() => summaries.count(), POLL).toBe(COMMENTARY_PAGE_OVERS);
    expect(await earlier.isVisible()).toBe(true);

    // The over summaries below the oldest ball shown now: new overs at the top do not count.
    await untilAppOwnsPage(page);
    await page.locator('.commentary__item').last().evaluate((item) => item.setAttribute('data-oldest', ''));
    const summariesBelowMark = () =>
      page.evaluate(() => {
        const items = Array.from(document.querySelectorAll('.commentary__item'));
        const mark = items.findIndex((item) => item.hasAttribute('data-oldest'));
        return items.slice(mark + 1).filter((item) => item.classList.contains('commentary__item--overend')).length;
      });
    // Pressed where it stands (a keyboard's press: no scroll brings it near, which would load a page too).
    await earlier.evaluate((button: HTMLButtonElement) => button.click());
    await expect.poll(summariesBelowMark, POLL).toBe(COMMENTARY_PAGE_OVERS);
    // Scrolled near the end, the next page comes by itself.
    await earlier.scrollIntoViewIfNeeded();
    await expect.poll(summariesBelowMark, POLL).toBeGreaterThan(COMMENTARY_PAGE_OVERS);

    // The top follows the pushed match; the bottom stays where the fan has read to.
    const items = page.locator('.commentary__item');
    const [top, bottom] = await Promise.all([items.first().innerText(), items.last().innerText()]);
    const shown = await items.count();
    await expect.poll(async () => (await items.first().innerText()) !== top, POLL).toBe(true);
    expect(await items.last().innerText()).toBe(bottom);
    expect(await items.count()).toBeGreaterThan(shown);
    await page.context().close();
  });

  it('keeps the ball a reader is looking at in place when new balls are pushed above it', async () => {
    const page = await open(href(await liveMatch(), 'commentary'));
    await expect.poll(() => page.locator('.commentary__item').count(), POLL).toBeGreaterThan(8);
    const watched = page.locator('.commentary__item').nth(6);
    // React keeps a keyed item's node, so a mark set on it now still finds the same ball later. The
    // page scrolls to put the ball 100 px below the top, or as near as the page's height allows.
    const before = await watched.evaluate((el) => {
      (el as HTMLElement).dataset.watched = 'yes';
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100);
      return { top: el.getBoundingClientRect().top, scrollY: window.scrollY };
    });
    // The reader has scrolled down into the list, so new balls land above what they read.
    expect(before.scrollY).toBeGreaterThan(0);
    const first = await page.locator('.commentary__item').first().innerText();
    await expect.poll(async () => (await page.locator('.commentary__item').first().innerText()) !== first, POLL).toBe(true);
    const at = await page.locator('[data-watched="yes"]').evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(at - before.top)).toBeLessThan(4);
    await page.context().close();
  });

  it('stops updating while paused, keeps the paused state, and jumps to the latest on resume', async () => {
    const m = await liveMatch();
    // The match's own patches: the strip's topic pushes other matches' scores on the same page.
    const patches: number[] = [];
    const page = await open(href(m, 'scorecard'), {
      onSocket: (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const frame = parseServerFrame(String(payload));
          if (frame?.type === 'patch' && frame.topic === `match/${m.match_id}`) patches.push(Date.now());
        }),
    });
    await expect.poll(() => page.locator('.scorecard table').count(), POLL).toBeGreaterThan(0);
    await untilAppOwnsPage(page);
    const pause = page.getByRole('button', { name: 'Pause live updates' });
    await pause.click();
    expect(await page.getByRole('button', { name: 'Resume live updates' }).getAttribute('aria-pressed')).toBe('true');
    const held = await score(page);
    const heldCard = await page.locator('.scorecards').innerText();
    // Two pushed changes reach the page while it is paused (a ball a second, an edge poll every 5 s:
    // each one moves the score), and neither shows.
    const pausedAt = patches.length;
    await expect.poll(() => patches.length - pausedAt, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(await score(page)).toBe(held);
    expect(await page.locator('.scorecards').innerText()).toBe(heldCard);

    await page.getByRole('button', { name: 'Resume live updates' }).click();
    await expect.poll(async () => (await score(page)) !== held, { timeout: 5_000 }).toBe(true);
    await page.context().close();
  });

  it('highlights the batters at the crease and the bowler on the scorecard, the innings in play first', async () => {
    // A chase with most of it still to bat when there is one, so that an earlier innings is on the
    // card too and the match is still in play when the page has loaded on a busy machine.
    const live = (await carousel()).filter((m) => m.status === 'Live');
    const page = await open(href(live.find(earlyInChase) ?? (await liveMatch()), 'scorecard'));
    await expect.poll(() => page.locator('.scorecard__now', { hasText: 'batting' }).count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.scorecard__now', { hasText: 'bowling' }).count(), POLL).toBe(1);
    expect(await page.locator('.scorecard').first().locator('.scorecard__now', { hasText: 'batting' }).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('tab rules', () => {
  it('shows each status its tabs: Scheduled five at most, Live and Completed the play tabs', async () => {
    const matches = await carousel();
    // The latest-starting one: a match due to start any second could turn Live while the page loads.
    const scheduled = matches
      .filter((m) => m.status === 'Scheduled')
      .sort((a, b) => String(b.date_start_utc ?? '').localeCompare(String(a.date_start_utc ?? '')))[0];
    const completed = matches.find((m) => m.status === 'Completed');
    const live = await liveMatch();
    // The simulator's rolling slots always have matches in the next two days and results in the last two.
    if (!scheduled || !completed) throw new Error('the carousel lacks a Scheduled or a Completed match');

    // A play tab before the toss lands on Match Info.
    const before = await open(href(scheduled, 'commentary'));
    await before.waitForURL(/\/matchinfo$/);
    await expect.poll(() => before.locator(TABS).count(), POLL).toBeGreaterThan(0);
    const scheduledLabels = await before.locator(TABS).allTextContents();
    expect(scheduledLabels).toContain('Match Info');
    for (const label of scheduledLabels) expect(['Live Blog', 'Point Table', 'Fantasy', 'Match Info', 'Series Stats']).toContain(label);
    expect(await before.getByRole('button', { name: 'Pause live updates' }).count()).toBe(0);
    await before.context().close();

    for (const m of [live, completed]) {
      const page = await open(href(m, 'matchinfo'));
      await expect.poll(() => page.locator(TABS).count(), POLL).toBeGreaterThan(0);
      const labels = await page.locator(TABS).allTextContents();
      expect(labels).toEqual(expect.arrayContaining(['Commentary', 'Scorecard', 'Highlights', 'Squads', 'Match Info']));
      const longForm = /test|first class/i.test(String(m.format ?? ''));
      expect(labels.includes('Live Stats')).toBe(!longForm);
      // The page shows the match's topic, which may be a poll (5 s) behind the carousel's answer read
      // above: a match that has just ended there is still in play on the page until its topic's next poll.
      await expect.poll(() => page.getByRole('button', { name: 'Pause live updates' }).count(), POLL).toBe(m.status === 'Live' ? 1 : 0);
      // The feed's 'Live' sits beside a match in play only: beside a result it would read as play going on.
      const feed = page.locator('.match-centre__controls').getByRole('status');
      if (m.status === 'Live') await expect.poll(() => feed.textContent(), POLL).toBe('Live');
      else await expect.poll(() => feed.count(), POLL).toBe(0);
      await page.context().close();
    }
  });

  it('sends Live Stats of a Test to Match Info (a Test from the results calendar)', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    let test: WireMatch | undefined;
    // The calendar plays Test series every year (a summer tour, an autumn tour, the Ashes): a year of
    // results always holds one. Windows of 30 days, the most the schedule call serves.
    for (let back = 0; back < 366 && !test; back += 30) {
      const { matches } = await api<{ matches: Record<string, WireMatch[]> }>(`/v2/matches/schedule/completed/${day(-back)}/${day(-back - 29)}`);
      test = Object.values(matches).flat().find((m) => /test/i.test(String(m.format ?? '')));
    }
    if (!test) throw new Error('no Test in a year of results');
    const page = await open(href(test, 'livestats'));
    await page.waitForURL(/\/matchinfo$/);
    await expect.poll(() => page.locator(TABS).count(), POLL).toBeGreaterThan(0);
    expect(await page.locator(TABS).allTextContents()).not.toContain('Live Stats');
    await page.context().close();
  });

  it('draws the live-stats charts as accessible SVG with a data table', async () => {
    const page = await open(href(await matchWithOvers(), 'livestats'));
    await expect.poll(() => page.locator('svg[role="img"] title').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const titles = await page.locator('svg[role="img"] title').allTextContents();
    expect(titles).toEqual(expect.arrayContaining(['Run-rate worm', 'Runs per over']));
    // The recent overs, each with its balls and its runs (a new innings has none until its first over ends).
    const recent = page.getByRole('region', { name: 'Recent overs' }).getByRole('listitem');
    await expect.poll(() => recent.count(), POLL).toBeGreaterThan(0);
    expect(await recent.first().innerText()).toMatch(/^Over \d+[\s\S]*= \d+$/);
    expect(await page.locator('.chart__table').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
