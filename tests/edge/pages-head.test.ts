// The pages the edge serves (edge/src/pages): each route's head and JSON-LD from the upstream's
// answers, 404 for what the upstream does not have, the edge's redirects, the page React rendered
// from the /api answers (or, where the edge does not render, those answers embedded), and hostile
// text inert wherever it lands. The deployable bundle with the built
// SPA and the assets layer, against a real simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_LATEST_NEWS_PER_PAGE, LIVE_BLOG_ARTICLE_IDS, SITE_NAME, SPECIAL_ARTICLE_ID } from '../../shared/constants';
import { matchHref } from '../../shared/format/match-path';
import { decodeEntities, liveTopicsOf, readPageHead, structuredDataOf, type PageHeadTags } from '../support/page-head';
import { plantArticle } from '../support/sim-control';
import { startSite, type Site } from '../support/site';
import { articlePath, type WireArticle } from '../support/wire-article';

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct', assets: true, warm: ['/'] });
});
afterAll(() => site?.stop());

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${site.url}/api${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function page(path: string): Promise<{ status: number; head: PageHeadTags; html: string }> {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
  const html = await response.text();
  return { status: response.status, head: readPageHead(html), html };
}

/** Text as React writes it into an element. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What every page with its own head carries: canonical, Open Graph and Twitter tags agreeing. */
function expectSharedTags(head: PageHeadTags, canonicalPath: string) {
  expect(head.canonical).toBe(`${site.url}${canonicalPath}`);
  expect(head.meta['og:url']).toBe(head.canonical);
  expect(head.meta['og:title']).toBe(head.title);
  expect(head.meta['og:description']).toBe(head.description);
  expect(head.meta['og:site_name']).toBe(SITE_NAME);
  expect(head.meta['twitter:title']).toBe(head.title);
  expect(head.title.length).toBeGreaterThan(5);
  expect(head.description?.length).toBeGreaterThan(20);
  expect(head.meta['twitter:card']).toBe('summary_large_image');
  expect(new URL(head.meta['og:image'] ?? '').protocol).toMatch(/^https?:$/);
}

function expectBreadcrumb(head: PageHeadTags, last: string) {
  const crumbs = structuredDataOf(head, 'BreadcrumbList').itemListElement as { position: number; name: string; item: string }[];
  expect(crumbs[0]).toMatchObject({ position: 1, name: 'Home', item: `${site.url}/` });
  expect(crumbs.at(-1)!.item).toBe(last);
  crumbs.forEach((crumb, i) => expect(crumb.position).toBe(i + 1));
}

interface Envelope<T> {
  data: T;
}

describe('page heads', () => {
  it('home: the meta record, WebSite and Organization', async () => {
    const meta = await api<Envelope<{ title: string; description: string }>>('/v1/misc/meta/home');
    const { status, head } = await page('/');
    expect(status).toBe(200);
    expect(head.title).toBe(meta.data.title);
    expect(head.description).toBe(meta.data.description);
    expectSharedTags(head, '/');
    expect(structuredDataOf(head, 'WebSite')).toMatchObject({ name: SITE_NAME, url: `${site.url}/` });
    expect(structuredDataOf(head, 'Organization')).toMatchObject({ name: SITE_NAME, url: `${site.url}/` });
  });

  it("home: rendered with the news block's first list as /api gives it, and its lead story's image preloaded", async () => {
    const path = `/v1/news/home/news?per_page=${HOME_LATEST_NEWS_PER_PAGE}&page_no=1`;
    // The list moves as the simulator publishes: the page's copy is the answer from just before or just after.
    const before = await api<Envelope<WireArticle[]>>(path);
    const { head, html } = await page('/');
    const after = await api<Envelope<WireArticle[]>>(path);
    const lead = [before, after].map((list) => list.data[0]!).find((article) => html.includes(escapeText(article.title)));
    expect(lead, 'the lead story of the news block, in the served HTML').toBeDefined();
    expect(head.embedded).toEqual({});
    expect(lead!.image).toMatch(/^https?:\/\//);
    expect(head.imagePreloads).toEqual([lead!.image]);
  });

  it('an article: its own title, NewsArticle with author, dates and image, rendered from its answer as /api gives it', async () => {
    const list = await api<Envelope<WireArticle[]>>('/v1/news/home/top_story?per_page=5&page_no=1');
    const article = list.data[0]!;
    const path = articlePath(article);
    const { status, head } = await page(path);
    expect(status).toBe(200);
    expect(head.title).toContain(article.title.slice(0, 30));
    expectSharedTags(head, path);
    expect(head.meta['og:type']).toBe('article');
    const json = structuredDataOf(head, 'NewsArticle');
    expect(json.headline).toBe(article.title.length <= 110 ? article.title : expect.any(String));
    expect(json).toMatchObject({ '@context': 'https://schema.org', url: `${site.url}${path}` });
    expect(new Date(json.datePublished as string).toISOString()).toBe(json.datePublished);
    expect(json.author).toMatchObject({ '@type': 'Person', name: article.author!.name });
    expect((json.image as string[])[0]).toMatch(/^https?:\/\//);
    expect(json.publisher).toMatchObject({ '@type': 'Organization', name: SITE_NAME });
    expectBreadcrumb(head, `${site.url}${path}`);
    expect(head.rendered?.[JSON.stringify(['article', article.id])]).toEqual((await api<Envelope<unknown>>(`/v1/news/${article.id}`)).data);
    expect(head.imagePreloads).toEqual([article.image]);
  });

  it('a live blog: LiveBlogPosting with its latest updates', async () => {
    const live = await api<Envelope<WireArticle[]>>('/v1/news/home/news?isLive=true&per_page=5&page_no=1');
    const article = live.data[0]!;
    const blocks = await api<Envelope<{ title?: string; body: string }[]>>(`/v1/news/${article.id}/newsblocks`);
    const path = `/live-blogs/${article.slug}-${article.id}`;
    const { status, head } = await page(path);
    expect(status).toBe(200);
    expectSharedTags(head, path);
    const json = structuredDataOf(head, 'LiveBlogPosting');
    expect(json.headline).toBeTruthy();
    const updates = json.liveBlogUpdate as { '@type': string; headline: string; articleBody: string; datePublished: string }[];
    expect(updates.length).toBe(Math.min(10, blocks.data.length));
    for (const update of updates) {
      expect(update['@type']).toBe('BlogPosting');
      expect(update.headline).toBeTruthy();
      expect(update.articleBody).not.toContain('<');
      expect(Number.isNaN(Date.parse(update.datePublished))).toBe(false);
    }
  });

  it('a live match: SportsEvent with both teams, the start, the venue and its status', async () => {
    const schedule = await api<{ matches: Record<string, Parameters<typeof matchHref>[0][]> }>('/v1/matches/schedule/live?page=1');
    const match = Object.values(schedule.matches)
      .flat()
      .find((m) => m.status === 'Live')!;
    const path = matchHref(match);
    const { status, head } = await page(path);
    expect(status).toBe(200);
    expectSharedTags(head, path);
    expect(head.title).toContain('Live Score');
    const detail = await api<
      Envelope<{ teama: { name: string }; teamb: { name: string }; date_start_utc: string; venue: { name: string } }>
    >(`/v1/matches/${match.match_id}`);
    const json = structuredDataOf(head, 'SportsEvent');
    expect(json.name).toContain(`${detail.data.teama.name} vs ${detail.data.teamb.name}`);
    expect((json.competitor as { name: string }[]).map((c) => c.name)).toEqual([detail.data.teama.name, detail.data.teamb.name]);
    expect(json.startDate).toBe(`${detail.data.date_start_utc.replace(' ', 'T')}.000Z`);
    expect(json.location).toMatchObject({ '@type': 'Place', name: detail.data.venue.name });
    expect(json.eventStatus).toBe('https://schema.org/EventScheduled');
    // The match centre reads its match from the live topic: nothing of it is embedded.
    expect(head.embedded).toEqual({});
    // No image of its own: previews show the site's card, which the site serves.
    expect(head.meta).toMatchObject({ 'og:image': `${site.url}/og-card.jpg`, 'og:image:width': '1200', 'og:image:height': '630' });
    const card = await fetch(head.meta['og:image']!);
    expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    await card.arrayBuffer();
  });

  it('a player: ProfilePage of a Person, rendered with the stats answer', async () => {
    const squad = await api<Envelope<{ bat: { pid: number; name: string; slug: string }[] }>>('/v1/teams/1/players');
    const player = squad.data.bat[0]!;
    const path = `/players-details/${player.slug}-${player.pid}/overview`;
    const { status, head } = await page(path);
    expect(status).toBe(200);
    expectSharedTags(head, path);
    expect(head.title).toContain(player.name);
    const json = structuredDataOf(head, 'ProfilePage');
    expect(json.mainEntity).toMatchObject({ '@type': 'Person', name: player.name, url: `${site.url}${path}` });
    // The stats answer, as the page's schema read it.
    expect(Object.values(head.rendered ?? {})).toContainEqual(expect.objectContaining({ player: expect.objectContaining({ pid: player.pid, name: player.name }) }));
  });

  it('an author: ProfilePage of a Person, with their role and picture', async () => {
    const authors =
      await api<Envelope<{ username: string; name: string; info?: { designation?: string; profile_pic?: string } }[]>>(
        '/v1/authors/?page=1&per_page=9',
      );
    const author = authors.data.find((a) => a.info?.designation && a.info.profile_pic)!;
    const path = `/authors/${author.username}`;
    const { status, head } = await page(path);
    expect(status).toBe(200);
    expectSharedTags(head, path);
    expect(head.title).toContain(author.name);
    expect(head.meta['og:type']).toBe('profile');
    const json = structuredDataOf(head, 'ProfilePage');
    expect(json.mainEntity).toMatchObject({
      '@type': 'Person',
      name: author.name,
      jobTitle: author.info!.designation,
      url: `${site.url}${path}`,
    });
    expect(new URL((json.mainEntity as { image: string }).image).protocol).toMatch(/^https?:$/);
    expectBreadcrumb(head, `${site.url}${path}`);
  });

  it('a news list: ItemList of the newest articles, each at its own page', async () => {
    const { status, head } = await page('/cricket-news');
    expect(status).toBe(200);
    expectSharedTags(head, '/cricket-news');
    const items = structuredDataOf(head, 'ItemList').itemListElement as { position: number; url: string }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.url).toMatch(new RegExp(`^${site.url}/cricket-news/[a-z0-9-]+-\\d+$`));
    const first = await page(new URL(items[0]!.url).pathname);
    expect(first.status).toBe(200);
  });

  it('a web story: canonical with /amp appended', async () => {
    const stories = await api<Envelope<{ id: number; title: string }[]>>('/v1/stories');
    const story = stories.data[0]!;
    const { status, head } = await page(`/web-stories/story-${story.id}`);
    expect(status).toBe(200);
    expect(head.canonical).toBe(`${site.url}/web-stories/story-${story.id}/amp`);
    expect(head.title).toContain(story.title);
  });
});

describe('preloads', () => {
  /** The build files the edge preloads for `path`, beyond the entry's own (which index.html names). */
  async function preloadsOf(path: string): Promise<string[]> {
    const html = await (await fetch(`${site.url}${path}`)).text();
    return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]!);
  }

  it.each([
    ['/', /\/assets\/home-page-[\w-]+\.js$/],
    ['/schedule/live', /\/assets\/schedule-page-[\w-]+\.js$/],
    ['/points-table', /\/assets\/points-table-page-[\w-]+\.js$/],
  ])("%s preloads its page's code, every file of it a build file the site serves", async (path, pageChunk) => {
    const files = await preloadsOf(path);
    expect(files.some((file) => pageChunk.test(file))).toBe(true);
    for (const file of files) {
      const response = await fetch(`${site.url}${file}`);
      await response.arrayBuffer();
      expect([file, response.status, response.headers.get('content-type')]).toEqual([file, 200, expect.stringMatching(/javascript/)]);
    }
  });

  it('preloads the code of the one page an article under /cricket-news is, by its id', async () => {
    const latest = await api<Envelope<{ id: number; slug: string }[]>>('/v1/news/home/news?per_page=10&page_no=1');
    const plain = latest.data.find((a) => a.id !== SPECIAL_ARTICLE_ID && !LIVE_BLOG_ARTICLE_IDS.some((id) => id === a.id))!;
    const pagesOf = async (path: string) =>
      (await preloadsOf(path))
        .map((file) => /\/assets\/(article-page|special-article-page|live-blog-page)-/.exec(file)?.[1])
        .filter(Boolean);
    expect(await pagesOf(`/cricket-news/${plain.slug}-${plain.id}`)).toEqual(['article-page']);
    expect(await pagesOf(`/cricket-news/live-updates-${LIVE_BLOG_ARTICLE_IDS[0]}`)).toEqual(['live-blog-page']);
    expect(await pagesOf(`/cricket-news/the-making-of-a-team-${SPECIAL_ARTICLE_ID}`)).toEqual(['special-article-page']);
  });

  it("links the page's stylesheets where the edge rendered the page, the live ones too", async () => {
    const sheetsOf = async (path: string) => {
      const html = await (await fetch(`${site.url}${path}`)).text();
      return {
        preloaded: [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]!),
        linked: [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]!),
      };
    };
    const home = await sheetsOf('/');
    const live = await sheetsOf('/schedule/live');
    for (const [page, name] of [
      [home, 'home-page'],
      [live, 'schedule-page'],
      // The strip above the schedule, whose chunk home imports too.
      [live, 'live-carousel'],
    ] as const) {
      expect(page.preloaded).toEqual([]);
      expect([name, page.linked.some((file) => new RegExp(`/assets/${name}-[\\w-]+\\.css$`).test(file))]).toEqual([name, true]);
    }
    for (const file of [...home.linked, ...live.linked]) {
      const response = await fetch(`${site.url}${file}`);
      await response.arrayBuffer();
      expect([file, response.status, response.headers.get('content-type')]).toEqual([file, 200, expect.stringMatching(/^text\/css/)]);
    }
  });

  it("renders a match centre with its live topics' snapshots, so it preloads none", async () => {
    /** The fetches the page at `path` preloads. */
    const fetchesOf = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]!);
    const schedule = await api<{ matches: Record<string, Parameters<typeof matchHref>[0][]> }>('/v1/matches/schedule/live?page=1');
    const match = Object.values(schedule.matches)
      .flat()
      .find((m) => m.status === 'Live')!;
    const html = await (await fetch(`${site.url}${matchHref(match)}`)).text();
    expect(fetchesOf(html)).toEqual([]);
    const live = liveTopicsOf(html);
    expect(Object.keys(live).sort()).toEqual(['carousel', `match/${match.match_id}`]);
    for (const snapshot of Object.values(live)) expect(snapshot).toEqual(expect.objectContaining({ seq: expect.any(Number), epoch: expect.any(String) }));
    for (const path of ['/', '/schedule/live', '/cricket-news']) expect(fetchesOf(await (await fetch(`${site.url}${path}`)).text())).toEqual([]);
  });

  it('preloads nothing more on a page the edge neither renders nor names', async () => {
    expect(await preloadsOf('/purge-cache')).toEqual([]);
    expect(await (await fetch(`${site.url}/purge-cache`)).text()).not.toContain('as="style"');
  });
});

