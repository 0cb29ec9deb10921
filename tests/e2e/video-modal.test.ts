// The video modal in Chromium, on a series' Videos tab (the series' own videos) and a team's videos. The tests never reach
// YouTube: the youtube-nocookie frame is answered by a tiny page that speaks the player's handshake
// (the "online" case) or refused outright (the "offline" case, as in a tunnel).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openInApp } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';

const suite = sharedPageSuite({ warm: ['/api/v1/series/recent'] });

interface Video {
  title: string;
  video_url: string;
  thumb_url: string;
}

const EMBEDS = 'https://www.youtube-nocookie.com/**';
/** Stands in for the YouTube player: answers the page's 'listening' with onReady, as the real one does. */
const PLAYER_STUB = `<!doctype html><title>player</title><p>player</p><script>
addEventListener('message', (event) => {
  let message;
  try { message = JSON.parse(event.data); } catch { return; }
  if (message.event === 'listening') parent.postMessage(JSON.stringify({ event: 'onReady', info: null, id: message.id, channel: 'widget' }), '*');
});
</script>`;

const seriesVideos = async (cid: number) => (await suite.api<{ data: Video[] }>(`/v1/misc/exclusiveVideos?series=${cid}`)).data;
const idOf = (url: string) => new URL(url).searchParams.get('v');

/** A recent series with at least three videos, the ones its Videos tab lists. */
let picked: Promise<{ path: string; cid: number }> | undefined;
function videoSeries(): Promise<{ path: string; cid: number }> {
  picked ??= (async () => {
    const recent = await suite.api<{ data: { slug: string; cid: number }[] }>('/v1/series/recent');
    for (const series of recent.data) {
      if ((await seriesVideos(series.cid)).length >= 3) return { path: `/series/${series.slug}/videos`, cid: series.cid };
    }
    throw new Error('no recent series has three videos');
  })();
  return picked;
}
const exclusiveVideos = async () => seriesVideos((await videoSeries()).cid);
const seriesVideosPath = async () => (await videoSeries()).path;

/** The videos at `path`; with `prepare` (a page.route of their answers), as the app reaches them (openInApp). */
async function openVideos(path: string, prepare?: (page: Page) => Promise<unknown>, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await (await suite.visitor({ viewport })).newPage();
  if (prepare) {
    await prepare(page);
    await openInApp(page, suite.site.url, path);
  } else {
    await page.goto(suite.site.url + path);
  }
  await page.locator('button.video-tile').first().waitFor();
  return page;
}

const modal = (page: Page) => page.getByRole('dialog');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

