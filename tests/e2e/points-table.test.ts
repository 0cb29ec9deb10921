// The one points table every page shows (the /points-table page, a series' Points Table tab, the
// match centre's Point Table tab and home): the same columns everywhere, rows that open one at a
// time to the team's matches, each linked to its match centre, and the /points-table series chips.
// Expectations come from the same API answer the pages read.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilAppOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';
import { seriousViolations } from './auth-session';

const suite = sharedPageSuite({ warm: ['/points-table'] });
const { api } = suite;

const POLL = { timeout: 15_000 };
const COLUMNS = ['#', 'Team', 'P', 'W', 'L', 'D', 'Pts', 'NRR'];

interface RowMatch {
  match_id: number;
  opponent_name: string;
}
interface Row {
  abbr: string;
  matches: RowMatch[];
}
interface Series {
  cid: number;
  slug: string;
  title: string;
  show_pointtable?: boolean | number;
}
interface Detail {
  series: Series & { groups: { table: Row[] }[]; matches: { match_id: number; title: string }[] };
}

/** The current series with a points table, as the picker lists them, and the first one's table. */
async function tableSeries(): Promise<{ listed: Series[]; series: Detail['series']; rows: Row[] }> {
  const { data } = await api<{ data: Series[] }>('/v1/series/recent');
  const listed = data.filter((s) => s.show_pointtable);
  const first = listed[0];
  if (!first) throw new Error('no current series has a points table');
  const { series } = await api<Detail>(`/v1/series/${first.cid}/pointtable`);
  return { listed, series, rows: series.groups.flatMap((g) => g.table) };
}

/** The match-centre links an open row lists, as hrefs. */
const hrefs = (scope: Locator) => scope.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

/** A link to the match's own match centre, on the tab its status opens. */
const matchCentreOf = (slug: string, match: RowMatch) =>
  new RegExp(`^/series/${slug}/schedule/${match.match_id}/(matchinfo|commentary|scorecard)$`);

/**
 * Opens the first two teams that have matches in turn: the first closes when the second opens, and
 * the open one lists that team's matches, each linking to its match centre.
 */
async function expectRowsOpenOneAtATime(page: Page, slug: string, rows: Row[]): Promise<void> {
  const buttons = page.locator('.points-team');
  await expect.poll(() => page.locator('.points-team__abbr').allTextContents(), POLL).toEqual(rows.map((r) => r.abbr));
  // A row the edge drew opens once the app has the page, for a fan as for the test.
  await untilAppOwnsPage(page);
  const [a, b] = rows.flatMap((row, i) => (row.matches.length > 0 ? [i] : []));
  if (a === undefined || b === undefined) throw new Error('fewer than two teams have matches');
  for (const [open, closed] of [
    [a, null],
    [b, a],
  ] as const) {
    const button = buttons.nth(open);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    if (closed !== null) expect(await buttons.nth(closed).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.points-matches-row').count()).toBe(1);
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const links = await hrefs(panel);
    const expected = rows[open]?.matches ?? [];
    expect(links).toHaveLength(expected.length);
    expected.forEach((match, i) => expect(links[i]).toMatch(matchCentreOf(slug, match)));
    expect(await panel.locator('a strong').allTextContents()).toEqual(expected.map((m) => `vs ${m.opponent_name}`));
  }
}

const headers = (page: Page) => page.locator('.points-table thead').first().locator('th').allTextContents();

describe('the points table', () => {
  it("on a series' Points Table tab: the columns, rows opening one at a time, and a match link that opens the match centre", async () => {
    const { series, rows } = await tableSeries();
    const page = await suite.open(`/series/${series.slug}/pointtable`);
    await expectRowsOpenOneAtATime(page, series.slug, rows);
    expect(await headers(page)).toEqual(COLUMNS);

    const link = page.locator('.points-matches-row a').first();
    const href = await link.getAttribute('href');
    const target = series.matches.find((m) => href?.split('/')[4] === String(m.match_id));
    await link.click();
    // The router moves once the match centre's code and first data have come.
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(href);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe(target?.title);
    await page.context().close();
  });

  it("in the match centre's Point Table tab: the same columns and rows", async () => {
    const { series, rows } = await tableSeries();
    const match = series.matches[0];
    if (!match) throw new Error(`${series.title} has no matches`);
    const page = await suite.open(`/series/${series.slug}/schedule/${match.match_id}/pointtable`);
    await expectRowsOpenOneAtATime(page, series.slug, rows);
    expect(await headers(page)).toEqual(COLUMNS);
    await page.context().close();
  });

  it('on /points-table and on home: the same columns', async () => {
    const { series } = await tableSeries();
    const page = await suite.open('/points-table');
    await expect.poll(() => page.locator('.points-series').textContent(), POLL).toBe(series.title);
    expect(await headers(page)).toEqual(COLUMNS);
    await page.goto(`${suite.site.url}/`);
    const home = page.locator('.home__slot--points');
    await home.scrollIntoViewIfNeeded();
    await expect.poll(() => home.locator('.points-table thead th').allTextContents(), POLL).toEqual(COLUMNS);
    await page.context().close();
  });

  it('on a phone, the /points-table chip row scrolls the chosen series into its visible box and fades where it overflows', async () => {
    const { listed } = await tableSeries();
    const last = listed[listed.length - 1];
    if (!last) throw new Error('no series listed');
    const page = await suite.open(`/points-table/${last.slug}`, { viewport: { width: 390, height: 844 } });
    const row = page.getByRole('navigation', { name: 'Points table series' });
    const active = row.locator('[aria-current="page"]');
    await expect.poll(() => active.textContent(), POLL).toBe(last.title);
    const within = async () => {
      const [chip, box] = await Promise.all([active.boundingBox(), row.boundingBox()]);
      return !!chip && !!box && chip.x >= box.x - 1 && chip.x + chip.width <= box.x + box.width + 1;
    };
    await expect.poll(within, POLL).toBe(true);
    const overflows = await row.evaluate((el) => el.scrollWidth > el.clientWidth);
    const mask = await row.evaluate((el) => getComputedStyle(el).maskImage);
    if (overflows) expect(mask).toContain('gradient');
    else expect(mask).toBe('none');
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe-core violations with a row open, in the %s theme',
    async (colorScheme) => {
      const { rows } = await tableSeries();
      const page = await suite.open('/points-table', { colorScheme });
      const opener = page.locator('.points-team').nth(rows.findIndex((r) => r.matches.length > 0));
      await opener.click();
      await page.locator('.points-matches a').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
