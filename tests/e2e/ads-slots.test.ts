// Ad slots on a site whose host is the ads host (SPEC section 1): filled from GET /v1/ads/{campaign}
// with the creative for the breakpoint, hidden when a campaign is unfilled, never shown to crawlers,
// the in-article slot inside article content, the match banner on the promoted match only, and no
// layout shift from any of them.
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageSuite } from '../support/page-suite';
import { plantArticle, plantCampaign } from '../support/sim-control';
import { BROWSER_SITE, startSite, type Site } from '../support/site';
import type { WireMatch } from '../support/wire-match';
import { untilAppOwnsPage } from '../support/hydration';
import { layoutShifts, recordLayoutShifts, type LayoutShift } from '../support/layout-shift';

/** The match the banner belongs to: the simulator's fixed IPL match. */
const PROMO_MATCH_ID = 87006;
/** Ads on this host, as on the production host, and the match banner on its match. */
const ADS = { ADS_HOST: '127.0.0.1', PROMO_MATCH_ID: String(PROMO_MATCH_ID) };
const suite = pageSuite({ vars: ADS });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Ad {
  target: string;
  image: string;
}
const campaign = async (name: string) => (await suite.api<{ data: Ad[] }>(`/v1/ads/${name}`)).data;
const slot = (page: Page, kind: string) => page.locator(`[data-ad-kind="${kind}"]`);

let nextId = 990_100;
/** An article whose {{GOOGLE_AD_1}} sits after enough text to be below the fold on a phone. */
async function articleWithPlaceholder(): Promise<string> {
  const paragraphs = Array.from({ length: 8 }, (_, i) => `<p>Paragraph ${i + 1} of the preview, long enough to fill a line or two on a phone screen.</p>`);
  const planted = await plantArticle(suite.site.simUrl, { id: nextId++, title: 'Preview with an ad', content: [...paragraphs, '{{GOOGLE_AD_1}}', '<p>After the ad.</p>'].join('\n') });
  return planted.href;
}

async function matchCentre(id: number): Promise<string> {
  const { data } = await suite.api<{ data: WireMatch }>(`/v1/matches/${id}`);
  return `/series/${data.tournament_slug}/schedule/${data.slug}/scorecard`;
}


/** The image a slot of `within` shows once it has loaded: its picture's choice for this width. */
async function shownImage(within: Locator): Promise<string> {
  const img = within.locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => el.currentSrc);
}

/** Every creative in the slot has loaded (so the slot is as it will stay). */
async function creativesLoaded(page: Page): Promise<boolean> {
  return page.locator('[data-ad-state="filled"] img').evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
}