describe('the video modal', () => {
  it('plays a YouTube watch URL from youtube-nocookie.com, and lifts its facade when the player says it is ready', async () => {
    const [video] = await exclusiveVideos();
    if (!video) throw new Error('the simulator has no videos');
    const embeds: string[] = [];
    const page = await openVideos(await seriesVideosPath(), (p) =>
      p.route(EMBEDS, (route) => {
        embeds.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: PLAYER_STUB });
      }),
    );
    expect(await page.locator('.video-tile__title').allTextContents()).toEqual((await exclusiveVideos()).map((v) => v.title));
    await page.locator('button.video-tile').first().click();
    const dialog = page.getByRole('dialog', { name: video.title });
    await dialog.waitFor();
    const frame = dialog.locator('iframe');
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.origin + src.pathname).toBe(`https://www.youtube-nocookie.com/embed/${idOf(video.video_url)}`);
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('origin')).toBe(suite.site.url);
    expect(await frame.getAttribute('title')).toBe(video.title);
    await expect.poll(() => dialog.locator('.video-facade').count()).toBe(0);
    expect(embeds.map((u) => new URL(u).pathname)).toEqual([`/embed/${idOf(video.video_url)}`]);
    await page.context().close();
  });

  it("offline keeps the thumbnail, the title and 'Open on YouTube' up instead of a broken frame", async () => {
    const [video] = await exclusiveVideos();
    if (!video) throw new Error('the simulator has no videos');
    const page = await openVideos(
      await seriesVideosPath(),
      async (p) => {
        await p.clock.install();
        await p.route(EMBEDS, (route) => route.abort('internetdisconnected'));
      },
      { width: 390, height: 844 },
    );
    await page.locator('button.video-tile').first().click();
    const dialog = page.getByRole('dialog', { name: video.title });
    await dialog.waitFor();
    const facade = dialog.locator('.video-facade');
    expect(await facade.locator('img').getAttribute('src')).toBe(video.thumb_url);
    const youtube = facade.getByRole('link', { name: 'Open on YouTube' });
    expect(await youtube.getAttribute('href')).toBe(video.video_url);
    expect(await youtube.getAttribute('target')).toBe('_blank');
    expect(await dialog.getByRole('heading', { name: video.title }).count()).toBe(1);

    // No ready message ever comes: after the wait the facade says so and drops the frame.
    await page.clock.runFor(10_000);
    await expect.poll(() => facade.getByRole('status').textContent()).toBe('This video could not load here.');
    expect(await dialog.locator('iframe').count()).toBe(0);
    expect(await youtube.isVisible()).toBe(true);
    expect(await facade.locator('img').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Try Again' }).count()).toBe(1);
    await page.context().close();
  });

  it("says 'Invalid YouTube URL' for a link that is not a YouTube watch URL, and makes no frame", async () => {
    const invalid = ['https://vimeo.com/76979871', 'https://youtu.be/dQw4w9WgXcQ'];
    const embeds: string[] = [];
    const page = await openVideos(await seriesVideosPath(), async (p) => {
      await p.route(EMBEDS, (route) => {
        embeds.push(route.request().url());
        return route.abort();
      });
      await p.route('**/api/v1/misc/exclusiveVideos?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Video[] };
        invalid.forEach((url, i) => {
          if (body.data[i]) body.data[i].video_url = url;
        });
        await route.fulfill({ response, json: body });
      });
    });
    for (const index of [0, 1]) {
      await page.locator('button.video-tile').nth(index).click();
      const dialog = modal(page);
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Invalid YouTube URL');
      expect(await dialog.locator('iframe').count()).toBe(0);
      expect(await dialog.getByRole('link', { name: 'Open on YouTube' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => modal(page).count()).toBe(0);
    }
    expect(embeds).toEqual([]);
    await page.context().close();
  });

  it('closes on Escape and on its close button, giving focus back to the video that opened it', async () => {
    const videos = await exclusiveVideos();
    const page = await openVideos(await seriesVideosPath(), (p) => p.route(EMBEDS, (route) => route.fulfill({ contentType: 'text/html', body: PLAYER_STUB })));
    await page.locator('button.video-tile').nth(1).click();
    await modal(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(await focusedText(page)).toContain(videos[1]?.title);

    await page.locator('button.video-tile').nth(2).click();
    await modal(page).getByRole('button', { name: 'Close video' }).click();
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(await focusedText(page)).toContain(videos[2]?.title);
    await page.context().close();
  });

  it("plays a team's videos in the same modal", async () => {
    const teams = await suite.api<{ data: { slug: string; tid?: number; team_id?: number }[] }>('/v1/teams?page=1');
    const team = teams.data[0];
    const id = team?.team_id ?? team?.tid;
    if (!team || !id) throw new Error('the simulator has no teams');
    const videos = (await suite.api<{ data: Video[] }>(`/v1/teams/${id}/videos`)).data;
    if (!videos[0]) throw new Error(`team ${id} has no videos`);
    const page = await openVideos(`/teams/${team.slug}/videos`, (p) =>
      p.route(EMBEDS, (route) => route.fulfill({ contentType: 'text/html', body: PLAYER_STUB })),
    );
    // Every card is a 16:9 frame with a thumbnail of its own, never the team's crest stretched over it.
    const thumbs = page.locator('button.video-tile .video-tile__thumb img');
    expect(await thumbs.count()).toBe(videos.length);
    expect(new Set(await thumbs.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).size).toBe(videos.length);
    const first = thumbs.first();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight)).toBeCloseTo(16 / 9, 2);
    const frame = await page.locator('button.video-tile .video-tile__thumb').first().boundingBox();
    expect(frame!.width / frame!.height).toBeCloseTo(16 / 9, 1);
    await page.locator('button.video-tile').first().click();
    const src = new URL((await modal(page).locator('iframe').getAttribute('src')) ?? '');
    expect(src.origin + src.pathname).toBe(`https://www.youtube-nocookie.com/embed/${idOf(videos[0].video_url)}`);
    await page.context().close();
  });
});
