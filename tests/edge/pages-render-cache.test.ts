// A page React rendered at the edge is kept for its data's lifetime, in the location's cache, so that
// a crowd costs one render per URL per lifetime, not one per fan or per isolate: a new isolate (the
// edge restarted on the same state, as after a deploy's roll-out reaches it) serves the kept render,
// a shared link's tracking parameters make no render of their own, and a live page, made of
// two-second snapshots, is rendered anew once they are over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SNAPSHOT_CACHE_SECONDS } from '../../shared/constants';
import type { PageState } from '../../shared/page-render';
import { pageStateOf } from '../support/page-head';
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
});
