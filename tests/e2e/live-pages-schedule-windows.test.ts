// The dated schedule tabs (SPEC sections 2, 4 and 8): the 10-day strip and its clamped previous and
// next, the calendar's disabled days, the format filter, the empty and error states, and the card
// link rules. Answers are taken from the simulator and reshaped with page.route where a rule needs
// data the simulator never produces (a TBA team, a missing format, an empty day, an error).
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilAppOwnsPage } from '../support/hydration';
import { pageSuite } from '../support/page-suite';

type WireMatch = Record<string, unknown> & { match_id: number; title: string; format: unknown; teama: Record<string, unknown>; teamb: Record<string, unknown> };
type Schedule = { matches: Record<string, WireMatch[]>; gameFormats: unknown[] } & Record<string, unknown>;

// The edge places every fan in India, as the visitor's browser is: today is the same day on both sides.
const suite = pageSuite({ vars: { FAN_TIME_ZONE: 'Asia/Kolkata' } });

const POLL = { timeout: 15_000 };
const WINDOW_API = /\/api\/v2\/matches\/schedule\/(upcoming|completed)\//;

/** A blank page of a fresh visitor in India: tests route its requests before they navigate. */
async function open(): Promise<Page> {
  return (await suite.visitor({ timezoneId: 'Asia/Kolkata', timeout: 15_000 })).newPage();
}

/**
 * A dated tab as the app draws it in the browser, reached from the live tab by its link once the app
 * owns the page: served by the edge (as a tap before the app runs loads it), the tab comes with its
 * first window already read, which page.route cannot reshape (the edge's render of the tabs is
 * tests/e2e/edge-render.test.ts's).
 */
async function openWindows(page: Page, kind: 'upcoming' | 'results'): Promise<void> {
  await page.goto(`${suite.site.url}/schedule/live`);
  await untilAppOwnsPage(page);
  await page
    .getByRole('navigation', { name: 'Schedule tabs' })
    .getByRole('link', { name: kind === 'upcoming' ? 'Upcoming' : 'Results' })
    .click();
}

/** Calendar dates in the page's zone, as the strip computes them. */
async function dayOffset(page: Page, days: number): Promise<string> {
  return page.evaluate((n) => {
    const now = new Date();
    const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now).split('-').map(Number);
    const today = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
    today.setUTCDate(today.getUTCDate() + n);
    return today.toISOString().slice(0, 10);
  }, days);
}

/**
 * The open calendar's cell for `date`, turning its months until it shows it: the picker shows the
 * selected day's month only, and a day either side of today is in another month on its first and
 * last days.
 */
async function calendarDay(page: Page, date: string): Promise<Locator> {
  // The month's own days: the weeks' days of the months either side are there too, hidden.
  const days = page.locator('.schedule-calendar__popover td[data-day]:not([data-outside])');
  await days.first().waitFor();
  const cell = page.locator(`.schedule-calendar__popover td[data-day="${date}"]:not([data-outside])`);
  for (let turns = 0; (await cell.count()) === 0; turns++) {
    if (turns === 2) throw new Error(`the calendar never showed ${date}`);
    const shown = (await days.first().getAttribute('data-day')) ?? '';
    await page.getByRole('button', { name: date < shown ? 'Go to the Previous Month' : 'Go to the Next Month' }).click();
  }
  return cell;
}

/** Answers the window calls with the simulator's answer as `reshape` rewrites it. */
async function reshapeWindows(page: Page, reshape: (body: Schedule, url: string) => Schedule | null) {
  await page.route(WINDOW_API, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Schedule;
    const next = reshape(body, route.request().url());
    if (next === null) return route.fulfill({ status: 500, body: '{"status":"error"}', contentType: 'application/json' });
    await route.fulfill({ response, json: next });
  });
}

const strip = (page: Page) => page.locator('.date-strip__day').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-date')));
const cardTitles = (page: Page) => page.locator('.schedule-page .match-card__title').allTextContents();

