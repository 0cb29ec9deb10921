import { describe, expect, it } from 'vitest';
import { KEY_EVENT_MAX_GAP_MS, KEY_EVENTS_PER_FRAME_MAX } from '../../../shared/constants';
import type { KeyEvent } from '../../../shared/live-protocol';
import {
  addFollower,
  eventsForFollowers,
  followedEventsToTell,
  forgetToldEvents,
  isFollowed,
  keepFollowedEvents,
  liveMatchIds,
  type Following,
} from '../../../edge/src/live/topic-following';

const meta = (): Following => ({});

const wicket = (matchId: number, ball: number): KeyEvent => ({
  id: `${matchId}:1:${ball}:wicket`,
  kind: 'wicket',
  match_id: matchId,
  innings: 1,
  text: `Wicket! ball ${ball}`,
});

describe('a followed topic', () => {
  it('is followed while a lease runs, and drops leases that have run out', () => {
    const m = meta();
    expect(isFollowed(m, 1_000)).toBe(false);
    addFollower(m, 'carousel', 2_000);
    expect(isFollowed(m, 1_999)).toBe(true);
    addFollower(m, 'carousel', 3_000);
    expect(isFollowed(m, 2_500)).toBe(true);
    expect(isFollowed(m, 3_001)).toBe(false);
    expect(m.followers).toEqual({});
  });

  it('hands its key events but over ends to the followers whose lease runs', () => {
    const m = meta();
    addFollower(m, 'carousel', 2_000);
    addFollower(m, 'gone', 500);
    const overEnd: KeyEvent = { id: '1:1:9:over_end', kind: 'over_end', match_id: 1, innings: 1, text: 'End of over 2: 7 runs' };
    expect(eventsForFollowers(m, [wicket(1, 8), overEnd], 1_000)).toEqual({ followers: ['carousel'], told: [wicket(1, 8)] });
    expect(eventsForFollowers(m, [overEnd], 1_000)).toEqual({ followers: [], told: [] });
  });
});

describe("the follower's kept events", () => {
  it('are told in the order they came, until a change has carried them', () => {
    const m = meta();
    keepFollowedEvents(m, [wicket(1, 10), wicket(1, 12)], 1_000);
    keepFollowedEvents(m, [wicket(2, 5)], 1_500);
    const told = followedEventsToTell(m, 2_000);
    expect(told.map((e) => e.id)).toEqual(['1:1:10:wicket', '1:1:12:wicket', '2:1:5:wicket']);
    // One came while the change was being made: it waits for the next.
    keepFollowedEvents(m, [wicket(2, 7)], 2_100);
    forgetToldEvents(m, told, 2_200);
    expect(followedEventsToTell(m, 2_300).map((e) => e.id)).toEqual(['2:1:7:wicket']);
  });

  it('are never told once they have waited longer than a key event may', () => {
    const m = meta();
    keepFollowedEvents(m, [wicket(1, 10)], 1_000);
    expect(followedEventsToTell(m, 1_000 + KEY_EVENT_MAX_GAP_MS + 1)).toEqual([]);
    forgetToldEvents(m, [], 1_000 + KEY_EVENT_MAX_GAP_MS + 1);
    expect(m.pendingEvents).toEqual([]);
  });

  it("keep the latest of a frame's worth", () => {
    const m = meta();
    const many = Array.from({ length: KEY_EVENTS_PER_FRAME_MAX + 3 }, (_, i) => wicket(1, i));
    keepFollowedEvents(m, many, 1_000);
    const told = followedEventsToTell(m, 1_000);
    expect(told).toHaveLength(KEY_EVENTS_PER_FRAME_MAX);
    expect(told.at(-1)).toEqual(many.at(-1));
  });

  it("keep a wicket told before a frame's worth of fours and sixes", () => {
    const m = meta();
    keepFollowedEvents(m, [wicket(1, 1)], 1_000);
    const boundaries = Array.from({ length: KEY_EVENTS_PER_FRAME_MAX }, (_, i): KeyEvent => ({ ...wicket(2, i), id: `2:1:${i}:four`, kind: 'four' }));
    keepFollowedEvents(m, boundaries, 2_000);
    const told = followedEventsToTell(m, 2_000);
    expect(told).toHaveLength(KEY_EVENTS_PER_FRAME_MAX);
    expect(told[0]).toEqual(wicket(1, 1));
  });
});

describe('the matches the carousel follows', () => {
  it('are those it lists as Live, skipping entries it cannot read', () => {
    const state = {
      matches: [
        { match_id: 11, status: 'Live' },
        { match_id: 12, status: 'Completed' },
        { match_id: 'x', status: 'Live' },
        { match_id: 13, status: 'Live', teama: {} },
        null,
      ],
    };
    expect(liveMatchIds(state as never)).toEqual([11, 13]);
    expect(liveMatchIds(null)).toEqual([]);
    expect(liveMatchIds({ matches: 'none' })).toEqual([]);
  });
});
