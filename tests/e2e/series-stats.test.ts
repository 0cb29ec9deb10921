// The match centre's Series Stats tab: the series' facts above its five leader boards, which show the
// edge's answer to GET /v1/series/{cid}/stats (read by the upstream from the series' scorecards).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playerHref } from '../../shared/format/player-path';
import { sharedPageSuite } from '../support/page-suite';
import type { WireMatch } from '../support/wire-match';

const suite = sharedPageSuite();
const { api, open } = suite;

const POLL = { timeout: 20_000 };

interface RunsRow {
  pid: number;
  name: string;
  slug?: string | null;
  runs: number;
}

interface StatsAnswer {
  data: {
    cid: number;
    most_runs: RunsRow[];
    most_wickets: unknown[];
    highest_scores: unknown[];
    best_bowling: unknown[];
    most_sixes: unknown[];
  };
}

const href = (m: WireMatch, tab: string) => `/series/${m.tournament_slug}/schedule/${m.slug}/${tab}`;

/** A match of the carousel whose series has runs on its board: a finished one first, as its series' answer moves least. */
async function matchWithStats(): Promise<{ match: WireMatch; cid: number }> {
  const carousel = (await api<{ data: WireMatch[] }>('/v2/matches/live')).data;
  const ordered = [...carousel.filter((m) => m.status === 'Completed'), ...carousel.filter((m) => m.status === 'Live')];
  for (const match of ordered) {
    if (!match.cid) continue;
    const stats = await api<StatsAnswer>(`/v1/series/${match.cid}/stats`);
    if (stats.data.most_runs.length > 0) return { match, cid: match.cid };
  }
  throw new Error('no match of the carousel is in a series with runs scored');
}

/** The Most Runs board as shown: each row's player link and runs. */
async function shownMostRuns(page: Page): Promise<{ name: string; href: string | null; runs: string }[]> {
  const rows = page.getByRole('table', { name: 'Most Runs' }).locator('tbody tr');
  const shown = [];
  for (const row of await rows.all()) {
    const link = row.locator('td').first().getByRole('link');
    // Columns: Player, Inns, Runs, Balls, SR.
    shown.push({
      name: (await link.innerText()).trim(),
      href: await link.getAttribute('href'),
      runs: (await row.locator('td').nth(2).innerText()).trim(),
    });
  }
  return shown;
}

const expected = (answer: StatsAnswer) => answer.data.most_runs.map((r) => ({ name: r.name, href: playerHref(r), runs: String(r.runs) }));

describe('the Series Stats tab', () => {
  it('shows the series facts and the Most Runs leaders of the series stats answer, linked to their pages', async () => {
    const { match, cid } = await matchWithStats();
    const page = await open(href(match, 'seriesstats'));
    try {
      await page.getByRole('table', { name: 'Most Runs' }).waitFor(POLL);
      await expect.poll(() => page.locator('.info-list dt').first().innerText(), POLL).toBe('Series');
      for (const caption of ['Most Wickets', 'Highest Scores', 'Best Bowling', 'Most Sixes']) {
        expect(await page.getByRole('table', { name: caption }).count(), caption).toBe(1);
      }
      // The edge caches the answer for a minute; a live match in the series may move it between two
      // reads, so the page and a fresh answer are compared until they agree.
      await expect
        .poll(async () => {
          const answer = await api<StatsAnswer>(`/v1/series/${cid}/stats`);
          const shown = await shownMostRuns(page);
          return JSON.stringify(shown) === JSON.stringify(expected(answer)) ? 'equal' : JSON.stringify({ shown, answer: expected(answer) });
        }, POLL)
        .toBe('equal');
      expect((await shownMostRuns(page)).length).toBeGreaterThan(0);
      expect((await shownMostRuns(page)).length).toBeLessThanOrEqual(5);
    } finally {
      await page.context().close();
    }
  });

  it("opens a leader's player page from the board", async () => {
    const { match } = await matchWithStats();
    const page = await open(href(match, 'seriesstats'));
    try {
      const first = page.getByRole('table', { name: 'Most Runs' }).locator('tbody tr').first().getByRole('link');
      await first.waitFor(POLL);
      const target = await first.getAttribute('href');
      expect(target).toMatch(/^\/players-details\/[a-z0-9-]+-\d+\/overview$/);
      await first.click();
      await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(target);
    } finally {
      await page.context().close();
    }
  });
});