describe('the upcoming and results date strips', () => {
  it('shows 10 days from today for upcoming, clamps previous at today and shifts next by 10 days', async () => {
    const page = await open();
    await openWindows(page, 'upcoming');
    const today = await dayOffset(page, 0);
    await expect.poll(() => strip(page), POLL).toHaveLength(10);
    expect((await strip(page))[0]).toBe(today);
    expect(await page.getByRole('button', { name: 'Previous 10 days' }).isDisabled()).toBe(true);

    const asked = page.waitForRequest(WINDOW_API);
    await page.getByRole('button', { name: 'Next 10 days' }).click();
    expect((await asked).url()).toContain(`/upcoming/${await dayOffset(page, 10)}/${await dayOffset(page, 19)}`);
    await expect.poll(async () => (await strip(page))[0], POLL).toBe(await dayOffset(page, 10));
    expect(await strip(page)).toHaveLength(10);

    await page.getByRole('button', { name: 'Previous 10 days' }).click();
    await expect.poll(async () => (await strip(page))[0], POLL).toBe(today);
    await page.context().close();
  });

  it('shows 10 days back to today for results, newest first, clamps next at today and shifts previous by 10 days', async () => {
    const page = await open();
    await openWindows(page, 'results');
    const today = await dayOffset(page, 0);
    await expect.poll(() => strip(page), POLL).toHaveLength(10);
    expect(await strip(page)).toEqual([today, ...(await Promise.all(Array.from({ length: 9 }, (_, i) => dayOffset(page, -(i + 1)))))]);
    expect(await page.getByRole('button', { name: 'Next 10 days' }).isDisabled()).toBe(true);

    const asked = page.waitForRequest(WINDOW_API);
    await page.getByRole('button', { name: 'Previous 10 days' }).click();
    // The completed path names the window's last day first (SPEC section 7).
    expect((await asked).url()).toContain(`/completed/${await dayOffset(page, -10)}/${await dayOffset(page, -19)}`);
    await expect.poll(async () => (await strip(page))[0], POLL).toBe(await dayOffset(page, -10));

    await page.getByRole('button', { name: 'Next 10 days' }).click();
    await expect.poll(async () => (await strip(page))[0], POLL).toBe(today);
    await page.context().close();
  });

  it('offers no calendar day before today for upcoming and none after today for results', async () => {
    const page = await open();
    for (const [kind, blocked, allowed] of [
      ['upcoming', -1, 1],
      ['results', 1, -1],
    ] as const) {
      await openWindows(page, kind);
      await page.getByRole('button', { name: 'Pick a date' }).click();
      const day = async (n: number) => calendarDay(page, await dayOffset(page, n));
      await expect.poll(async () => (await day(0)).getAttribute('data-disabled'), POLL).toBe(null);
      // Today is the strip's, in the page's zone, not the device's.
      expect(await (await day(0)).getAttribute('class')).toContain('rdp-today');
      // In the site's colours, not the picker's default blue: its arrows and today are the link green.
      const colours = await page.locator('.schedule-calendar__popover').evaluate((popover) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--link)';
        popover.append(probe);
        const link = getComputedStyle(probe).color;
        probe.remove();
        return { link, chevron: getComputedStyle(popover.querySelector('.rdp-chevron')!).fill, today: getComputedStyle(popover.querySelector('.rdp-today')!).color };
      });
      expect(colours.chevron).toBe(colours.link);
      expect(colours.today).toBe(colours.link);
      expect(await (await day(blocked)).getAttribute('data-disabled')).toBe('true');
      expect(await (await day(allowed)).getAttribute('data-disabled')).toBe(null);
    }
    // Picking a day opens the window anchored on it: five days back, which in a month's first days
    // is in the month before.
    const pick = await dayOffset(page, -5);
    const asked = page.waitForRequest(WINDOW_API);
    await (await calendarDay(page, pick)).locator('button').click();
    expect((await asked).url()).toContain(`/completed/${pick}/`);
    await page.context().close();
  });
});