describe('an article as React renders it at the edge', () => {
  /** The served page's #root: React's page, or the static shell. */
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

  it("carries the crumb of its type, the title, the excerpt, the byline, the bar, the image and the text, styled by the page's own sheets", async () => {
    const list = await api<Envelope<WireArticle[]>>('/v1/news/home/top_story?per_page=5&page_no=1');
    const article = list.data.find((a) => !a.isLive && a.image && a.author)!;
    const { data } = await api<Envelope<WireArticle & { excerpt: string; content: string }>>(`/v1/news/${article.id}`);
    const html = (await page(articlePath(article))).html;
    const root = rootOf(html);
    expect(root).toContain(
      '<nav aria-label="Breadcrumb" class="page__crumbs"><ol><li><a href="/">Home</a></li><li><a href="/cricket-top-story">Top Stories</a></li></ol></nav>',
    );
    expect(decodeEntities(/<h1 class="page__title">([^<]*)<\/h1>/.exec(root)![1]!)).toBe(data.title);
    expect(decodeEntities(/<p class="article__excerpt">([^<]*)<\/p>/.exec(root)![1]!)).toBe(data.excerpt);
    expect(root).toContain('<span class="article__author">By<!-- --> <a href="/authors/');
    expect(root).toContain('aria-label="Article actions"');
    expect(decodeEntities(/<figure class="article__figure"><img src="([^"]+)"/.exec(root)![1]!)).toBe(data.image);
    // The text, cleaned by the edge's sanitiser into its slot: its first paragraph's words are there.
    const firstWords = /<p>([^<]{20,})/.exec(data.content)![1]!.slice(0, 20);
    expect(root).toContain(firstWords);
    expect(root).not.toContain('data-html-slot');
    expect(root).not.toContain('class="page-skeleton"');
    // It paints with the page's styles, so its sheets are linked, not preloaded.
    expect([...html.matchAll(/<link rel="stylesheet" crossorigin href="\/assets\/page-[\w-]+\.css"/g)]).toHaveLength(1);
    expect(html).not.toContain('rel="preload" as="style"');
  });

  it("renders a live blog from its topic's snapshot, which the page carries for its socket", async () => {
    const id = LIVE_BLOG_ARTICLE_IDS[0];
    const html = (await page(`/live-blogs/live-updates-${id}?page=liveblog`)).html;
    expect(readPageHead(html).rendered).not.toBeNull();
    expect(rootOf(html)).not.toContain('class="page-skeleton"');
    expect(liveTopicsOf(html)[`blog/${id}`]).toEqual(expect.objectContaining({ seq: expect.any(Number), epoch: expect.any(String) }));
  });
});

