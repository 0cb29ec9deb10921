// A page the edge served holds still once the app takes it over: the browser keeps the zone and the
// clock the edge rendered it with (web/src/app/render-facts.tsx), so a device set to another zone
// than the one the edge placed the fan in (a traveller, a VPN, a phone set by hand) never sees the
// day, its matches or a time drawn again under its finger; the answers it came with are not asked
// for again as it hydrates, however long the edge kept its render (web/src/lib/page-state.ts); and
// what a fan did before the app's code ran (scrolling, on a phone on mobile data) is where the app
// starts from.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BACK_TO_TOP_AFTER_PX } from '../../shared/constants';
import { appOwnsPage, untilAppOwnsPage } from '../support/hydration';
import { htmlInPieces } from '../support/html-in-pieces';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shift';
import { pageStateOf } from '../support/page-head';
import { pageSuite } from '../support/page-suite';
import type { WireMatch } from '../support/wire-match';

/** Where the edge places every fan of this suite: India, the site's audience. */
const EDGE_ZONE = 'Asia/Kolkata';
const suite = pageSuite({ vars: { FAN_TIME_ZONE: EDGE_ZONE }, warm: ['/', '/schedule/upcoming', '/schedule/results'] });

/**
 * Devices on either side of the date line: at every hour of the day at least one of them is on
 * another date than India (Kiritimati from 10:00 to 18:30 UTC, Pago Pago from 18:30 to 11:00 UTC).
 */
const DEVICE_ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'] as const;
const PHONE = { width: 390, height: 844 };
/** Lighthouse's bar for a good page. */
const MAX_LAYOUT_SHIFT = 0.1;
const WINDOW_API = /\/api\/v2\/matches\/schedule\/(upcoming|completed)\//;
const NEWS_LIST_API = /\/api\/v1\/news\/home\/news\?/;
/** How much older than the app's staleTime (30 s) a kept render's answers can be: most of a list's minute. */
const KEPT_MS = 45_000;

/** The date strip and its day's matches as the page shows them (run in the page, as it parses and after). */
const READ_STRIP = `(() => ({
  days: [...document.querySelectorAll('.date-strip__day')].map((day) => day.dataset.date),
  selected: document.querySelector('.date-strip__day[aria-pressed="true"]')?.dataset.date ?? null,
  titles: [...document.querySelectorAll('.schedule-page .match-card__title')].map((title) => title.textContent),
}))()`;

/** Each time element of the page's content, by the instant it names: what it reads. */
const READ_TIMES = `Object.fromEntries(
  [...document.querySelectorAll('#main-content time[datetime]')].map((time) => [time.getAttribute('datetime'), time.textContent])
)`;

/** The stories of a news list, in order, as their links. */
const READ_STORIES = `[...document.querySelectorAll('#main-content .story-card a[href]')].map((link) => link.getAttribute('href'))`;

interface Strip {
  days: string[];
  selected: string | null;
  titles: string[];
}

