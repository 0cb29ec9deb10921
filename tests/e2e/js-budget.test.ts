// A phone on mobile data downloads little JavaScript before a page is usable. Everything a page
// loads on its own, with nobody scrolling or tapping, React included, stays under the test's limit on
// home, an article and a live match centre; docs/pages.md gives the site's aim (180 KB) and today's
// figures, which this test prints.
import { describe, expect, it } from 'vitest';
import { sharedPageSuite } from '../support/page-suite';
import { watchScripts } from '../support/script-weight';
import type { WireMatch } from '../support/wire-match';

const suite = sharedPageSuite({ warm: ['/'] });

/** The test's limit. */
const BUDGET_BYTES = 210 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the JavaScript a page loads on its own', () => {
  it.each([
    { name: 'home', path: async () => '/' },
    {
      name: 'an article',
      path: async () => {
        const { data } = await suite.api<{ data: { id: number; slug: string; type: string; isLive: boolean }[] }>(
          '/v1/news/home/news?per_page=30&page_no=1',
        );
        const article = data.find((a) => !a.isLive && a.type === 'news');
        if (!article) throw new Error('the simulator lists no finished news article');
        return `/cricket-news/${article.slug}-${article.id}`;
      },
    },
    {
      name: 'a live match centre',
      path: async () => {
        const { data } = await suite.api<{ data: WireMatch[] }>('/v2/matches/live');
        const match = data.find((m) => m.status === 'Live');
        if (!match) throw new Error('the simulator has no live match');
        return `/series/${match.tournament_slug}/schedule/${match.slug}/commentary`;
      },
    },
  ])(`stays under ${kb(BUDGET_BYTES)} gzipped on $name, on a phone`, async ({ name, path }) => {
    const target = await path();
    const page = await (await suite.visitor({ viewport: { width: 390, height: 844 } })).newPage();
    const scripts = watchScripts(page);
    await page.goto(suite.site.url + target);
    const weight = await scripts.weigh();
    const list = weight.scripts.map((s) => `${s.path.replace('/assets/', '')} ${kb(s.gzipBytes)}`).join(', ');
    console.log(`${name}: ${kb(weight.totalGzipBytes)} in ${weight.scripts.length} scripts: ${list}`);
    expect(weight.scripts.length).toBeGreaterThan(0);
    expect(weight.totalGzipBytes).toBeLessThan(BUDGET_BYTES);
    await page.context().close();
  });
});
