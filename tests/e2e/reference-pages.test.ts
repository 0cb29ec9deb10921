// Series, squads and players as a fan reads them: dates written one way and never in the upstream's
// ISO form, squads grouped by role with links to the players, and a player's stats with every
// format that fit a phone without the page scrolling sideways.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilAppOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';
import type { WireMatch } from '../support/wire-match';

const suite = sharedPageSuite();
const { api, open } = suite;

const POLL = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };
/** '2026-11-24', as the upstream writes dates. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

interface RecentSeries {
  cid: number;
  slug: string;
  title: string;
}
interface SquadAnswer {
  data: Record<'bat' | 'all' | 'wk' | 'bowl', { name: string; pid: number | null }[]>;
}

const visibleText = (page: Page) => page.locator('main').innerText();

async function recentSeries(): Promise<RecentSeries> {
  const { data } = await api<{ data: RecentSeries[] }>('/v1/series/recent');
  const series = data[0];
  if (!series) throw new Error('the simulator lists no recent series');
  return series;
}

describe('dates', () => {
  it('never show in the ISO form on the series list, a series page or a match centre', async () => {
    const list = await open('/series', { viewport: PHONE });
    await list.locator('.series-link').first().waitFor();
    expect(await visibleText(list)).not.toMatch(ISO_DATE);
    await list.context().close();

    const series = await recentSeries();
    const page = await open(`/series/${series.slug}/schedule`, { viewport: PHONE });
    await page.locator('.match-card').first().waitFor();
    const summary = await page.locator('.series-summary').innerText();
    // '15 Oct – 23 Nov 2026'.
    expect(summary).toMatch(/^\d{1,2}( [A-Z][a-z]{2}( \d{4})?)? – \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(await visibleText(page)).not.toMatch(ISO_DATE);
    await page.context().close();

    const { data } = await api<{ data: WireMatch[] }>('/v2/matches/live');
    const match = data.find((m) => m.status === 'Live') ?? data[0];
    if (!match) throw new Error('the simulator has no match in the carousel');
    const centre = await open(`/series/${match.tournament_slug}/schedule/${match.slug}/matchinfo`, { viewport: PHONE });
    await centre.locator('.match-header').waitFor();
    await expect.poll(() => visibleText(centre), POLL).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} local · \d{2}:\d{2} GMT/);
    expect(await visibleText(centre)).not.toMatch(ISO_DATE);
    await centre.context().close();
  });
});

describe('squads', () => {
  it("group a series side's players by role, with links to their pages, and switch sides", async () => {
    const series = await recentSeries();
    type Detail = { series: { teams: { team_id: number; name: string }[] } };
    const { teams } = (await api<Detail>(`/v1/series/${series.cid}/pointtable`)).series;
    const [first, second] = teams;
    if (!first || !second) throw new Error('the series has fewer than two sides');
    const page = await open(`/series/${series.slug}/teams`);
    const sides = page.getByRole('group', { name: 'Sides' }).getByRole('button');
    await expect.poll(() => sides.allTextContents(), POLL).toEqual(teams.map((t) => t.name));
    expect(await sides.first().getAttribute('aria-pressed')).toBe('true');

    const squad = await api<SquadAnswer>(`/v1/teams/${first.team_id}/players`);
    const batters = page.getByRole('region', { name: 'Batters' });
    await expect.poll(() => batters.locator('.team-player__name').allTextContents(), POLL).toEqual(squad.data.bat.map((p) => p.name));
    const links = await batters.locator('a.team-player').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/players-details\/[a-z0-9-]+-\d+\/overview$/);

    // The side buttons are the app's: the edge draws them, and a tap before the app's code has run does nothing.
    await untilAppOwnsPage(page);
    await sides.nth(1).click();
    const next = await api<SquadAnswer>(`/v1/teams/${second.team_id}/players`);
    await expect
      .poll(() => page.getByRole('region', { name: 'Bowlers' }).locator('.team-player__name').allTextContents(), POLL)
      .toEqual(next.data.bowl.map((p) => p.name));
    expect(await sides.nth(1).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });

  it("group each side of a match's squads by role", async () => {
    const { data } = await api<{ data: WireMatch[] }>('/v2/matches/live');
    const match = data.find((m) => m.status === 'Live') ?? data[0];
    if (!match) throw new Error('the simulator has no match in the carousel');
    type Detail = { data: { info: { squads: { teama: { name: string; role: string }[] } } } };
    const { info } = (await api<Detail>(`/v1/matches/${match.match_id}`)).data;
    const page = await open(`/series/${match.tournament_slug}/schedule/${match.slug}/squads`);
    const side = page.locator('.squad').first();
    await side.locator('.team-player').first().waitFor();
    const roles = await side.locator('h4').allTextContents();
    expect(roles.length).toBeGreaterThan(1);
    // Batters first, bowlers last, as a team sheet reads.
    expect(roles[0]).toBe('Batters');
    const batters = side
      .locator('.squad__role')
      .filter({ has: page.locator('h4', { hasText: 'Batters' }) })
      .locator('.team-player__name');
    const expected = info.squads.teama.filter((p) => p.role === 'bat').map((p) => p.name);
    expect((await batters.allTextContents()).map((name) => name.replace(/ \((c|wk)\)/g, ''))).toEqual(expected);
    await page.context().close();
  });
});

describe("a player's stats on a phone", () => {
  it('show every format, with dashes where there are no figures, and never scroll the page sideways', async () => {
    const ranking = await api<{ data: { batsmen: { test: { pid: number; slug: string }[] } } }>('/v1/misc/ranking?limit=10');
    const ranked = ranking.data.batsmen.test[0];
    if (!ranked) throw new Error('no batter ranked');
    const page = await open(`/players-details/${ranked.slug}-${ranked.pid}/stats`, { viewport: PHONE });
    const batting = page.getByRole('region', { name: 'Batting' });
    await expect
      .poll(() => batting.locator('thead th').allTextContents(), POLL)
      .toEqual(['Statistic', 'ODI', 'TEST', 'T20I', 'T20', 'FC', 'LIST A', 'T10']);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    // The table is wider than the phone: it scrolls inside its card.
    const table = await batting.evaluate((wrap) => ({ scroll: wrap.scrollWidth, client: wrap.clientWidth }));
    expect(table.scroll).toBeGreaterThan(table.client);
    await page.context().close();
  });
});