describe('the format filter', () => {
  it('falls back to ALL when the chosen format is absent from the next window', async () => {
    const page = await open();
    let first = '';
    let chosen = '';
    // The first window is left as it is; every later one leaves out the first window's first format,
    // which is the first chip after ALL.
    await reshapeWindows(page, (body, url) => {
      if (!first) first = url;
      if (url === first) {
        chosen = String(body.gameFormats[0]);
        return body;
      }
      const matches = Object.fromEntries(Object.entries(body.matches).map(([day, list]) => [day, list.filter((m) => String(m.format) !== chosen)]));
      return { ...body, matches, gameFormats: body.gameFormats.filter((f) => String(f) !== chosen) };
    });
    await openWindows(page, 'upcoming');
    const chips = page.locator('[aria-label="Format"] .chip');
    await expect.poll(() => chips.count(), POLL).toBeGreaterThan(1);
    await chips.nth(1).click();
    expect(await chips.nth(1).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Next 10 days' }).click();
    await expect.poll(() => page.locator('[aria-label="Format"] .chip[aria-pressed="true"]').textContent(), POLL).toBe('ALL');
    await page.context().close();
  });
});

describe('empty and error states', () => {
  it('says so when the picked day has no matches, for upcoming and for results', async () => {
    const page = await open();
    await reshapeWindows(page, (body) => ({ ...body, matches: {}, gameFormats: [] }));
    await openWindows(page, 'upcoming');
    await expect.poll(() => page.getByText('No Upcoming matches on this date', { exact: true }).count(), POLL).toBe(1);
    await openWindows(page, 'results');
    await expect.poll(() => page.getByText('No Matches played on this date', { exact: true }).count(), POLL).toBe(1);
    await page.context().close();
  });

  it('says no matches are found for this filter when the picked day has none of the chosen format', async () => {
    const page = await open();
    // Day one only has T20I matches, day two only ODI: the window offers both formats.
    await reshapeWindows(page, (body) => {
      const sample = Object.values(body.matches).flat()[0];
      const [one, two] = Object.keys(body.matches).sort();
      if (!sample || !one || !two) throw new Error('the simulator gave no upcoming matches');
      return {
        ...body,
        matches: { [one]: [{ ...sample, match_id: 1, format: 'T20I' }], [two]: [{ ...sample, match_id: 2, format: 'ODI' }] },
        gameFormats: ['T20I', 'ODI'],
      };
    });
    await openWindows(page, 'upcoming');
    await expect.poll(() => cardTitles(page), POLL).toHaveLength(1);
    await page.locator('.date-strip__day[aria-pressed="true"]').click();
    await page.locator('[aria-label="Format"] .chip').nth(2).click();
    await expect.poll(() => page.getByText('No matches are found for this filter.', { exact: true }).count(), POLL).toBe(1);
    await page.context().close();
  });

  it('shows the empty red block and hides the list when the schedule call fails', async () => {
    const page = await open();
    await reshapeWindows(page, () => null);
    await openWindows(page, 'upcoming');
    await expect.poll(() => page.locator('.schedule-error').count(), POLL).toBe(1);
    // Empty to the eye: its only text is for screen readers.
    expect(await page.locator('.schedule-error > :not(.visually-hidden)').count()).toBe(0);
    expect(await page.locator('.schedule-page .match-card').count()).toBe(0);
    await page.context().close();
  });
});

describe('match card links', () => {
  it('link by status to matchinfo, commentary or scorecard, and are inert when a short name contains tba', async () => {
    const page = await open();
    const variants = [
      { match_id: 901, title: 'Scheduled one', status: 'Scheduled' },
      { match_id: 902, title: 'Cancelled one', status: 'Cancelled', status_note: 'Match abandoned due to rain' },
      { match_id: 903, title: 'Live one', status: 'Live' },
      { match_id: 904, title: 'Completed one', status: 'Completed' },
      { match_id: 905, title: 'To be announced', status: 'Scheduled', teamb: 'TBA' },
    ];
    await reshapeWindows(page, (body) => {
      const sample = Object.values(body.matches).flat()[0];
      const day = Object.keys(body.matches).sort()[0];
      if (!sample || !day) throw new Error('the simulator gave no upcoming matches');
      const matches = variants.map(({ teamb, ...v }) => ({
        ...sample,
        ...v,
        slug: `${v.title.toLowerCase().replace(/ /g, '-')}-${v.match_id}`,
        teamb: teamb ? { ...sample.teamb, short_name: teamb, name: 'To be announced' } : sample.teamb,
      }));
      return { ...body, matches: { [day]: matches }, gameFormats: [sample.format] };
    });
    await openWindows(page, 'upcoming');
    const card = (id: number) => page.locator(`.schedule-page .match-card[data-match-id="${id}"]`);
    await expect.poll(() => page.locator('.schedule-page .match-card').count(), POLL).toBe(5);
    const href = (id: number) => card(id).locator('.match-card__title a').getAttribute('href');
    expect(await href(901)).toMatch(/\/schedule\/scheduled-one-901\/matchinfo$/);
    expect(await href(902)).toMatch(/\/schedule\/cancelled-one-902\/matchinfo$/);
    expect(await href(903)).toMatch(/\/schedule\/live-one-903\/commentary$/);
    expect(await href(904)).toMatch(/\/schedule\/completed-one-904\/scorecard$/);
    expect(await card(905).locator('.match-card__title a').count()).toBe(0);
    // A Cancelled card shows status_note where others show game_state_str.
    expect(await card(902).innerText()).toContain('Match abandoned due to rain');
    // And every card links to its series schedule.
    expect(await card(901).locator('.match-card__links a').first().getAttribute('href')).toMatch(/^\/series\/[^/]+\/schedule$/);
    await page.context().close();
  });
});
