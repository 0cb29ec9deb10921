// The single story page (/web-stories/{slug-id}) in Chromium: the story's own timing, driven by
// Playwright's clock (installed before the page loads and paused, so only runFor moves time), the
// arrow keys, pause and mute, the stop after the last story with Reload, the document title, and
// the error state. What each step should show is read from the simulator's stories via the edge.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORY_IMAGE_MS, STORY_PROGRESS_TICK_MS, STORY_VIDEO_MAX_MS } from '../../shared/constants';
import { openInApp } from '../support/hydration';
import { sharedPageSuite } from '../support/page-suite';

const suite = sharedPageSuite({ warm: ['/api/v1/stories'] });

interface Item {
  id: number;
  title: string;
  type: 'image' | 'video';
}
interface Group {
  id: number;
  title: string;
  info: { slug: string; metaTitle: string };
  stories: Item[];
}

const groups = async () => (await suite.api<{ data: Group[] }>('/v1/stories')).data;
const pathOf = (g: Group) => `/web-stories/${g.info.slug}-${g.id}`;
const START = new Date('2026-03-14T09:00:00Z');

const itemTitle = (page: Page) => page.locator('.story-caption__title').textContent();
const bar = (page: Page) => page.getByRole('progressbar', { name: 'Story progress' });
/** The current item's media has loaded: from here on only the clock moves the story. */
const ready = (page: Page) => expect.poll(() => page.locator('.story-frame').getAttribute('aria-busy')).toBe('false');

/**
 * A visitor whose clock stands still until the test runs it, on the story page of `group`, once its
 * first item has loaded. Loading needs the app's zero-delay timers (the query client's), so the wait
 * runs the clock a millisecond at a time: far less than a tick, and the story's timer only starts
 * once the item has loaded.
 */
async function openStory(group: Group, viewport = { width: 390, height: 844 }): Promise<Page> {
  const page = await (await suite.visitor({ viewport })).newPage();
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
  await page.goto(suite.site.url + pathOf(group));
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return page.locator('.story-frame:not([aria-busy="true"]) .story-caption__title').count();
    })
    .toBe(1);
  return page;
}

async function showing(page: Page, group: Group, index: number): Promise<void> {
  await expect.poll(() => itemTitle(page)).toBe(group.stories[index]?.title);
  await expect.poll(() => bar(page).getAttribute('aria-valuetext')).toBe(`Slide ${index + 1} of ${group.stories.length}`);
  expect(await page.locator('h1').textContent()).toBe(group.title);
}

function firstImageGroup(all: Group[]): Group {
  const group = all.find((g) => g.stories[0]?.type === 'image' && g.stories[1]);
  if (!group) throw new Error('the simulator has no story starting with an image');
  return group;
}

