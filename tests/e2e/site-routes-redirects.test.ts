// The redirects of the site's own pages (SPEC.md section 2 'Routes'), in a real Chromium against a
// started site: ranking, teams, players and web stories.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedPageSuite } from '../support/page-suite';

const suite = sharedPageSuite();
const { api } = suite;

/** A fresh visitor who has already accepted cookies, so the banner covers nothing. */
const visit = (path: string) => suite.open(path);

/**
 * Lands on `path` having replaced the redirected address, not pushed past it: Back leaves the site
 * (to the tab's blank start page) instead of returning to an address that bounces forward again.
 */
async function landsOn(page: Page, path: string): Promise<void> {
  await page.waitForURL(suite.site.url + path);
  await page.goBack();
  expect(page.url()).toBe('about:blank');
  await page.context().close();
}

describe('ranking redirects', () => {
  it('redirects an unknown ranking category to batsmen T20', async () => {
    await landsOn(await visit('/ranking/golfers/ODI'), '/ranking/batsmen/T20');
  });

  it('redirects an unknown ranking format to batsmen T20', async () => {
    await landsOn(await visit('/ranking/bowlers/T50'), '/ranking/batsmen/T20');
  });

  it('sends /ranking and a category without a format to its canonical table', async () => {
    await landsOn(await visit('/ranking'), '/ranking/batsmen/T20');
    await landsOn(await visit('/ranking/teams'), '/ranking/teams/T20');
  });

  it('reads another casing of a known category and format as that table', async () => {
    const page = await visit('/ranking/AllRounders/odi');
    await page.waitForURL(`${suite.site.url}/ranking/allrounders/ODI`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('All Rounders');
    await page.context().close();
  });
});

describe('player page redirects', () => {
  it('sends a player page without a section to its overview', async () => {
    const ranking = await api<{ data: { batsmen: { t20: { pid: number; slug: string }[] } } }>('/v1/misc/ranking?limit=10');
    const player = ranking.data.batsmen.t20[0];
    if (!player) throw new Error('the simulator ranks no batters');
    const slug = `${player.slug}-${player.pid}`;
    await landsOn(await visit(`/players-details/${slug}`), `/players-details/${slug}/overview`);
  });

  it("shows exactly 'Section not found' for an unknown section", async () => {
    const page = await visit('/players-details/some-player-101/career');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Section not found');
    expect(page.url()).toBe(`${suite.site.url}/players-details/some-player-101/career`);
    // The real sections stay one click away.
    expect(await page.getByRole('navigation', { name: 'Player sections' }).getByRole('link').allTextContents()).toEqual(['Overview', 'Stats', 'News']);
    await page.context().close();
  });
});

describe('web story redirects', () => {
  it('sends a story that is not in the list back to /web-stories', async () => {
    const page = await visit('/web-stories/no-such-story-99999');
    await landsOn(page, '/web-stories');
  });

  it('keeps a story that is in the list', async () => {
    const stories = await api<{ data: { id: number; title: string; info: { slug: string } }[] }>('/v1/stories');
    const story = stories.data[0];
    if (!story) throw new Error('the simulator has no stories');
    const page = await visit(`/web-stories/${story.info.slug}-${story.id}`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(story.title);
    expect(page.url()).toBe(`${suite.site.url}/web-stories/${story.info.slug}-${story.id}`);
    await page.context().close();
  });
});

describe('team page redirects', () => {
  it('opens a team with an unknown tab, or none, on its home tab', async () => {
    const teams = await api<{ data: { slug: string }[] }>('/v1/teams?page=1');
    const team = teams.data[0];
    if (!team) throw new Error('the simulator has no teams');
    await landsOn(await visit(`/teams/${team.slug}/fixtures`), `/teams/${team.slug}/home`);
    await landsOn(await visit(`/teams/${team.slug}`), `/teams/${team.slug}/home`);
  });
});
