// /robots.txt and the sitemaps (edge/src/pages/sitemaps.ts): content types, what robots keeps out,
// an index naming every child, well-formed XML of absolute URLs that are pages of the site, and a
// news sitemap of the last 48 hours only. The deployable bundle with the built SPA, a real simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from '../support/site';
import { expectWellFormedXml } from '../support/xml';

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct', assets: true });
});
afterAll(() => site?.stop());

async function xml(path: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toBe('application/xml; charset=utf-8');
  const body = await response.text();
  expectWellFormedXml(body);
  return body;
}

const locs = (body: string) => [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!.replace(/&amp;/g, '&'));

describe('robots.txt', () => {
  it('is plain text that names the sitemap and keeps the admin, debug and profile pages out', async () => {
    const response = await fetch(`${site.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/purge-cache', '/cgfToken', '/live-blogs-test', '/user-profile', '/my-teams']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    // The pages render from /api in a crawler's browser too: it must stay open.
    expect(lines.filter((line) => line.startsWith('Disallow:') && '/api/'.startsWith(line.slice(10).trim()))).toEqual([]);
  });
});

describe('sitemaps', () => {
  const CHILDREN = ['news', 'articles', 'live-blogs', 'series', 'matches', 'teams', 'players', 'pages'];

  it('an index names each child sitemap by its absolute URL', async () => {
    const body = await xml('/sitemap.xml');
    expect(body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(body)).toEqual(CHILDREN.map((name) => `${site.url}/sitemaps/${name}.xml`));
  });

  it.each(CHILDREN)('%s: absolute URLs of pages the site serves', async (name) => {
    const urls = locs(await xml(`/sitemaps/${name}.xml`));
    expect(urls.length, name).toBeGreaterThan(0);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${site.url}/`), url).toBe(true);
    // A sample of each resolves to a page, not a redirect or a 404.
    for (const url of [urls[0]!, urls[Math.floor(urls.length / 2)]!, urls.at(-1)!]) {
      const response = await fetch(url, { redirect: 'manual' });
      await response.body?.cancel();
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^text\/html/);
    }
  });

  it('news holds only articles published in the last 48 hours, each with its title and date', async () => {
    const body = await xml('/sitemaps/news.xml');
    expect(body).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    const dates = [...body.matchAll(/<news:publication_date>([^<]*)<\/news:publication_date>/g)].map(([, d]) => Date.parse(d!));
    expect(dates.length).toBe(locs(body).length);
    const since = Date.now() - 48 * 60 * 60 * 1000 - 60_000;
    for (const date of dates) expect(date).toBeGreaterThanOrEqual(since);
    // The articles' sitemap reaches further back than the news one.
    const older = locs(await xml('/sitemaps/articles.xml')).length;
    expect(older).toBeGreaterThan(dates.length);
  });

  it('answers 404 for a sitemap it does not have', async () => {
    const response = await fetch(`${site.url}/sitemaps/nothing.xml`);
    await response.body?.cancel();
    expect(response.status).toBe(404);
  });
});
