// A player's overview as a fan reads it: Popular Players to step through with the arrows (or a
// swipe on a phone), and Recent Form whose format buttons show that format's innings and spells,
// each one a link to its match's scorecard. The overview and the stats fit a phone without the
// page scrolling sideways, and pass axe-core in both themes.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_ARROW_MIN_CARDS } from '../../shared/constants';
import { dayLabel } from '../../shared/format/day-label';
import { matchHref } from '../../shared/format/match-path';
import { playerHref } from '../../shared/format/player-path';
import { dataEnvelope } from '../../shared/schemas/envelope';
import { PlayerStatsSchema, type RecentInnings, type RecentSpell } from '../../shared/schemas/player';
import { RECENT_FORM_FORMATS, inningsText, rowsInFormat, spellText } from '../../web/src/features/players/recent-form-rows';
import { untilAppOwnsPage } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';
import { seriousViolations } from './auth-session';

const suite = sharedPageSuite();
const { api, open } = suite;

const POLL = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };
const PlayerAnswer = dataEnvelope(PlayerStatsSchema);
type Answer = ReturnType<typeof PlayerAnswer.parse>['data'];

interface Ranked {
  pid: number;
  slug: string;
}

/** The formats (besides ALL) in which the player has recent innings. */
const formatsWithInnings = (answer: Answer) =>
  RECENT_FORM_FORMATS.slice(1).filter((f) => rowsInFormat(answer.recent_form.batting, f).length > 0);

/** A ranked batter whose recent innings span two formats and who has none in another, with their page's answer. */
async function playerWithMixedForm(): Promise<{ ranked: Ranked; answer: Answer }> {
  const ranking = await api<{ data: { batsmen: { t20: Ranked[] } } }>('/v1/misc/ranking?limit=10');
  for (const ranked of ranking.data.batsmen.t20) {
    const answer = PlayerAnswer.parse(await api(`/v1/players/${ranked.pid}/stats`)).data;
    if (formatsWithInnings(answer).length >= 2) return { ranked, answer };
  }
  throw new Error('no ranked batter has recent innings in two formats');
}

const overviewPath = (ranked: Ranked) => `/players-details/${ranked.slug}-${ranked.pid}/overview`;

function expectedCells(row: RecentInnings | RecentSpell, figure: string): string[] {
  return [`vs ${row.opponent.short_name || row.opponent.name}`, figure, row.format, dayLabel(row.date_start_utc) ?? '-'];
}

function hrefOf(row: RecentInnings | RecentSpell): string {
  return matchHref(
    { match_id: row.match_id, slug: row.match_slug, tournament_slug: row.tournament_slug ?? '', cid: row.cid ?? 0, status: 'Completed' },
    'scorecard',
  );
}

/** The Batting or Bowling Performance block: its heading, then its table or its empty message. */
const block = (page: Page, title: string): Locator =>
  page.locator('.player-form-block', { has: page.getByRole('heading', { name: title, exact: true }) });

const tableRows = (block: Locator) =>
  block
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((tr) => Array.from(tr.children).map((cell) => (cell as HTMLElement).innerText.trim())));

const pageWidths = (page: Page) => page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));