/** The calendar date of `ms` in `timeZone`, as 2026-12-06. */
const dateIn = (ms: number, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(ms);

/** Evaluates `expression` as parsing ends, before any script of the app runs, into window[name]. */
async function readAsServed(page: Page, name: string, expression: string): Promise<void> {
  await page.addInitScript({
    content: `document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.${name} = ${expression};
    });`,
  });
}

async function phoneIn(timezoneId: string): Promise<Page> {
  const context = await suite.visitor({ viewport: PHONE, timezoneId });
  await recordLayoutShifts(context);
  return context.newPage();
}

describe('a schedule page the edge served', () => {
  for (const kind of ['upcoming', 'results'] as const) {
    for (const zone of DEVICE_ZONES) {
      it(`/schedule/${kind} keeps the day and matches it was served with, on a device in ${zone}`, async () => {
        const page = await phoneIn(zone);
        const windowCalls: string[] = [];
        page.on('request', (request) => {
          if (WINDOW_API.test(request.url())) windowCalls.push(request.url());
        });
        // The strip as the edge sent it, read as parsing ends, before any script of the app runs.
        await readAsServed(page, 'servedStrip', READ_STRIP);
        const response = await page.goto(`${suite.site.url}/schedule/${kind}`);
        const state = pageStateOf(await response!.text());
        if (!state) throw new Error(`/schedule/${kind} came without its state: the edge served the shell`);
        await untilAppOwnsPage(page);
        await page.waitForLoadState('networkidle');

        const served = (await page.evaluate('window.servedStrip')) as Strip;
        // Its window runs from the edge's today, in the edge's zone (results newest first).
        expect([served.days.length, served.days[0]]).toEqual([10, dateIn(state.facts.now, EDGE_ZONE)]);
        expect(served.titles.length, 'the served day has matches').toBeGreaterThan(0);
        expect((await page.evaluate(READ_STRIP)) as Strip).toEqual(served);
        expect(windowCalls, 'windows the browser asked for after the page was served').toEqual([]);
        await page.context().close();
      });
    }
  }
});

describe('home, served by the edge', () => {
  for (const zone of DEVICE_ZONES) {
    it(`reads and holds still at 390 px on a device in ${zone} (its times as served, layout shift under ${MAX_LAYOUT_SHIFT})`, async () => {
      const page = await phoneIn(zone);
      await readAsServed(page, 'servedTimes', READ_TIMES);
      await page.goto(`${suite.site.url}/`);
      await untilAppOwnsPage(page);
      await page.waitForLoadState('networkidle');
      // Every time the page showed as served (a match's start, a story's age) reads the same once
      // the app has it: written in the edge's zone and as of its clock, not drawn again in the device's.
      const served = (await page.evaluate('window.servedTimes')) as Record<string, string>;
      const now = (await page.evaluate(READ_TIMES)) as Record<string, string>;
      const kept = Object.keys(served).filter((at) => at in now);
      expect(kept.length, 'times on the page as served and still on it').toBeGreaterThan(0);
      expect(Object.fromEntries(kept.map((at) => [at, now[at]]))).toEqual(Object.fromEntries(kept.map((at) => [at, served[at]])));
      const shifts = await layoutShifts(page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total <= MAX_LAYOUT_SHIFT ? 'steady' : shifts).toBe('steady');
      await page.context().close();
    });
  }
});

describe('a page scrolled before the app ran', () => {
  it('stays where the fan scrolled it, and shows back to top without another scroll', async () => {
    const page = await phoneIn(EDGE_ZONE);
    // The app's code is held until the fan has scrolled, as on a slow phone network.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${suite.site.url}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    const scrolledTo = BACK_TO_TOP_AFTER_PX * 4;
    await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
    expect([await page.evaluate(() => window.scrollY), await appOwnsPage(page)]).toEqual([scrolledTo, false]);

    release();
    await untilAppOwnsPage(page);
    await expect.poll(() => page.getByRole('button', { name: 'Back to top' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await page.context().close();
  });
});

describe('a news list served from a render the edge kept', () => {
  it('is not fetched again, nor redrawn, as the app takes it over', async () => {
    const context = await suite.visitor({ viewport: PHONE, timezoneId: EDGE_ZONE });
    await recordLayoutShifts(context);
    // The device's clock runs KEPT_MS ahead of the edge's: the page's answers are as old as those
    // of a render the edge keeps for most of its data's minute, older than the app's staleTime.
    await context.clock.install({ time: Date.now() + KEPT_MS });
    const page = await context.newPage();
    const lists: string[] = [];
    page.on('request', (request) => {
      if (NEWS_LIST_API.test(request.url())) lists.push(request.url());
    });
    await readAsServed(page, 'servedStories', READ_STORIES);
    const response = await page.goto(`${suite.site.url}/cricket-news`);
    if (!pageStateOf(await response!.text())) throw new Error('/cricket-news came without its state: the edge served the shell');
    await untilAppOwnsPage(page);
    await page.waitForLoadState('networkidle');
    expect(lists, 'news lists the browser asked for after the page was served').toEqual([]);
    const served = (await page.evaluate('window.servedStories')) as string[];
    expect(served.length).toBeGreaterThan(0);
    expect(await page.evaluate(READ_STORIES)).toEqual(served);
    const total = (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0);
    expect(total).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    await context.close();
  });
});

describe('a page whose HTML comes in pieces', () => {
  it("paints once it is read whole: a match's squads never go from one column to two, nor the header's stripe move", async () => {
    const { data } = await suite.api<{ data: WireMatch[] }>('/v2/matches/live');
    const match = data.find((m) => m.status === 'Live');
    if (!match) throw new Error('no match in play in the simulator');
    const path = `/series/${match.tournament_slug}/schedule/${match.slug}/squads`;
    // The HTML stops before the second side's squad for a moment, as a slow network stops anywhere.
    const proxy = await htmlInPieces(suite.site.url, { marker: '<section class="squad"', nth: 2, pauseMs: 300 });
    try {
      const context = await suite.visitor({ viewport: { width: 1280, height: 900 }, origin: proxy.url });
      await recordLayoutShifts(context);
      // The stylesheets cached, as on a visit's second page: only the HTML is slow.
      const first = await context.newPage();
      await first.goto(`${proxy.url}${path}?first`);
      await first.close();
      const page = await context.newPage();
      await page.goto(proxy.url + path);
      await untilAppOwnsPage(page);
      expect(proxy.split()).toBe(2);
      // Shifts while the document was still being read: none.
      const readAt = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive);
      expect((await layoutShifts(page)).filter((shift) => shift.at.ms <= readAt)).toEqual([]);
      await context.close();
    } finally {
      await proxy.close();
    }
  });
});
