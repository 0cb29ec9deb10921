// axe-core on the match centre and the series page, in the light and the dark theme: every tab,
// reached by clicking it as a fan does, has no serious or critical violation once it has loaded.
// axe reads a whole page in seconds on a busy machine, so it reads no part twice for nothing: the
// shell around the tabs (header, carousel, footer) on the first tab only, then each tab's own content
// (its <main>); and the dark theme for what a theme changes, the colours (COLOUR_RULES), the rest
// being the same document.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedPageSuite } from '../support/page-suite';
import type { WireMatch } from '../support/wire-match';
import { COLOUR_RULES, seriousViolations } from './auth-session';

const suite = sharedPageSuite();
const { api, open } = suite;

/** The live match of the carousel whose match centre shows the most tabs. */
async function liveMatch(): Promise<WireMatch> {
  const live = (await api<{ data: WireMatch[] }>('/v2/matches/live')).data.filter((m) => m.status === 'Live');
  const m = live.find((x) => x.articles?.some((a) => a.islive)) ?? live[0];
  if (!m) throw new Error('no live match in the simulator');
  return m;
}

/** Clicks through every tab of the named tab bar; axe's serious and critical findings, by tab. */
async function violationsByTab(page: Page, bar: string, rules?: string[]): Promise<Record<string, string[]>> {
  const nav = page.getByRole('navigation', { name: bar });
  await nav.waitFor();
  const keys = await nav.locator('a[data-tab]').evaluateAll((links) => links.map((a) => a.getAttribute('data-tab') ?? ''));
  expect(keys.length).toBeGreaterThan(1);
  const found: Record<string, string[]> = {};
  for (const key of keys) {
    const tab = nav.locator(`a[data-tab="${key}"]`);
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
    found[key] = await seriousViolations(page, { rules, within: key === keys[0] ? undefined : 'main' });
  }
  return found;
}

/** axe reads the whole page once per tab: a dozen tabs take minutes on a busy machine. */
const EVERY_TAB_MS = 360_000;

const clean = (found: Record<string, string[]>) => Object.fromEntries(Object.keys(found).map((key) => [key, []]));

describe.each([
  { colorScheme: 'light' as const, rules: undefined },
  { colorScheme: 'dark' as const, rules: COLOUR_RULES },
])('accessibility in the $colorScheme theme', ({ colorScheme, rules }) => {
  it(
    'has no serious or critical axe-core violations on any tab of the match centre',
    async () => {
      const match = await liveMatch();
      const page = await open(`/series/${match.tournament_slug}/schedule/${match.slug}/matchinfo`, { colorScheme });
      const found = await violationsByTab(page, 'Match centre tabs', rules);
      expect(Object.keys(found)).toEqual(expect.arrayContaining(['commentary', 'scorecard', 'videos']));
      expect(found).toEqual(clean(found));
      await page.context().close();
    },
    EVERY_TAB_MS,
  );

  it(
    'has no serious or critical axe-core violations on any tab of the series page',
    async () => {
      const match = await liveMatch();
      const page = await open(`/series/${match.tournament_slug}/schedule`, { colorScheme, viewport: { width: 390, height: 844 } });
      const found = await violationsByTab(page, 'Series tabs', rules);
      expect(Object.keys(found)).toEqual(expect.arrayContaining(['news', 'schedule', 'videos', 'teams']));
      expect(found).toEqual(clean(found));
      await page.context().close();
    },
    EVERY_TAB_MS,
  );
});