describe('Recent Form', () => {
  it("shows the chosen format's innings and spells from the API answer, each linking to its scorecard", async () => {
    const { ranked, answer } = await playerWithMixedForm();
    const page = await open(overviewPath(ranked));
    const formats = page.getByRole('group', { name: 'Recent form format' });
    await formats.waitFor();
    expect(await formats.getByRole('button').allTextContents()).toEqual([...RECENT_FORM_FORMATS]);
    await expect.poll(() => formats.getByRole('button', { name: 'ALL', exact: true }).getAttribute('aria-pressed')).toBe('true');

    const batting = block(page, 'Batting Performance');
    const bowling = block(page, 'Bowling Performance');
    const seen = new Set<string>();
    // The format buttons are the app's: the edge draws them, and a tap before the app's code has run does nothing.
    await untilAppOwnsPage(page);
    for (const format of RECENT_FORM_FORMATS) {
      await formats.getByRole('button', { name: format, exact: true }).click();
      for (const other of RECENT_FORM_FORMATS) {
        expect(await formats.getByRole('button', { name: other, exact: true }).getAttribute('aria-pressed')).toBe(String(other === format));
      }
      const innings = rowsInFormat(answer.recent_form.batting, format);
      const spells = rowsInFormat(answer.recent_form.bowling, format);
      if (innings.length > 0) {
        await expect.poll(() => tableRows(batting), POLL).toEqual(innings.map((r) => expectedCells(r, inningsText(r))));
        expect(await batting.locator('tbody th a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
          innings.map(hrefOf),
        );
        seen.add(JSON.stringify(innings.map((r) => r.match_id)));
      } else {
        // An empty format says so; no empty table is left behind.
        await expect
          .poll(() => batting.locator('.page-state--empty').innerText(), POLL)
          .toMatch(/^No .*innings in the player's recent matches$/);
        expect(await batting.locator('table').count()).toBe(0);
      }
      if (spells.length > 0) {
        await expect.poll(() => tableRows(bowling), POLL).toEqual(spells.map((r) => expectedCells(r, spellText(r))));
        expect(await bowling.locator('tbody th a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
          spells.map(hrefOf),
        );
      } else {
        await expect
          .poll(() => bowling.locator('.page-state--empty').innerText(), POLL)
          .toMatch(/^No .*bowling in the player's recent matches$/);
      }
    }
    // ALL and at least two formats showed different matches: the buttons do filter.
    expect(seen.size).toBeGreaterThanOrEqual(3);

    // A row opens its match's scorecard.
    await formats.getByRole('button', { name: 'ALL', exact: true }).click();
    const first = answer.recent_form.batting[0];
    if (!first) throw new Error('the player has no recent innings');
    await batting.locator('tbody th a').first().click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(hrefOf(first));
    await page.context().close();
  });
});

describe('Popular Players', () => {
  it("lists the answer's players with links to their pages, and the arrows move the row", async () => {
    const { ranked, answer } = await playerWithMixedForm();
    const cards = answer.popular_players;
    expect(cards.length).toBeGreaterThan(CAROUSEL_ARROW_MIN_CARDS);
    const page = await open(overviewPath(ranked));
    const list = page.getByRole('list', { name: 'Popular players' });
    await expect.poll(() => list.locator('.player-popular__name').allTextContents(), POLL).toEqual(cards.map((p) => p.name));
    expect(await list.locator('.player-popular__country').allTextContents()).toEqual(cards.map((p) => p.country?.name ?? ''));
    expect(await list.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      cards.map((p) => playerHref(p)),
    );

    const scrollLeft = () => list.evaluate((node) => node.scrollLeft);
    const previous = page.getByRole('button', { name: 'Previous players' });
    const next = page.getByRole('button', { name: 'Next players' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await scrollLeft()).toBe(0);
    // The edge draws Next enabled, so its being enabled does not mean the app's code has run.
    await untilAppOwnsPage(page);
    await next.click();
    await expect.poll(scrollLeft, POLL).toBeGreaterThan(0);
    const moved = await scrollLeft();
    await expect.poll(() => previous.isEnabled(), POLL).toBe(true);
    await next.click();
    await expect.poll(scrollLeft, POLL).toBeGreaterThan(moved);
    await previous.click();
    await previous.click();
    await expect.poll(scrollLeft, POLL).toBe(0);
    await expect.poll(() => previous.isDisabled(), POLL).toBe(true);

    // A card opens that player's page.
    const second = cards[1];
    if (!second) throw new Error('fewer than two popular players');
    await list.getByRole('link', { name: second.name }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), POLL).toBe(second.name);
    await page.context().close();
  });

  it('swipes on a phone: no arrows, cards snap, and the page never scrolls sideways', async () => {
    const { ranked, answer } = await playerWithMixedForm();
    const page = await open(overviewPath(ranked), { viewport: PHONE });
    const list = page.getByRole('list', { name: 'Popular players' });
    await expect.poll(() => list.locator('li').count(), POLL).toBe(answer.popular_players.length);
    await page.getByRole('group', { name: 'Recent form format' }).waitFor();
    expect(await page.getByRole('button', { name: 'Next players' }).isVisible()).toBe(false);
    expect(await list.evaluate((node) => getComputedStyle(node).scrollSnapType)).toBe('x mandatory');
    expect(await list.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    const widths = await pageWidths(page);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await page.context().close();
  });
});

describe("a player's stats at 390 px", () => {
  it('show every format and never scroll the page sideways', async () => {
    const { ranked } = await playerWithMixedForm();
    const page = await open(`/players-details/${ranked.slug}-${ranked.pid}/stats`, { viewport: PHONE });
    const batting = page.getByRole('region', { name: 'Batting' });
    await expect
      .poll(() => batting.locator('thead th').allTextContents(), POLL)
      .toEqual(['Statistic', 'ODI', 'TEST', 'T20I', 'T20', 'FC', 'LIST A', 'T10']);
    const widths = await pageWidths(page);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await page.context().close();
  });
});

describe('accessibility', () => {
  it.each([
    { section: 'overview', colorScheme: 'light' as const, viewport: { width: 1280, height: 900 } },
    { section: 'overview', colorScheme: 'dark' as const, viewport: PHONE },
    { section: 'stats', colorScheme: 'light' as const, viewport: PHONE },
    { section: 'stats', colorScheme: 'dark' as const, viewport: { width: 1280, height: 900 } },
  ])(
    'the $section has no serious or critical axe-core violations in the $colorScheme theme at $viewport.width px',
    async ({ section, colorScheme, viewport }) => {
      const { ranked } = await playerWithMixedForm();
      const page = await open(`/players-details/${ranked.slug}-${ranked.pid}/${section}`, { viewport, colorScheme });
      await page
        .locator(section === 'overview' ? '.player-form-block' : '.player-stats')
        .first()
        .waitFor();
      if (section === 'overview') await page.getByRole('list', { name: 'Popular players' }).locator('img').first().waitFor();
      expect(await seriousViolations(page, { within: 'main' })).toEqual([]);
      await page.context().close();
    },
  );
});

describe("the player page's breadcrumb", () => {
  it('leads from Players to the teams, whose squads list them, as the JSON-LD crumb does', async () => {
    const ranking = await api<{ data: { batsmen: { t20: Ranked[] } } }>('/v1/misc/ranking?limit=10');
    const page = await open(overviewPath(ranking.data.batsmen.t20[0]!));
    const players = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Players', exact: true });
    expect(await players.getAttribute('href')).toBe('/teams');
    await page.context().close();
  });
});
