// The fan's teams first (issue 28): the matches of the teams a fan follows lead the live strip on home
// and the schedule's lists, starred, in the page the edge sends (shared/favourite-marks.ts), so nothing
// moves as the app takes it over; and the schedule's 'My Teams' filter leaves only them.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITES_COOKIE } from '../../shared/favourite-marks';
import { appOwnsPage, untilAppOwnsPage } from '../support/hydration';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shift';
import { sharedPageSuite } from '../support/page-suite';
import { pinSimClock, releaseSimClock } from '../support/sim-control';

const suite = sharedPageSuite({ warm: ['/', '/schedule/upcoming'] });
const PHONE = { width: 390, height: 844 };

// The matches hold still (no ball, no new card) while a test compares a page as served and as owned.
beforeAll(() => pinSimClock(suite.site.simUrl));
afterAll(() => releaseSimClock(suite.site.simUrl));

interface Listed {
  id: string;
  teams: number[];
  marked: boolean;
}

/** The items of the lists `items` selects, in the order they are seen (top to bottom, left to right). */
const readList = (items: string) => `(() => [...document.querySelectorAll(${JSON.stringify(items)})]
  .map((item) => ({ item, box: item.getBoundingClientRect() }))
  .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
  .map(({ item }) => ({
    id: item.querySelector('[data-match-id]').dataset.matchId,
    teams: item.dataset.teams.split(' ').map(Number),
    marked: item.classList.contains('is-favourite'),
  })))()`;

/** The ids of the list's items in the DOM's order (what a screen reader and the tab key go through). */
const readDomOrder = (items: string) => `[...document.querySelectorAll(${JSON.stringify(items)})].map((item) => item.querySelector('[data-match-id]').dataset.matchId)`;

/** A visitor following one team, as starring it leaves the device: the list, and the cookie that mirrors it. */
async function follower(teamId: number, viewport?: { width: number; height: number }): Promise<BrowserContext> {
  const team = { team_id: teamId, name: `Team ${teamId}`, short_name: 'TEA', slug: `team-${teamId}`, alerts: ['wicket', 'result'], muted: false };
  const context = await suite.visitor({ viewport, localStorage: { favouriteTeams: JSON.stringify([team]) } });
  await context.addCookies([{ name: FAVOURITES_COOKIE, value: String(teamId), url: suite.site.url }]);
  await recordLayoutShifts(context);
  return context;
}

/**
 * Opens `path` and reads the list as the page stands served, with its styles and before any of the
 * app's code has run (held until then, as on a slow network), and keeps its first item's element to
 * compare with the one the app leaves there.
 */
async function openAsServed(context: BrowserContext, path: string, items: string): Promise<{ page: Page; served: Listed[] }> {
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${suite.site.url}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => document.readyState !== 'loading' && Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.sheet !== null).every(Boolean),
  );
  expect(await appOwnsPage(page)).toBe(false);
  const served = (await page.evaluate(readList(items))) as Listed[];
  await page.evaluate(`window.servedFirst = document.querySelector(${JSON.stringify(items)} + '.is-favourite')`);
  release();
  await untilAppOwnsPage(page);
  await page.waitForLoadState('networkidle');
  return { page, served };
}

/** `list` with the matches of `teamId` first, each part in its order. */
function teamFirst(list: Listed[], teamId: number): string[] {
  const mine = list.filter((item) => item.teams.includes(teamId));
  return [...mine, ...list.filter((item) => !mine.includes(item))].map((item) => item.id);
}

describe("the fan's teams' matches", () => {
  it('lead the live strip on home, starred, in the page the edge sends, and stay there as the app takes it over', async () => {
    const CARDS = '.live-carousel .live-card';
    // Home as every fan has it: its strip's last match is the one a fan follows a team of.
    const plain = await suite.open('/', { viewport: PHONE });
    await untilAppOwnsPage(plain);
    const strip = (await plain.evaluate(readList(CARDS))) as Listed[];
    await plain.context().close();
    expect(strip.length).toBeGreaterThan(1);
    const teamId = strip.at(-1)!.teams[1]!;
    const expected = teamFirst(strip, teamId);
    expect(expected).not.toEqual(strip.map((item) => item.id));

    const context = await follower(teamId, PHONE);
    const { page, served } = await openAsServed(context, '/', CARDS);
    // As served: first, and only the team's matches marked.
    expect(served.map((item) => item.id)).toEqual(expected);
    expect(served.filter((item) => item.marked)).toEqual(served.filter((item) => item.teams.includes(teamId)));
    // As the app has it: the same, in the DOM's order too, the same element first, starred.
    expect((await page.evaluate(readList(CARDS))) as Listed[]).toEqual(served);
    expect(await page.evaluate(readDomOrder(CARDS))).toEqual(expected);
    expect(await page.evaluate(`document.querySelector('${CARDS}') === window.servedFirst`)).toBe(true);
    const star = await page.locator(`${CARDS}.is-favourite .strip-card__meta`).first().evaluate((meta) => getComputedStyle(meta, '::before').content);
    expect(star).toContain('★');
    expect((await layoutShifts(page)).filter((shift) => shift.inLiveStrip)).toEqual([]);
    await context.close();
  });

  it("lead the day's list of a schedule, and 'My Teams' leaves only them, then all again", async () => {
    const MATCHES = '.schedule-page .match-grid > li';
    const plain = await suite.open('/schedule/upcoming');
    await untilAppOwnsPage(plain);
    const day = (await plain.evaluate(readList(MATCHES))) as Listed[];
    await plain.context().close();
    expect(day.length).toBeGreaterThan(1);
    const teamId = day.at(-1)!.teams[0]!;
    const expected = teamFirst(day, teamId);

    const context = await follower(teamId);
    const { page, served } = await openAsServed(context, '/schedule/upcoming', MATCHES);
    expect(served.map((item) => item.id)).toEqual(expected);
    expect(await page.evaluate(readDomOrder(MATCHES))).toEqual(expected);
    expect(await page.evaluate(`document.querySelector('${MATCHES}') === window.servedFirst`)).toBe(true);
    expect((await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0)).toBe(0);

    const mine = page.getByRole('group', { name: 'Teams' }).getByRole('button', { name: 'My Teams' });
    await mine.click();
    await expect.poll(() => page.evaluate(readDomOrder(MATCHES))).toEqual(day.filter((item) => item.teams.includes(teamId)).map((item) => item.id));
    expect(await mine.getAttribute('aria-pressed')).toBe('true');
    await mine.click();
    await expect.poll(() => page.evaluate(readDomOrder(MATCHES))).toEqual(expected);
    await context.close();
  });

  it("'My Teams' shows a fan who follows no team where to star one", async () => {
    const page = await suite.open('/schedule/upcoming');
    await untilAppOwnsPage(page);
    await page.getByRole('group', { name: 'Teams' }).getByRole('button', { name: 'My Teams' }).click();
    await expect.poll(() => page.locator('.schedule-page .page-state--empty').textContent()).toBe('You follow no team yet. Star your teams to see their matches here.');
    await page.getByRole('link', { name: 'Star your teams' }).click();
    await page.waitForURL(`${suite.site.url}/teams`);
    await page.context().close();
  });
});
