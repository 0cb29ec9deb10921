// One smoke test per site page: the simulator's real data, fetched through the edge, appears on the
// page in a real Chromium. What each page shows is read from the same API calls the page makes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilAppOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';

const suite = sharedPageSuite();
const { api } = suite;

const visit = (path: string, width = 1280) => suite.open(path, { viewport: { width, height: 900 } });

const heading = (page: Page) => page.locator('h1').first().textContent();
const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

interface PlayerRank {
  rank: number;
  player: string;
  pid: number;
  slug: string;
}

describe('site pages show the upstream data', () => {
  it('ranking: the top three on the podium and the full table, switching tabs without another fetch', async () => {
    const ranking = await api<{ data: { bowlers: { odi: PlayerRank[] }; teams: { test: { team: string }[] } } }>('/v1/misc/ranking?limit=10');
    const page = await visit('/ranking/bowlers/ODI');
    const fetches: string[] = [];
    page.on('request', (r) => r.url().includes('/api/v1/misc/ranking') && fetches.push(r.url()));
    const bowlers = ranking.data.bowlers.odi;
    await expect.poll(() => texts(page, '.ranking-podium__name')).toEqual(bowlers.slice(0, 3).map((r) => r.player));
    expect(await texts(page, '.ranking-table tbody th')).toEqual(bowlers.map((r) => r.player));
    fetches.length = 0;

    // Before the app's code has run, each tab link loads a new document.
    await untilAppOwnsPage(page);
    await page.getByRole('navigation', { name: 'Ranking category' }).getByRole('link', { name: 'Teams' }).click();
    await page.getByRole('navigation', { name: 'Ranking format' }).getByRole('link', { name: 'TEST' }).click();
    await page.waitForURL(`${suite.site.url}/ranking/teams/TEST`);
    await expect.poll(() => texts(page, '.ranking-table tbody th')).toEqual(ranking.data.teams.test.map((r) => r.team));
    // One answer holds every category and format.
    expect(fetches).toHaveLength(0);
    await page.context().close();
  });

  it('teams: the first 20 sides, a debounced search, and a team page with its squad by role', async () => {
    const first = await api<{ data: { name: string; slug: string }[] }>('/v1/teams?page=1');
    const page = await visit('/teams');
    await expect.poll(() => texts(page, '.teams-card__name')).toEqual(first.data.map((t) => t.name));
    expect(first.data.length).toBe(20);
    expect(await page.getByRole('button', { name: 'See More' }).isVisible()).toBe(true);

    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/api/v1/teams?') && searches.push(new URL(r.url()).search));
    // Keys typed before the app's code has run never reach the search.
    await untilAppOwnsPage(page);
    await page.getByLabel('Search teams').pressSequentially('ind', { delay: 30 });
    const found = await api<{ data: { name: string }[] }>('/v1/teams?page=1&search=ind');
    await expect.poll(() => texts(page, '.teams-card__name')).toEqual(found.data.map((t) => t.name));
    // Typing paused once, so one request, not one per key.
    expect(searches).toEqual(['?page=1&search=ind']);

    const team = first.data[0];
    if (!team) throw new Error('no teams');
    const id = team.slug.split('-').pop();
    const squad = await api<{ data: { bat: { name: string }[]; bowl: { name: string }[] } }>(`/v1/teams/${id}/players`);
    await page.goto(`${suite.site.url}/teams/${team.slug}/teamplayers`);
    await expect.poll(() => heading(page)).toBe(team.name);
    await expect.poll(() => page.getByRole('region', { name: 'Batters' }).locator('.team-player__name').allTextContents()).toEqual(
      squad.data.bat.map((p) => p.name),
    );
    expect(await page.getByRole('region', { name: 'Bowlers' }).locator('.team-player__name').allTextContents()).toEqual(squad.data.bowl.map((p) => p.name));
    await page.context().close();
  });

  it('points table: the first current series with a table, rows that open one at a time', async () => {
    const recent = await api<{ data: { cid: number; title: string; show_pointtable: boolean | number }[] }>('/v1/series/recent');
    const series = recent.data.find((s) => s.show_pointtable);
    if (!series) throw new Error('no current series has a points table');
    const table = await api<{ series: { groups: { table: { abbr: string; matches: { opponent_name: string }[] }[] }[] } }>(
      `/v1/series/${series.cid}/pointtable`,
    );
    const page = await visit('/points-table');
    await expect.poll(() => page.locator('.points-series').textContent()).toBe(series.title);
    const rows = table.series.groups.flatMap((g) => g.table);
    expect(await texts(page, '.points-team__abbr')).toEqual(rows.map((r) => r.abbr));

    // A row the edge drew opens once the app has the page, for a fan as for the test.
    await untilAppOwnsPage(page);
    const buttons = page.locator('.points-team');
    await buttons.nth(0).click();
    expect(await buttons.nth(0).getAttribute('aria-expanded')).toBe('true');
    await buttons.nth(1).click();
    expect(await buttons.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await buttons.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.points-matches-row').count()).toBe(1);
    await page.context().close();
  });

  it('player: Player Info and About on the overview, batting and bowling on stats', async () => {
    const ranking = await api<{ data: { allrounders: { t20: PlayerRank[] } } }>('/v1/misc/ranking?limit=10');
    const ranked = ranking.data.allrounders.t20[0];
    if (!ranked) throw new Error('no all-rounders ranked');
    const details = await api<{ data: { player: { name: string; info: { batting_style: string; about: string } } } }>(`/v1/players/${ranked.pid}/stats`);
    const page = await visit(`/players-details/${ranked.slug}-${ranked.pid}`);
    await expect.poll(() => heading(page)).toBe(details.data.player.name);
    const info = page.getByRole('region', { name: 'Player Info' });
    expect(await info.textContent()).toContain(details.data.player.info.batting_style);
    // About is cut at 150 characters until Read More.
    const about = page.locator('.player-about');
    expect((await about.textContent())?.length).toBeLessThanOrEqual(151);
    await untilAppOwnsPage(page);
    await page.getByRole('button', { name: 'Read More' }).click();
    expect(await about.textContent()).toBe(details.data.player.info.about);

    await page.getByRole('link', { name: 'Stats' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Batting' }).locator('thead th').allTextContents()).toContain('T20');
    expect(await page.getByRole('region', { name: 'Bowling' }).locator('tbody th').first().textContent()).toBe('Matches');
    await page.context().close();
  });

  it("web stories: the 'Popular Stories' grid, and a card opens its story in the viewer", async () => {
    const stories = await api<{ data: { title: string; stories: { title: string }[] }[] }>('/v1/stories');
    const page = await visit('/web-stories');
    await expect.poll(() => texts(page, '.stories-card__title')).toEqual(stories.data.map((s) => s.title));
    expect(await page.locator('.stories-heading').textContent()).toBe('Popular Stories');
    // The edge draws the cards too; before the app's code has run, a click on one loads the story's page.
    await untilAppOwnsPage(page);
    await page.locator('.stories-card').first().click();
    const first = stories.data[0];
    const viewer = page.getByRole('dialog', { name: first?.title });
    await expect.poll(() => viewer.locator('.story-caption__title').textContent()).toBe(first?.stories[0]?.title);
    await page.context().close();
  });

  it('authors: nine cards with numbered pages, and an author page whose filters reload the list', async () => {
    const list = await api<{ data: { name: string; username: string; id: number }[]; total_pages: number }>('/v1/authors/?page=1&per_page=9');
    const page = await visit('/authors');
    await expect.poll(() => texts(page, '.authors-card h2')).toEqual(list.data.map((a) => a.name));
    expect(await page.getByRole('link', { name: /VIEW POST/ }).count()).toBe(9);
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pages.getByRole('link', { name: String(list.total_pages) }).isVisible()).toBe(true);

    const author = list.data[0];
    if (!author) throw new Error('no authors');
    const fantasy = await api<{ data: { title: string }[] }>(`/v1/authors/${author.id}/news?page=1&per_page=10&type=fantasy`);
    await untilAppOwnsPage(page);
    await page.getByRole('link', { name: `VIEW POST by ${author.name}` }).click();
    await expect.poll(() => heading(page)).toBe(author.name);
    await expect.poll(() => page.locator('.author-article').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Fantasy Articles' }).click();
    if (fantasy.data.length === 0) await expect.poll(() => page.getByText('No news data available.').isVisible()).toBe(true);
    else await expect.poll(() => texts(page, '.author-article__title')).toEqual(fantasy.data.map((a) => a.title));
    await page.context().close();
  });

  it("about, a policy page, and an unknown policy page: CMS content, 'Our Team of Experts', and not found", async () => {
    const team = await api<{ data: { name: string }[] }>('/v1/misc/ourTeam');
    const page = await visit('/about-us');
    await expect.poll(() => heading(page)).toBe('About Us');
    await expect.poll(() => texts(page, '.custom-page-member h3')).toEqual(team.data.map((m) => m.name));

    const policy = await api<{ data: { title: string } }>('/v1/misc/customPage/privacy-policy');
    await page.goto(`${suite.site.url}/p/privacy-policy`);
    await expect.poll(() => heading(page)).toBe(policy.data.title);
    expect(await page.locator('.custom-page-content h2').count()).toBeGreaterThan(0);

    await page.goto(`${suite.site.url}/p/no-such-policy`);
    await expect.poll(() => heading(page)).toBe('Page not found');
    await page.context().close();
  });

  it('more categories, and the debug page with the headers the app sends', async () => {
    const categories = await api<{ data: { title: string }[] }>('/v1/news/categories');
    const page = await visit('/more-categories', 390);
    await expect.poll(() => page.getByRole('list', { name: 'News categories' }).getByRole('link').allTextContents()).toEqual(
      categories.data.map((c) => c.title),
    );
    expect(await page.getByRole('list', { name: 'Sections' }).getByRole('link').allTextContents()).toEqual(['Ranking', 'Teams']);
    expect(await page.getByRole('list', { name: 'Menu' }).getByRole('link').allTextContents()).toEqual(['Live Score', 'News', 'Points Table', 'Series']);

    await page.goto(`${suite.site.url}/cgfToken`);
    // The app makes the session's id as it first needs it: on this page, as it draws the headers.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sessionId'))).not.toBeNull();
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    await expect.poll(() => page.locator('.debug-list').textContent()).toContain(sessionId ?? 'missing');
    expect(await page.locator('.debug-list').textContent()).toContain('390x');
    await page.context().close();
  });
});