describe('the public configuration', () => {
  it.each(['/', '/cricket-news', '/cricket-news/no-such-story-999999999'])('travels in %s as /app-config.json gives it', async (path) => {
    const response = await fetch(`${site.url}${path}`);
    const head = readPageHead(await response.text());
    const config = await (await fetch(`${site.url}/app-config.json`)).json();
    expect(head.config).toEqual(config);
  });
});

describe('missing entities', () => {
  it.each([
    ['an article', '/cricket-news/no-such-story-999999999'],
    ['a live blog', '/live-blogs/no-such-blog-999999999'],
    ['an article without an id', '/cricket-news/no-id-here'],
    ['a match', '/series/some-series-1/schedule/no-such-match-999999999/matchinfo'],
    ['a player', '/players-details/nobody-99999999/overview'],
    ['a team', '/teams/nowhere-999999/home'],
    ['a series', '/series/no-such-series-99999999/schedule'],
    ['a story', '/web-stories/no-such-story-99999999'],
    ['an author', '/authors/nobody-writes-here'],
  ])('%s answers 404 with the SPA, which shows its own message', async (_what, path) => {
    const { status, html, head } = await page(path);
    expect(status).toBe(404);
    expect(html).toContain('<div id="root">');
    expect(head.embedded).toEqual({});
  });
});

