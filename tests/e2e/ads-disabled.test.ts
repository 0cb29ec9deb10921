// Off the production host (the local default: no ADS_HOST, no PRODUCTION_HOST) no page asks for an ad
// or shows a slot, the in-article placeholder stays hidden, and nothing is reserved for one.
import { describe, expect, it } from 'vitest';
import { sharedPageSuite } from '../support/page-suite';
import { plantArticle } from '../support/sim-control';
import type { WireMatch } from '../support/wire-match';

const suite = sharedPageSuite();

describe('ads off the production host', () => {
  it('asks for no ad and shows no slot on news lists, a match centre and an article with the placeholder', async () => {
    const planted = await plantArticle(suite.site.simUrl, { id: 990_001, title: 'Preview', content: '<p>Before.</p>{{GOOGLE_AD_1}}<p>After the ad.</p>' });
    const { data: match } = await suite.api<{ data: WireMatch }>('/v1/matches/87006');
    const config = await (await fetch(`${suite.site.url}/app-config.json`)).json();
    expect(config).toMatchObject({ adsEnabled: false, promoMatchId: null });

    const context = await suite.visitor();
    const page = await context.newPage();
    const adCalls: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/v1/ads') && adCalls.push(r.url()));

    await page.goto(`${suite.site.url}/cricket-news`);
    await page.locator('.story-card').first().waitFor();
    expect(await page.locator('.ad-slot, .ad-fill').count()).toBe(0);
    // No empty aside column either: the list has the page's full width.
    expect(await page.locator('.ad-columns').evaluate((el) => getComputedStyle(el).display)).toBe('flex');

    await page.goto(`${suite.site.url}/series/${match.tournament_slug}/schedule/${match.slug}/scorecard`);
    await page.locator('.match-header').waitFor();
    expect(await page.locator('.ad-slot, .ad-fill').count()).toBe(0);

    await page.goto(suite.site.url + planted.href);
    await page.getByText('After the ad.').waitFor();
    const placeholder = page.locator('.rich-text aside.ad-slot[data-ad-slot="in-article"]');
    expect(await placeholder.count()).toBe(1);
    expect(await placeholder.isVisible()).toBe(false);
    expect(await page.locator('.ad-fill').count()).toBe(0);

    expect(adCalls).toEqual([]);
    await context.close();
  });
});
