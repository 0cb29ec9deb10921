// A page React rendered at the edge is kept for its data's lifetime, in the location's cache, so that
// a crowd costs one render per URL per lifetime, not one per fan or per isolate: a new isolate (the
// edge restarted on the same state, as after a deploy's roll-out reaches it) serves the kept render,
// a shared link's tracking parameters make no render of their own, and a live page, made of
// two-second snapshots, is rendered anew once they are over. A fan's teams' matches are marked in the
// page sent to that fan alone, on the render every fan gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SNAPSHOT_CACHE_SECONDS } from '../../shared/constants';
import { FAVOURITE_MARK_CLASS, FAVOURITES_COOKIE, MATCH_TEAMS_ATTRIBUTE } from '../../shared/favourite-marks';
import type { PageState } from '../../shared/page-render';
import { pageStateOf } from '../support/page-head';
import { setFault } from '../support/sim-control';
import { startSite, type Site } from '../support/site';
import { articlePath, type WireArticle } from '../support/wire-article';
import type { WireMatch } from '../support/wire-match';

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct', assets: true });
});
afterAll(() => site?.stop());

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${site.url}/api${path}`);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The state the page at `path` was served with: its render's clock names the render. */
async function servedState(path: string): Promise<PageState> {
  const state = pageStateOf(await (await fetch(`${site.url}${path}`)).text());
  if (!state) throw new Error(`${path} was not rendered at the edge`);
  return state;
}

describe("a page's render", () => {
  it('is kept for every isolate of the location: a new one serves the render an old one made', async () => {
    const article = (await api<WireArticle[]>('/v1/news/home/news?per_page=10&page_no=1')).find((a) => !a.isLive)!;
    const path = articlePath(article);
    const rendered = await servedState(path);
    await site.restartEdge();
    expect((await servedState(path)).facts.now).toBe(rendered.facts.now);
  });

  it("is one for a URL with a shared link's tracking parameters, in any order, and the URL without them", async () => {
    const path = '/cricket-news?page=2';
    const rendered = await servedState(path);
    for (const shared of [`${path}&utm_source=whatsapp&utm_medium=share`, '/cricket-news?fbclid=abc&page=2']) {
      expect([shared, (await servedState(shared)).facts.now]).toEqual([shared, rendered.facts.now]);
    }
  });

  it("of a live page is made anew once its topics' snapshots are older than they may be", async () => {
    const match = (await api<WireMatch[]>('/v2/matches/live')).find((m) => m.status === 'Live')!;
    const path = `/series/${match.tournament_slug}/schedule/${match.slug}/commentary`;
    const rendered = await servedState(path);
    expect(Object.keys(rendered.live)).toContain(`match/${match.match_id}`);
    // Within a snapshot's lifetime and a little more, for a busy machine: never the same render.
    await expect.poll(async () => (await servedState(path)).facts.now, { timeout: LIVE_SNAPSHOT_CACHE_SECONDS * 1000 * 3 }).not.toBe(rendered.facts.now);
  });

  it("is every fan's: the matches of a fan's teams are marked in the page sent to that fan alone", async () => {
    const path = '/schedule/upcoming';
    const asked = (cookie?: string) => fetch(`${site.url}${path}`, cookie ? { headers: { cookie } } : {});
    const served = async (cookie?: string) => {
      const response = await asked(cookie);
      return { etag: response.headers.get('etag'), html: await response.text() };
    };
    const plain = await served();
    // The second team of the first match listed.
    const team = Number(new RegExp(`${MATCH_TEAMS_ATTRIBUTE}="\\d+ (\\d+)"`).exec(plain.html)![1]);
    const ofTeam = (teams: string | undefined) => teams?.split(' ').includes(String(team)) ?? false;
    expect(plain.html).not.toContain(FAVOURITE_MARK_CLASS);

    // The same render (its carousel's snapshot may be renewed between two asks: ask again until so).
    let marked = await served(`${FAVOURITES_COOKIE}=${team}`);
    await expect
      .poll(async () => {
        const [again, mine] = await Promise.all([served(), served(`${FAVOURITES_COOKIE}=${team}`)]);
        Object.assign(plain, again);
        marked = mine;
        return pageStateOf(mine.html)?.facts.now === pageStateOf(again.html)?.facts.now;
      })
      .toBe(true);
    // Every element of a match of the team is marked, and nothing else differs.
    const tags = [...marked.html.matchAll(new RegExp(`<[a-z]+\\b[^>]*${MATCH_TEAMS_ATTRIBUTE}="([^"]*)"[^>]*>`, 'g'))];
    expect(tags.filter(([, teams]) => ofTeam(teams)).length).toBeGreaterThan(0);
    for (const [tag, teams] of tags) expect([tag, tag.includes(FAVOURITE_MARK_CLASS)]).toEqual([tag, ofTeam(teams)]);
    expect(marked.html.replaceAll(` class="${FAVOURITE_MARK_CLASS}"`, '').replaceAll(` ${FAVOURITE_MARK_CLASS}"`, '"')).toBe(plain.html);
    // Its own tag, the render's and the marks': a revalidation of one is never answered with the other.
    expect(marked.etag).toBe(plain.etag!.replace(/"$/, `-f${team}"`));

    // A cookie this site did not write marks nothing.
    for (const cookie of [`${FAVOURITES_COOKIE}=${team}"><script>`, `${FAVOURITES_COOKIE}=india`]) {
      expect((await served(cookie)).html).not.toContain(FAVOURITE_MARK_CLASS);
    }
  });

  it('that runs past its budget costs the fan nothing but the render: the page is served as the shell, and said so', async () => {
    const budgetMs = 300;
    const slow = await startSite({ runtime: 'direct', assets: true, vars: { PAGE_RENDER_BUDGET_MS: String(budgetMs) } });
    try {
      // The page's one upstream read answers after the budget.
      await setFault(slow.simUrl, { path: '/v1/misc/customPage/privacy-policy', delayMs: budgetMs * 5 });
      const response = await fetch(`${slow.url}/p/privacy-policy`);
      const html = await response.text();
      // The shell, which the app draws in the browser, and the line that says why.
      expect([response.status, pageStateOf(html), html.includes('class="page-skeleton"')]).toEqual([200, null, true]);
      await expect.poll(() => slow.takeRenderFallbacks()).toEqual([`The render of /p/privacy-policy took over ${budgetMs} ms: served the shell`]);
    } finally {
      await slow.stop();
    }
  });
});