describe('edge redirects', () => {
  it.each([
    ['/news', 301, '/cricket-news'],
    ['/news/some-story-3401', 301, '/cricket-news/some-story-3401'],
    ['/fantasy', 301, '/fantasy-cricket-tips'],
    ['/schedule', 301, '/schedule/live'],
    ['/schedule/bogus', 301, '/schedule/live'],
    ['/series/some-series-129443', 301, '/series/some-series-129443/schedule'],
    ['/series/some-series-129443/bogus', 301, '/series/some-series-129443/schedule'],
    ['/series/s-1/schedule/m-2?sticky=true', 301, '/series/s-1/schedule/m-2/matchinfo?sticky=true'],
    ['/series/s-1/matches/m-2/scorecard', 301, '/series/s-1/schedule/m-2/scorecard'],
    ['/no/such/page', 302, '/'],
  ])('%s → %i %s', async (from, status, to) => {
    const response = await fetch(`${site.url}${from}`, { redirect: 'manual' });
    await response.body?.cancel();
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(to);
  });

  it('leaves the SPA its own routes', async () => {
    for (const path of ['/schedule/upcoming', '/series', '/series/s-1/teams/india-1', '/ranking/batsmen/t20', '/p/privacy-policy']) {
      const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
      await response.body?.cancel();
      expect(response.status, path).toBe(200);
    }
  });
});

