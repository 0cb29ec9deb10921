// The story viewer's clock as a pure state machine (SPEC section 4, Story viewer): where the fan is
// (story group and item), how far the current item has run, and what stops it running. The viewer
// component only renders this state and turns timer ticks, taps, keys and media events into
// actions, so every timing rule is tested here without a browser.
import { STORY_IMAGE_MS, STORY_PROGRESS_TICK_MS, STORY_VIDEO_MAX_MS } from '../../../../shared/constants';

/** What happens after the last item of the last group: the list viewer closes, the single page stops. */
export type StoryEnd = 'close' | 'stop';

export interface StoryTimeline {
  /** Items per story group, in order. */
  readonly counts: readonly number[];
  readonly end: StoryEnd;
  readonly group: number;
  readonly item: number;
  readonly elapsedMs: number;
  /** The current item's length; null until its media says (a video's duration is known on load). */
  readonly durationMs: number | null;
  /** Paused by the fan. */
  readonly paused: boolean;
  /** The media is loading or buffering: time does not run while the fan sees nothing move. */
  readonly waiting: boolean;
  readonly status: 'playing' | 'stopped' | 'closed';
}

export type StoryAction =
  | { type: 'tick' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'pause' }
  | { type: 'play' }
  | { type: 'media-ready'; durationMs: number }
  | { type: 'media-waiting' }
  | { type: 'restart' }
  | { type: 'open'; group: number };

/** How long an item shows: an image 10 s, a video its own duration capped at 30 s. */
export function storyItemMs(type: 'image' | 'video', videoSeconds?: number): number {
  if (type === 'image') return STORY_IMAGE_MS;
  // A stream or a broken file reports no usable duration: it gets the cap.
  if (videoSeconds === undefined || !Number.isFinite(videoSeconds) || videoSeconds <= 0) return STORY_VIDEO_MAX_MS;
  return Math.min(Math.round(videoSeconds * 1000), STORY_VIDEO_MAX_MS);
}

function at(state: StoryTimeline, group: number, item: number): StoryTimeline {
  return { ...state, group, item, elapsedMs: 0, durationMs: null, waiting: true, paused: false, status: 'playing' };
}

/** A timeline at the first item of `group` (clamped to the groups there are). */
export function startStoryTimeline(counts: readonly number[], end: StoryEnd, group = 0): StoryTimeline {
  const first = Math.min(Math.max(0, group), Math.max(0, counts.length - 1));
  return at({ counts, end, group: 0, item: 0, elapsedMs: 0, durationMs: null, paused: false, waiting: true, status: 'playing' }, first, 0);
}

function next(state: StoryTimeline): StoryTimeline {
  const count = state.counts[state.group] ?? 0;
  if (state.item + 1 < count) return at(state, state.group, state.item + 1);
  // The next group with anything in it; an empty group has nothing to show.
  for (let g = state.group + 1; g < state.counts.length; g++) if ((state.counts[g] ?? 0) > 0) return at(state, g, 0);
  if (state.end === 'close') return { ...state, status: 'closed' };
  return { ...state, status: 'stopped', elapsedMs: state.durationMs ?? 0, paused: false };
}

function previous(state: StoryTimeline): StoryTimeline {
  // Stopped after the last item: back to that item, from its start.
  if (state.status === 'stopped') return at(state, state.group, state.item);
  if (state.item > 0) return at(state, state.group, state.item - 1);
  for (let g = state.group - 1; g >= 0; g--) {
    const count = state.counts[g] ?? 0;
    if (count > 0) return at(state, g, count - 1);
  }
  // The very first item: it starts again.
  return at(state, state.group, 0);
}

export function storyTimelineReducer(state: StoryTimeline, action: StoryAction): StoryTimeline {
  if (state.status === 'closed') return state;
  switch (action.type) {
    case 'tick': {
      if (state.status !== 'playing' || state.paused || state.waiting || state.durationMs === null) return state;
      const elapsedMs = state.elapsedMs + STORY_PROGRESS_TICK_MS;
      return elapsedMs >= state.durationMs ? next(state) : { ...state, elapsedMs };
    }
    case 'next':
      return state.status === 'stopped' ? state : next(state);
    case 'previous':
      return previous(state);
    case 'pause':
      return state.status === 'playing' ? { ...state, paused: true } : state;
    case 'play':
      return { ...state, paused: false };
    case 'media-ready':
      if (state.status !== 'playing') return state;
      return { ...state, durationMs: action.durationMs, waiting: false };
    case 'media-waiting':
      return state.status === 'playing' ? { ...state, waiting: true } : state;
    case 'restart':
      return at(state, state.group, 0);
    case 'open':
      return at(state, Math.min(Math.max(0, action.group), state.counts.length - 1), 0);
  }
}

/** How full each of the current group's progress bars is, 0 to 1. */
export function storyProgress(state: StoryTimeline): number[] {
  const count = state.counts[state.group] ?? 0;
  return Array.from({ length: count }, (_, i) => {
    if (state.status === 'stopped' || i < state.item) return 1;
    if (i > state.item || !state.durationMs) return 0;
    return Math.min(1, state.elapsedMs / state.durationMs);
  });
}
