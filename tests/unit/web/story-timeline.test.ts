import { describe, expect, it } from 'vitest';
import { STORY_IMAGE_MS, STORY_PROGRESS_TICK_MS, STORY_VIDEO_MAX_MS } from '../../../shared/constants';
import {
  startStoryTimeline,
  storyItemMs,
  storyProgress,
  storyTimelineReducer as reduce,
  type StoryAction,
  type StoryTimeline,
} from '../../../web/src/features/web-stories/story-timeline';

const run = (state: StoryTimeline, ...actions: StoryAction[]) => actions.reduce(reduce, state);
const ticks = (n: number): StoryAction[] => Array.from({ length: n }, () => ({ type: 'tick' }));
const ready = (durationMs = STORY_IMAGE_MS): StoryAction => ({ type: 'media-ready', durationMs });
const where = (s: StoryTimeline) => [s.group, s.item];

describe('storyItemMs', () => {
  it('gives an image 10 s and a video its duration, capped at 30 s', () => {
    expect(storyItemMs('image')).toBe(STORY_IMAGE_MS);
    expect(storyItemMs('image', 4)).toBe(STORY_IMAGE_MS);
    expect(storyItemMs('video', 4.2)).toBe(4_200);
    expect(storyItemMs('video', 30)).toBe(30_000);
    expect(storyItemMs('video', 95)).toBe(STORY_VIDEO_MAX_MS);
  });

  it('gives a video with no usable duration the cap', () => {
    for (const seconds of [undefined, Number.NaN, Number.POSITIVE_INFINITY, 0, -1]) expect(storyItemMs('video', seconds)).toBe(STORY_VIDEO_MAX_MS);
  });
});

describe('the story timeline', () => {
  it('advances an image after 10 s of 100 ms ticks and not one tick before', () => {
    const start = run(startStoryTimeline([3, 2], 'close'), ready());
    const perItem = STORY_IMAGE_MS / STORY_PROGRESS_TICK_MS;
    const almost = run(start, ...ticks(perItem - 1));
    expect(where(almost)).toEqual([0, 0]);
    expect(storyProgress(almost)[0]).toBeCloseTo(0.99);
    expect(where(run(almost, { type: 'tick' }))).toEqual([0, 1]);
  });

  it('advances a video after its own duration', () => {
    const start = run(startStoryTimeline([2], 'stop'), ready(storyItemMs('video', 4)));
    expect(where(run(start, ...ticks(39)))).toEqual([0, 0]);
    expect(where(run(start, ...ticks(40)))).toEqual([0, 1]);
  });

  it('does not run while the media loads or buffers, or while the fan has paused', () => {
    const loading = startStoryTimeline([2], 'close');
    expect(run(loading, ...ticks(500)).elapsedMs).toBe(0);
    const playing = run(loading, ready(), ...ticks(10));
    expect(playing.elapsedMs).toBe(1_000);
    expect(run(playing, { type: 'media-waiting' }, ...ticks(10)).elapsedMs).toBe(1_000);
    const paused = run(playing, { type: 'pause' }, ...ticks(200));
    expect(paused.elapsedMs).toBe(1_000);
    expect(where(paused)).toEqual([0, 0]);
    expect(run(paused, { type: 'play' }, ...ticks(5)).elapsedMs).toBe(1_500);
  });

  it('steps to the next item, then the next group, then closes the list viewer', () => {
    let s = startStoryTimeline([2, 1], 'close');
    s = run(s, { type: 'next' });
    expect(where(s)).toEqual([0, 1]);
    s = run(s, { type: 'next' });
    expect(where(s)).toEqual([1, 0]);
    expect(s.status).toBe('playing');
    s = run(s, { type: 'next' });
    expect(s.status).toBe('closed');
    // Closed is final: nothing brings it back.
    expect(run(s, { type: 'previous' }, { type: 'open', group: 0 }).status).toBe('closed');
  });

  it('stops the single page after the last item with full bars, and restarts the group on reload', () => {
    let s = run(startStoryTimeline([1, 3], 'stop', 1), ready(), { type: 'next' }, ready(), { type: 'next' }, ready());
    expect(where(s)).toEqual([1, 2]);
    s = run(s, ...ticks(STORY_IMAGE_MS / STORY_PROGRESS_TICK_MS));
    expect(s.status).toBe('stopped');
    expect(storyProgress(s)).toEqual([1, 1, 1]);
    expect(run(s, { type: 'next' })).toBe(s);
    expect(run(s, ...ticks(10))).toBe(s);
    const again = run(s, { type: 'restart' });
    expect(where(again)).toEqual([1, 0]);
    expect(again.status).toBe('playing');
    expect(storyProgress(again)).toEqual([0, 0, 0]);
  });

  it('goes back an item, then to the last item of the previous group, and restarts the very first item', () => {
    let s = run(startStoryTimeline([3, 2], 'close', 1), ready(), ...ticks(20));
    s = run(s, { type: 'previous' });
    expect(where(s)).toEqual([0, 2]);
    expect(s.elapsedMs).toBe(0);
    s = run(s, { type: 'previous' }, { type: 'previous' }, { type: 'previous' });
    expect(where(s)).toEqual([0, 0]);
  });

  it('goes back from the stopped end to the last item', () => {
    const s = run(startStoryTimeline([2], 'stop'), { type: 'next' }, { type: 'next' });
    expect(s.status).toBe('stopped');
    const back = run(s, { type: 'previous' });
    expect(where(back)).toEqual([0, 1]);
    expect(back.status).toBe('playing');
  });

  it('fills the bars before the current item, part of the current one, none after', () => {
    const s = run(startStoryTimeline([4], 'close'), { type: 'next' }, ready(), ...ticks(25));
    expect(storyProgress(s)).toEqual([1, 0.25, 0, 0]);
  });

  it('skips empty groups and opens a chosen group at its first item, unpaused', () => {
    const s = run(startStoryTimeline([1, 0, 2], 'close'), { type: 'next' });
    expect(where(s)).toEqual([2, 0]);
    expect(where(run(s, { type: 'previous' }))).toEqual([0, 0]);
    const opened = run(s, { type: 'pause' }, { type: 'open', group: 0 });
    expect(where(opened)).toEqual([0, 0]);
    expect(opened.paused).toBe(false);
  });
});