describe('hostile text from the upstream', () => {
  it('stays text in the title, every attribute, the JSON-LD and the embedded answer', async () => {
    const title = `</script><script>alert(1)</script> "Quoted" 'single' <b>bold</b> & </title><!-- \u2028`;
    const planted = await plantArticle(site.simUrl, { id: 990_001, title, content: '<p>Body</p>' });
    const { status, head, html } = await page(planted.href);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>bold</b>');
    // The build's two scripts (the Intl warm-up and the module), the JSON-LD (article and breadcrumb),
    // the configuration and the rendered page's state: no other.
    expect(head.scriptTags.filter((tag) => !tag.includes('type="module"'))).toEqual([
      expect.stringMatching(/^<script async src="\/assets\/intl-warmup-[0-9a-f]{8}\.js">$/),
      '<script type="application/ld+json">',
      '<script type="application/ld+json">',
      '<script type="application/json" id="edge-config">',
      '<script type="application/json" id="page-state">',
    ]);
    expect(head.title.startsWith('</script><script>alert(1)</script> "Quoted"')).toBe(true);
    expect(head.meta['og:title']).toBe(head.title);
    expect(structuredDataOf(head, 'NewsArticle').headline).toContain('</script><script>alert(1)</script>');
    // Read back exactly as the upstream sent it, '</script>', quotes and line separators included.
    const answer = await api<Envelope<{ title: string }>>(`/v1/news/${planted.id}`);
    expect(answer.data.title).toContain('</script><script>alert(1)</script>');
    expect(head.rendered?.[JSON.stringify(['article', planted.id])]).toEqual(answer.data);
    // The rendered article: the title (the image's alternative text too) is the heading's text, escaped.
    const heading = /<h1 class="page__title">([^<]*)<\/h1>/.exec(html)![1]!;
    expect(decodeEntities(heading)).toBe(answer.data.title);
  });
});

