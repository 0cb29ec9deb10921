// The Videos tabs of the series page and the match centre show that series' and that match's videos,
// as the edge answers GET /v1/misc/exclusiveVideos?series= and ?match=, with the spec's empty states
// when there are none; and the series list says 'No data available' for a year without series, with
// Try Again when its call failed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilAppOwnsPage } from '../support/hydration';
import { clearFaults, setFault } from '../support/sim-control';
import { pageSuite } from '../support/page-suite';
import type { WireMatch } from '../support/wire-match';

const suite = pageSuite();
const { api, open } = suite;

interface TaggedVideo {
  title: string;
  video_url: string;
  series_id: number | null;
  match_id: number | null;
}
interface SeriesItem {
  cid: number;
  slug: string;
  date_start: string;
}
interface SeriesMatch {
  match_id: number;
  status: string;
  slug: string;
  tournament_slug: string;
  cid: number;
}

const videosOf = async (query: string) => (await api<{ data: TaggedVideo[] }>(`/v1/misc/exclusiveVideos?${query}`)).data;
const seriesByMonth = async (year: number) =>
  Object.values((await api<{ series: Record<string, SeriesItem[]> }>(`/v1/series/seriesByMonth?year=${year}`)).series).flat();
const seriesMatches = async (cid: number) =>
  (await api<{ series: { matches: SeriesMatch[] } }>(`/v1/series/${cid}/pointtable`)).series.matches;

const tileTitles = async (page: Page) => {
  await page.locator('.video-tile__title').first().waitFor();
  return page.locator('.video-tile__title').allTextContents();
};
const matchTab = (m: { tournament_slug: string; slug: string }, tab: string) => `/series/${m.tournament_slug}/schedule/${m.slug}/${tab}`;
const emptyState = (page: Page, message: string) => page.locator('.page-state--empty', { hasText: message });

/** A match of the carousel under way or over, with videos out, and its series. */
async function matchWithVideos(): Promise<WireMatch & { cid: number }> {
  const carousel = (await api<{ data: WireMatch[] }>('/v2/matches/live')).data;
  for (const match of carousel.filter((m) => m.status === 'Live' || m.status === 'Completed')) {
    if (match.cid && (await videosOf(`match=${match.match_id}`)).length > 0) return { ...match, cid: match.cid };
  }
  throw new Error('no match of the carousel has videos');
}

describe('the series list', () => {
  // First in the file: the current year's list is not yet in the edge cache, so the fault reaches the page.
  it("says 'No data available' with Try Again when the call fails, and Try Again loads the list", async () => {
    await setFault(suite.site.simUrl, { path: '/v1/series/seriesByMonth', status: 500 });
    const page = await open('/series');
    const failed = page.getByRole('alert').filter({ hasText: 'No data available' });
    await failed.waitFor();
    await clearFaults(suite.site.simUrl);
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await page.locator('.page-state--error').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.data-table, .page-state--empty').count()).toBe(1);
    await page.context().close();
  });

  it("says 'No data available' for a year with no series at all", async () => {
    const thisYear = new Date().getFullYear();
    let back = 1;
    while ((await seriesByMonth(thisYear - back)).length > 0) {
      if (++back > 10) throw new Error('every one of the last ten years has series');
    }
    const page = await open('/series');
    await page.locator('.data-table, .page-state--empty').first().waitFor();
    // Previous year is the app's: the edge draws it, and a lost tap would leave the count of taps short.
    await untilAppOwnsPage(page);
    for (let i = 0; i < back; i++) await page.getByRole('button', { name: 'Previous year' }).click();
    await emptyState(page, 'No data available').waitFor();
    expect(await page.locator('.month-strip__label').textContent()).toContain(String(thisYear - back));
    await page.context().close();
  });
});

describe("the series page's Videos tab", () => {
  it("lists the series' own videos, each about the series or one of its matches", async () => {
    const match = await matchWithVideos();
    const videos = await videosOf(`series=${match.cid}`);
    const matchIds = new Set((await seriesMatches(match.cid)).map((m) => m.match_id));
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((v) => v.series_id === match.cid)).toBe(true);
    expect(videos.every((v) => v.match_id === null || matchIds.has(v.match_id))).toBe(true);
    const page = await open(`/series/${match.tournament_slug}/videos`);
    expect(await tileTitles(page)).toEqual(videos.map((v) => v.title));
    // None of the site-wide clips about no series shows here.
    const general = (await api<{ data: TaggedVideo[] }>('/v1/misc/exclusiveVideos')).data.filter((v) => v.series_id === null);
    const shown = new Set(await tileTitles(page));
    expect(general.filter((v) => shown.has(v.title))).toEqual([]);
    await page.context().close();
  });

  it("says 'No data available' for a series yet to start", async () => {
    const nextYear = await seriesByMonth(new Date().getFullYear() + 1);
    const last = [...nextYear].sort((a, b) => b.date_start.localeCompare(a.date_start))[0];
    if (!last) throw new Error('the simulator has no series next year');
    expect(await videosOf(`series=${last.cid}`)).toEqual([]);
    const page = await open(`/series/${last.slug}/videos`);
    await emptyState(page, 'No data available').waitFor();
    expect(await page.locator('.video-tile').count()).toBe(0);
    await page.context().close();
  });

  it("says 'No data available' with Try Again when the call fails, and Try Again shows the videos", async () => {
    const recent = (await api<{ data: SeriesItem[] }>('/v1/series/recent')).data;
    // A series whose videos nobody asked the edge for yet, so the failure is not hidden by a cached copy.
    const asked = (await matchWithVideos()).cid;
    const series = recent.find((s) => s.cid !== asked && Date.parse(s.date_start) < Date.now());
    if (!series) throw new Error('the simulator has no second series under way');
    await setFault(suite.site.simUrl, { path: '/v1/misc/exclusiveVideos', status: 500 });
    const page = await open(`/series/${series.slug}/videos`);
    const failed = page.getByRole('alert').filter({ hasText: 'No data available' });
    await failed.waitFor();
    await clearFaults(suite.site.simUrl);
    await failed.getByRole('button', { name: 'Try Again' }).click();
    const videos = await videosOf(`series=${series.cid}`);
    if (videos.length === 0) await emptyState(page, 'No data available').waitFor();
    else expect(await tileTitles(page)).toEqual(videos.map((v) => v.title));
    await page.context().close();
  });
});

describe("the match centre's Videos tab", () => {
  it("lists the match's own videos", async () => {
    const match = await matchWithVideos();
    const videos = await videosOf(`match=${match.match_id}`);
    expect(videos.every((v) => v.match_id === match.match_id && v.series_id === match.cid)).toBe(true);
    const page = await open(matchTab(match, 'videos'));
    expect(await tileTitles(page)).toEqual(videos.map((v) => v.title));
    await page.context().close();
  });

  it("says 'No data available...' for a match called off", async () => {
    const thisYear = new Date().getFullYear();
    let cancelled: SeriesMatch | undefined;
    for (const series of await seriesByMonth(thisYear - 1)) {
      cancelled = (await seriesMatches(series.cid)).find((m) => m.status === 'Cancelled');
      if (cancelled) break;
    }
    if (!cancelled) throw new Error('no match was called off last year');
    expect(await videosOf(`match=${cancelled.match_id}`)).toEqual([]);
    const page = await open(matchTab(cancelled, 'videos'));
    await emptyState(page, 'No data available...').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/videos$/);
    await page.context().close();
  });
});
