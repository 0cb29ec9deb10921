// A fantasy article with a match: the known custom blocks drawn from the article's match data (not
// the prose), 'Dream11 Team For This Match' with C and VC marked, the disclaimer, and the table of
// contents landing each block below the sticky header.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilAppOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';
import { articlePath, type WireArticle } from '../support/wire-article';

const suite = sharedPageSuite();
const { api } = suite;
const POLL = { timeout: 15_000 };

async function fantasyArticle(): Promise<WireArticle & { match: NonNullable<WireArticle['match']> }> {
  const { data } = await api<{ data: WireArticle[] }>('/v1/news/home/fantasy?per_page=10');
  const summary = data.find((a) => a.match_id);
  if (!summary) throw new Error('no fantasy article with a match');
  const { data: article } = await api<{ data: WireArticle }>(`/v1/news/${summary.id}`);
  if (!article.match) throw new Error(`fantasy article ${article.id} has no match data`);
  return article as WireArticle & { match: NonNullable<WireArticle['match']> };
}

const text = (page: Page, selector: string) => page.locator(selector).innerText();

describe('a fantasy article', () => {
  it('draws each known block from the match data, with the block id as its element id', async () => {
    const article = await fantasyArticle();
    const m = article.match;
    const page = await suite.open(articlePath(article));
    await page.locator('#match-info').waitFor(POLL);

    expect(await text(page, '#match-info')).toContain(m.matchInfo.venue);
    expect(await text(page, '#match-info')).toContain(m.matchInfo.series);
    const teams = await text(page, '#match-teams');
    for (const side of [m.teams.teama, m.teams.teamb]) {
      expect(teams).toContain(side.name);
      for (const player of side.playing11) expect(teams).toContain(player.name);
    }
    expect(await page.locator('#match-teams img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual([m.teams.teama.logo, m.teams.teamb.logo]);
    const injury = await text(page, '#injury');
    for (const item of m.injuryNews) expect(injury).toContain(item.player);
    expect(await page.locator('#team-form .form-chip').allTextContents()).toEqual([...m.teamForm.teama.form, ...m.teamForm.teamb.form]);
    expect(await text(page, '#pitch-report')).toContain(m.pitch.report);
    expect(await text(page, '#pitch-report')).toContain(String(m.pitch.avgFirstInnings));
    const captains = page.locator('#captain-vice-captain .fantasy-captain');
    expect(await captains.nth(0).innerText()).toContain(m.c_vc.c.name);
    expect(await captains.nth(0).locator('.captain-badge').textContent()).toBe('C');
    expect(await captains.nth(1).innerText()).toContain(m.c_vc.vc.name);
    expect(await captains.nth(1).locator('.captain-badge').textContent()).toBe('VC');
    const weather = await text(page, '#weather-report');
    expect(weather).toContain(`${m.weather.temp}°C`);
    expect(weather).toContain(`${m.weather.humidity}%`);
    expect(weather).toContain(`${m.weather.wind_speed} km/h`);
    const avoid = await text(page, '#avoidable-players');
    for (const p of m.avoidablePlayers) expect(avoid).toContain(p.name);
    expect(await page.locator('#player-stats tbody th').allTextContents()).toEqual(m.playerStats.map((p) => p.name));

    // Drawn, not repeated: the prose sections with these ids are not on the page as well.
    for (const block of article.info.customBlocks) expect(await page.locator(`[id="${block.id}"]`).count()).toBe(1);
    expect(await page.locator('.fantasy-disclaimer').count()).toBe(1);
    await page.context().close();
  });

  it("shows 'Dream11 Team For This Match': each suggested eleven on a pitch with its captain and vice-captain marked", async () => {
    const article = await fantasyArticle();
    const page = await suite.open(articlePath(article), { viewport: { width: 390, height: 844 } });
    const section = page.getByRole('region', { name: 'Dream11 Team For This Match' });
    await section.waitFor({ state: 'attached', ...POLL });
    const sheets = section.locator('.dream-team__sheet');
    expect(await sheets.count()).toBe(article.match.fantasyTeams.length);
    for (const [i, team] of article.match.fantasyTeams.entries()) {
      const sheet = sheets.nth(i);
      expect(await sheet.locator('figcaption').textContent()).toBe(team.title);
      const names = await sheet.locator('.pitch-player__full').allTextContents();
      expect(names.sort()).toEqual(team.players.map((p) => p.name).sort());
      expect(names).toHaveLength(11);
      const marked = async (badge: string) =>
        sheet.locator('.pitch-player').filter({ has: page.locator(`.pitch-player__badge:text-is("${badge}")`) }).locator('.pitch-player__full').textContent();
      expect(await marked('C')).toBe(team.captain);
      expect(await marked('VC')).toBe(team.vice_captain);
    }
    // Each name on the pitch reads whole at 390 px: on a second line where it needs one, never cut.
    const cut = await section
      .locator('.pitch-player__name')
      .evaluateAll((names) => names.filter((n) => n.scrollWidth > n.clientWidth || n.scrollHeight > n.clientHeight).map((n) => n.textContent));
    expect(cut).toEqual([]);
    await page.context().close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`lists the blocks in its table of contents, which opens and closes, and lands a chosen block below the sticky header (${viewport.width} px)`, async () => {
      const article = await fantasyArticle();
      const page = await suite.open(articlePath(article), { viewport });
      const toc = page.locator('details.article-toc');
      await toc.waitFor(POLL);
      // The contents open beside the text as the app starts on a wide screen, and a jump is the app's
      // (it expands the article, then lands the block below the header): both once the app has the page.
      await untilAppOwnsPage(page);
      const summary = toc.locator('summary');
      if ((await toc.getAttribute('open')) === null) await summary.click();
      const headings = [...article.info.customBlocks].sort((a, b) => a.order - b.order).map((b) => b.heading);
      expect(await toc.locator('li a').allTextContents()).toEqual(headings);

      for (const block of [...article.info.customBlocks].sort((a, b) => b.order - a.order).slice(0, 3)) {
        await toc.locator('li a', { hasText: block.heading }).click();
        const landed = () =>
          page.evaluate((id) => {
            const header = document.querySelector('.site-header')!.getBoundingClientRect();
            const bar = document.querySelector('.article-actions')!.getBoundingClientRect();
            const target = document.getElementById(id)!.getBoundingClientRect();
            // On phones the action bar is a row under the header; on wide screens a rail beside the text.
            const barCovers = bar.left < target.right && bar.right > target.left && bar.bottom > 0;
            const below = Math.max(header.bottom, barCovers ? bar.bottom : 0);
            return { top: Math.round(target.top), below: Math.round(below), inView: target.top < window.innerHeight / 2 };
          }, block.id);
        await expect.poll(async () => (await landed()).inView).toBe(true);
        const at = await landed();
        expect(at.top).toBeGreaterThanOrEqual(at.below);
        expect(page.url()).toMatch(new RegExp(`#${block.id}$`));
        if (viewport.width < 1200) {
          await page.evaluate(() => window.scrollTo(0, 0));
        }
      }
      // It closes as well as opens.
      await page.evaluate(() => window.scrollTo(0, 0));
      await summary.click();
      await expect.poll(() => toc.getAttribute('open')).toBeNull();
      await page.context().close();
    });
  }
});