describe('the cookie banner', () => {
  it('is in every page the shell serves, and left out, under its own ETag, for a fan whose consent cookie says so', async () => {
    const banner = /<section class="cookie-banner"[^]*?<\/section>/;
    for (const path of ['/', '/cricket-news', '/schedule/live']) {
      const anyone = await fetch(site.url + path);
      const consented = await fetch(site.url + path, { headers: { cookie: 'theme=dark; cookieConsent=true' } });
      expect(await anyone.text(), path).toMatch(banner);
      const without = await consented.text();
      expect(without, path).not.toMatch(banner);
      expect(without, path).toContain('class="bottom-bar"');
      expect(consented.headers.get('etag'), path).not.toBe(anyone.headers.get('etag'));

      // Each body revalidates under its own tag; a tag of the other body gets the page in full.
      const again = await fetch(site.url + path, {
        headers: { cookie: 'cookieConsent=true', 'if-none-match': consented.headers.get('etag')! },
      });
      expect(again.status, path).toBe(304);
      const other = await fetch(site.url + path, { headers: { 'if-none-match': consented.headers.get('etag')! } });
      expect(other.status, path).toBe(200);
      expect(await other.text(), path).toMatch(banner);
    }
    // Any other value is no consent.
    expect(await (await fetch(`${site.url}/`, { headers: { cookie: 'cookieConsent=false' } })).text()).toMatch(banner);
  });
});