describe('the single story page', () => {
  it('advances an image item at 10 s and not a tick before, filling its progress bar', async () => {
    const group = firstImageGroup(await groups());
    const page = await openStory(group);
    await showing(page, group, 0);
    expect(await page.title()).toContain(group.title);
    await ready(page);
    await page.clock.runFor(STORY_IMAGE_MS / 2);
    expect(await bar(page).getAttribute('aria-valuenow')).toBe('50');
    await page.clock.runFor(STORY_IMAGE_MS / 2 - STORY_PROGRESS_TICK_MS);
    expect(await itemTitle(page)).toBe(group.stories[0]?.title);
    expect(await bar(page).getAttribute('aria-valuenow')).toBe('99');
    await page.clock.runFor(STORY_PROGRESS_TICK_MS);
    await showing(page, group, 1);
    const tracks = page.locator('.story-bars__track');
    expect(await tracks.count()).toBe(group.stories.length);
    expect(await tracks.first().getAttribute('data-state')).toBe('seen');
    expect(await tracks.nth(1).getAttribute('data-state')).toBe('current');
    // Image items have nothing to mute.
    expect(await page.getByRole('button', { name: /^(Mute|Unmute)$/ }).count()).toBe(0);
    await page.context().close();
  });

  it('advances a video item after its own duration, capped at 30 s, and mutes only video', async () => {
    const all = await groups();
    const group = all.find((g) => g.stories.some((s) => s.type === 'video'));
    if (!group) throw new Error('the simulator has no video story');
    const at = group.stories.findIndex((s) => s.type === 'video');
    const page = await openStory(group);
    await showing(page, group, 0);
    for (let i = 0; i < at; i++) await page.keyboard.press('ArrowRight');
    await showing(page, group, at);
    await ready(page);
    // The frame may still say ready from the item before: the video's length is known once its metadata is in.
    const video = page.locator('video.story-media');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 }).toBeGreaterThan(0);
    const seconds = await video.evaluate((v: HTMLVideoElement) => v.duration);
    const length = Math.min(Math.round(seconds * 1000), STORY_VIDEO_MAX_MS);
    const lastTick = Math.ceil(length / STORY_PROGRESS_TICK_MS) * STORY_PROGRESS_TICK_MS;

    // Muted at first (so it may play at once); the control says what it will do.
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await page.getByRole('button', { name: 'Unmute' }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await page.getByRole('button', { name: 'Mute' }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

    await page.clock.runFor(lastTick - STORY_PROGRESS_TICK_MS);
    expect(await itemTitle(page)).toBe(group.stories[at]?.title);
    await page.clock.runFor(STORY_PROGRESS_TICK_MS);
    await expect.poll(() => itemTitle(page)).not.toBe(group.stories[at]?.title);
    await page.context().close();
  });

  it('steps with the arrow keys into the next story, whose address and title follow, and back', async () => {
    const all = await groups();
    const [group, following] = [all[0], all[1]];
    if (!group || !following) throw new Error('the simulator has fewer than two stories');
    const page = await openStory(group, { width: 1280, height: 900 });
    await showing(page, group, 0);
    expect(await page.title()).toBe(group.info.metaTitle);
    // The story covers the site's chrome, and so does it for keyboards: the first Tab is the story's.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Pause');
    for (let i = 1; i < group.stories.length; i++) {
      await page.keyboard.press('ArrowRight');
      await showing(page, group, i);
    }
    await page.keyboard.press('ArrowRight');
    await showing(page, following, 0);
    await page.waitForURL(suite.site.url + pathOf(following));
    await expect.poll(() => page.title()).toBe(following.info.metaTitle);
    await page.keyboard.press('ArrowLeft');
    await showing(page, group, group.stories.length - 1);
    await page.waitForURL(suite.site.url + pathOf(group));
    // The tap zones are buttons with names, and do the same.
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await showing(page, group, group.stories.length - 2);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await showing(page, group, group.stories.length - 1);
    await page.context().close();
  });

  it('stops the story while paused and runs on from the same point on play', async () => {
    const group = firstImageGroup(await groups());
    const page = await openStory(group);
    await showing(page, group, 0);
    await ready(page);
    await page.clock.runFor(3_000);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(STORY_IMAGE_MS * 3);
    expect(await itemTitle(page)).toBe(group.stories[0]?.title);
    expect(await bar(page).getAttribute('aria-valuenow')).toBe('30');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(STORY_IMAGE_MS - 3_000 - STORY_PROGRESS_TICK_MS);
    expect(await itemTitle(page)).toBe(group.stories[0]?.title);
    await page.clock.runFor(STORY_PROGRESS_TICK_MS);
    await showing(page, group, 1);
    await page.context().close();
  });

  it('stops after the last item of the last story, with Reload starting that story again', async () => {
    const all = await groups();
    const last = all.at(-1);
    if (!last) throw new Error('the simulator has no stories');
    const page = await openStory(last);
    await showing(page, last, 0);
    for (let i = 0; i < last.stories.length; i++) await page.getByRole('button', { name: 'Next slide' }).click();
    const reload = page.getByRole('button', { name: 'Reload' });
    await reload.waitFor();
    // Stopped: time no longer moves anything, and every bar is full.
    await page.clock.runFor(STORY_VIDEO_MAX_MS * 2);
    expect(await reload.isVisible()).toBe(true);
    expect(await page.locator('.story-bars__track[data-state="seen"]').count()).toBe(last.stories.length);
    expect(page.url()).toBe(suite.site.url + pathOf(last));
    await reload.click();
    await showing(page, last, 0);
    expect(await reload.count()).toBe(0);
    expect(await bar(page).getAttribute('aria-valuenow')).toBe('0');
    await page.context().close();
  });

  it("says 'Something went wrong.' with links to Web Stories and Home when the stories cannot load", async () => {
    const group = firstImageGroup(await groups());
    const page = await (await suite.visitor()).newPage();
    await page.route('**/api/v1/stories**', (route) => route.abort());
    await openInApp(page, suite.site.url, pathOf(group));
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.locator('p').textContent()).toBe('Something went wrong.');
    expect(await alert.getByRole('link', { name: 'Go to Web Stories' }).getAttribute('href')).toBe('/web-stories');
    expect(await alert.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    await alert.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL(`${suite.site.url}/`);
    await page.context().close();
  });
});
