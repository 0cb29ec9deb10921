// Where live topics are read on each side (web/src/lib/live/live-source.ts): the edge's render notes
// the topics its components ask for and reads each once; the browser's store starts from the
// snapshots the page carries, leaving out any it cannot trust, and keeps them as hydration's state.
import { describe, expect, it } from 'vitest';
import type { LiveSnapshot } from '../../../shared/page-render';
import { browserLiveSource, renderLiveSource } from '../../../web/src/lib/live/live-source';
import { EMPTY_TOPIC } from '../../../web/src/lib/live/live-store';

const SNAPSHOT: LiveSnapshot = { data: { match: { match_id: 7 } }, seq: 41, epoch: 'e1', staleSince: null };

describe("a render's live topics on the edge", () => {
  it('reads each topic asked for once, and leaves one the edge cannot give to the browser', () => {
    const live = renderLiveSource();
    live.want!('match/7');
    live.want!('carousel');
    live.want!('match/7');
    expect(live.unread()).toEqual(['match/7', 'carousel']);
    live.put('match/7', SNAPSHOT);
    live.put('carousel', null);
    expect(live.unread()).toEqual([]);
    expect(live.snapshots()).toEqual({ 'match/7': SNAPSHOT });
    // What the render draws with: the snapshot, not yet live (its socket opens in the browser).
    expect(live.served().topics['match/7']).toEqual({ ...EMPTY_TOPIC, data: SNAPSHOT.data, seq: 41, epoch: 'e1' });
    expect(live.served().topics.carousel).toBeUndefined();
  });
});

describe("the browser's live topics", () => {
  it('start from the snapshots the page carries, which are also the state hydration draws', () => {
    const live = browserLiveSource({
      'match/7': SNAPSHOT,
      'match/8': { data: [], seq: 1, epoch: 'e' },
      'match/9': { data: {}, seq: '3', epoch: 'e', staleSince: null },
      'blog/5': null,
    });
    const topics = live.store.getState().topics;
    expect(topics['match/7']).toEqual({ ...EMPTY_TOPIC, data: SNAPSHOT.data, seq: 41, epoch: 'e1' });
    for (const broken of ['match/8', 'match/9', 'blog/5']) expect(topics[broken]).toBeUndefined();
    expect(live.served().topics['match/7']).toBe(topics['match/7']);
  });

  it('serve nothing to hydrate from on a page the edge did not render', () => {
    expect(browserLiveSource(undefined).served()).toEqual({ topics: {} });
  });
});