describe('ad slots on the production host', () => {
  it('fills the promotional banner and the aside from their campaigns on a news list, desktop creatives on a desktop', async () => {
    const [promo, aside] = await Promise.all([campaign('promo-banner'), campaign('aside')]);
    const page = await suite.open('/cricket-news');
    await slot(page, 'promo-banner').and(page.locator('[data-ad-state="filled"]')).waitFor();
    await slot(page, 'aside').and(page.locator('[data-ad-state="filled"]')).waitFor();

    const promoLink = slot(page, 'promo-banner').locator('a');
    expect(await shownImage(promoLink)).toBe(promo[0]?.image);
    expect(await promoLink.getAttribute('href')).toBe(promo[0]?.target);
    expect(await promoLink.getAttribute('target')).toBeNull();

    // The aside's target is another site: a new tab, no opener, no referrer, marked sponsored.
    const asideLink = slot(page, 'aside').locator('a');
    expect(await shownImage(asideLink)).toBe(aside[0]?.image);
    expect(await asideLink.getAttribute('href')).toBe(aside[0]?.target);
    expect(await asideLink.getAttribute('target')).toBe('_blank');
    expect(await asideLink.getAttribute('rel')).toBe('noopener noreferrer sponsored');

    // Labelled for screen readers (the landmark) and on screen (the label).
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(2);
    expect(await slot(page, 'promo-banner').locator('.ad-fill__label').innerText()).toMatch(/^advertisement$/i);
    expect(await promoLink.getAttribute('aria-label') ?? (await promoLink.locator('img').getAttribute('alt'))).toBe('Advertisement');

    // A site path opens in the app, without a page load.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await promoLink.click();
    await page.waitForURL(`${suite.site.url}${promo[0]?.target}`);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await page.context().close();
  });

  it('shows the mobile creative on a phone, and no aside where there is no column for it', async () => {
    const promo = await campaign('promo-banner');
    const page = await (await suite.visitor({ viewport: PHONE })).newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${suite.site.url}/cricket-news`);
    await slot(page, 'promo-banner').and(page.locator('[data-ad-state="filled"]')).waitFor();
    expect(await shownImage(slot(page, 'promo-banner'))).toBe(promo[1]?.image);
    await page.locator('.story-card').first().waitFor();
    // The edge's page has the aside (it knows no width); the phone neither shows it nor asks for its ads.
    await untilAppOwnsPage(page);
    expect(await page.locator('.ad-slot--aside').count()).toBe(1);
    expect(await page.locator('.ad-slot--aside').isVisible()).toBe(false);
    expect(asked.filter((path) => path.startsWith('/api/v1/ads/'))).not.toContain('/api/v1/ads/aside');
    await page.context().close();
  });

  it('fills the in-article slot where {{GOOGLE_AD_1}} sits in the content', async () => {
    const [inArticle, href] = await Promise.all([campaign('in-article'), articleWithPlaceholder()]);
    const page = await suite.open(href);
    const placeholder = page.locator('.rich-text aside.ad-slot[data-ad-slot="in-article"]');
    await placeholder.locator('[data-ad-state="filled"]').waitFor();
    expect(await placeholder.count()).toBe(1);
    expect(await placeholder.getAttribute('aria-label')).toBe('Advertisement');
    expect(await shownImage(placeholder)).toBe(inArticle[0]?.image);
    expect(await placeholder.locator('a').getAttribute('href')).toBe(inArticle[0]?.target);
    // In the content, where the editor put it: after the eighth paragraph, before the last.
    expect(await placeholder.evaluate((el) => [el.previousElementSibling?.textContent?.slice(0, 11), el.nextElementSibling?.textContent])).toEqual(['Paragraph 8', 'After the ad.']);
    await page.context().close();
  });

  it('collapses an unfilled in-article slot below the fold at once', async () => {
    const href = await articleWithPlaceholder();
    const context = await suite.visitor({ viewport: PHONE });
    const page = await context.newPage();
    await page.route('**/api/v1/ads/in-article', (route) => route.fulfill({ json: { status: 'success', data: [] } }));
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/ads/in-article'));
    await page.goto(suite.site.url + href);
    await answered;
    const placeholder = page.locator('.rich-text aside.ad-slot[data-ad-slot="in-article"]');
    await expect.poll(() => placeholder.locator('[data-ad-kind]').count()).toBe(0);
    expect(await placeholder.isVisible()).toBe(false);
    await context.close();
  });

  it('shows the match banner on the promoted match only', async () => {
    const banner = await campaign('match-banner');
    const page = await suite.open(await matchCentre(PROMO_MATCH_ID));
    await slot(page, 'match-banner').and(page.locator('[data-ad-state="filled"]')).waitFor();
    expect(await shownImage(slot(page, 'match-banner'))).toBe(banner[0]?.image);
    expect(await slot(page, 'match-banner').locator('a').getAttribute('href')).toBe(banner[0]?.target);

    // Another match: its aside fills (ads are on) but there is no banner.
    await page.goto(suite.site.url + (await matchCentre(PROMO_MATCH_ID + 1)));
    await page.locator('.match-header').waitFor();
    await slot(page, 'aside').and(page.locator('[data-ad-state="filled"]')).waitFor();
    expect(await slot(page, 'match-banner').count()).toBe(0);
    await page.context().close();
  });

  it('shows crawlers no slot and asks for no ad', async () => {
    const href = await articleWithPlaceholder();
    const context = await suite.browser.newContext({ userAgent: GOOGLEBOT, viewport: PHONE });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/v1/ads') || path === '/app-config.json') asked.push(path);
    });
    await page.goto(`${suite.site.url}/cricket-news`);
    await page.locator('.story-card').first().waitFor();
    await page.goto(suite.site.url + (await matchCentre(PROMO_MATCH_ID)));
    await page.locator('.match-header').waitFor();
    await page.goto(suite.site.url + href);
    await page.getByText('After the ad.').waitFor();
    expect(await page.locator('[data-ad-kind], .ad-fill').count()).toBe(0);
    expect(await page.locator('.rich-text aside.ad-slot').isVisible()).toBe(false);
    expect(asked).toEqual([]);
    await context.close();
  });

  // Pages move as their content loads with or without ads (the footer is pushed down when the list
  // arrives): the same page opened as a crawler, with no slot at all, is the measure.
  it.each([
    ['a news list with the promotional banner', '/cricket-news', 'promo-banner'],
    ['the promoted match with its banner', null, 'match-banner'],
  ] as const)('moves nothing on %s at 390 px that does not move without ads', async (_name, path, kind) => {
    await expectNoShiftFromAds(suite.site.url, path ?? (await matchCentre(PROMO_MATCH_ID)), kind, 'filled');
  });

  // On a wide screen, the aside's column and the desktop creatives' boxes are in the edge's page.
  it.each([
    ['a news list with its aside', '/cricket-news', 'aside'],
    ['the promoted match with its banner', null, 'match-banner'],
  ] as const)('moves nothing on %s at 1280 px that does not move without ads', async (_name, path, kind) => {
    await expectNoShiftFromAds(suite.site.url, path ?? (await matchCentre(PROMO_MATCH_ID)), kind, 'filled', DESKTOP);
  });
});

// A campaign that answers no ads from its first read, on a site of its own (the edge keeps a campaign's
// answer for minutes, and the other tests read these campaigns filled): the edge renders the slot
// unfilled, as production would, and the browser hides it.
describe('ad slots whose campaign answers no ads', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({ ...BROWSER_SITE, vars: ADS });
    await plantCampaign(site.simUrl, 'promo-banner', []);
  }, 120_000);
  afterAll(() => site?.stop());
  afterEach(async () => expect(await site.takeRenderFallbacks(), 'pages the edge served as the shell during this test (its log)').toEqual([]));

  it('hides a slot whose campaign answers no ads, and collapses it once it is out of view', async () => {
    const context = await suite.visitor({ origin: site.url });
    const page = await context.newPage();
    await page.goto(`${site.url}/cricket-news`);
    // The aside answers, so ads are on; the promotional banner, in view at the top, is hidden in place.
    await slot(page, 'aside').and(page.locator('[data-ad-state="filled"]')).waitFor();
    await slot(page, 'promo-banner').and(page.locator('[data-ad-state="unfilled"]')).waitFor({ state: 'attached' });
    expect(await slot(page, 'promo-banner').isVisible()).toBe(false);
    expect(await slot(page, 'promo-banner').locator('img').count()).toBe(0);
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(1);

    // Scrolled past, it goes: nothing on screen moves when it does.
    await page.locator('.story-card').nth(5).scrollIntoViewIfNeeded();
    await expect.poll(() => slot(page, 'promo-banner').count()).toBe(0);
    expect(await page.locator('.ad-slot--promo-banner').isVisible()).toBe(false);
    await context.close();
  });

  it('moves nothing on a news list whose promotional banner is unfilled at 390 px that does not move without ads', async () => {
    await expectNoShiftFromAds(site.url, '/cricket-news', 'promo-banner', 'unfilled');
  });
});

/**
 * Opens `path` of the site at `origin` as a crawler (no slot at all) and as a fan, on a phone unless
 * told, and fails if the fan's page moved anything the crawler's did not, or any ad element moved.
 */
async function expectNoShiftFromAds(origin: string, path: string, kind: string, state: 'filled' | 'unfilled', viewport = PHONE): Promise<void> {
  const url = origin + path;
  const loaded = (page: Page) => page.locator(path.startsWith('/cricket-news') ? '.story-card img' : '.match-centre__panel table').first().waitFor();
  // The live strip above a match centre on a wide screen moves as its scores are pushed, with ads or
  // without, whenever a ball falls: no ad is in it, and what it moved in one visit is no measure of another.
  const moved = (seen: LayoutShift[]) => new Set(seen.filter((shift) => !shift.inLiveStrip).flatMap((shift) => shift.sources));

  const crawler = await suite.browser.newContext({ userAgent: GOOGLEBOT, viewport });
  await recordLayoutShifts(crawler);
  const bare = await crawler.newPage();
  await bare.goto(url);
  await loaded(bare);
  const without = moved(await layoutShifts(bare));
  await crawler.close();

  const context = await suite.visitor({ viewport, origin });
  await recordLayoutShifts(context);
  const page = await context.newPage();
  await page.goto(url);
  await slot(page, kind).and(page.locator(`[data-ad-state="${state}"]`)).waitFor({ state: 'attached' });
  if (state === 'filled') await expect.poll(() => creativesLoaded(page)).toBe(true);
  await loaded(page);
  const seen = await layoutShifts(page);
  const extra = [...moved(seen)].filter((source) => !without.has(source));
  expect(extra, `shifts with ads: ${JSON.stringify(seen)}; moved without ads: ${[...without].join(', ')}`).toEqual([]);
  expect(seen.flatMap((shift) => shift.sources).filter((source) => /ad-(slot|fill|columns)/.test(source))).toEqual([]);
  await context.close();
}
