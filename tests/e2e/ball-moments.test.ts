// Ball moments (issue 28): a four, a six or a wicket pushed as it happens plays a short animation over
// the match centre's header and the match's carousel card, moving nothing; none for the ball a page opens with (its snapshot, its
// socket's resume), none under reduced motion, none while the fan has paused live updates.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerFrame, type KeyEvent } from '../../shared/live-protocol';
import { untilAppOwnsPage } from '../support/hydration';
import { pageSuite, type OpenOptions } from '../support/page-suite';
import { nextBoundary, pinSimClock, releaseSimClock, seekMatch } from '../support/sim-control';
import type { WireMatch } from '../support/wire-match';

const suite = pageSuite({ ballMs: 2000 });
const POLL = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };

interface Drawn {
  kind: string | null;
  /** Where it was drawn: over the match header, or a carousel card. */
  over: 'header' | 'card' | 'elsewhere';
}

declare global {
  interface Window {
    drawnMoments: Drawn[];
    /** Layout shifts of the match header or of what it holds (a live page's commentary moves below it). */
    headerShifts: number[];
  }
}

/** Records every ball moment the page draws, however briefly, and the header's layout shifts, from the start. */
function recordMoments(): void {
  window.drawnMoments = [];
  window.headerShifts = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        for (const drawn of [node, ...Array.from(node.querySelectorAll('[data-ball-moment]'))].filter((el) => el.matches('[data-ball-moment]'))) {
          const over = drawn.closest('.match-header') ? 'header' : drawn.closest('.live-card') ? 'card' : 'elsewhere';
          window.drawnMoments.push({ kind: drawn.getAttribute('data-ball-moment'), over });
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    for (const entry of list.getEntries() as Shift[]) {
      const inHeader = entry.sources.some(({ node }) => node instanceof Element && node.closest('.match-header') !== null);
      if (!entry.hadRecentInput && inHeader) window.headerShifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

interface TopicFrames {
  /** The socket's resume (or first snapshot) is over: what comes after it comes as it happens. */
  resumed: boolean;
  /** The key events of the patches its resume replayed. */
  replayed: KeyEvent[];
  /** Patches since. */
  live: number;
}

/** The frames of a topic ('match/87006', 'carousel') a page receives. */
function topicFrames(page: Page, topic: string): TopicFrames {
  const heard: TopicFrames = { resumed: false, replayed: [], live: 0 };
  page.on('websocket', (ws) => {
    if (!new URL(ws.url()).pathname.endsWith(`/live/${topic}`)) return;
    ws.on('framereceived', ({ payload }) => {
      const frame = parseServerFrame(String(payload));
      if (frame?.type === 'status' || frame?.type === 'snapshot') heard.resumed = true;
      else if (frame?.type === 'patch' && heard.resumed) heard.live += 1;
      else if (frame?.type === 'patch') heard.replayed.push(...(frame.events ?? []));
    });
  });
  return heard;
}

const href = (m: WireMatch) => `/series/${m.tournament_slug}/schedule/${m.slug}/commentary`;
const drawn = (page: Page) => page.evaluate(() => window.drawnMoments);

/** The match centre of `match`, on a phone, owned by the app, with the match's socket past its resume. */
async function openMatchCentre(match: WireMatch, options: OpenOptions = {}) {
  const context = await suite.visitor({ viewport: PHONE, ...options });
  await context.addInitScript(recordMoments);
  const page = await context.newPage();
  const frames = topicFrames(page, `match/${match.match_id}`);
  await page.goto(`${suite.site.url}${href(match)}`);
  await untilAppOwnsPage(page);
  return { page, frames };
}

/** Waits until the topic's snapshot (GET /live/{topic}, as pages read it) has the ball of this commentary. */
async function untilTopicHas(topic: string, commentary: string): Promise<void> {
  const latest = async () => {
    const frame = parseServerFrame(await (await fetch(`${suite.site.url}/live/${topic}`)).text());
    const match = frame?.type === 'snapshot' ? (frame.data.match as { info?: { commentaries?: { commentary?: string }[] } }) : undefined;
    return match?.info?.commentaries?.some((c) => c.commentary === commentary) ?? false;
  };
  await expect.poll(latest, POLL).toBe(true);
}

/** Waits for the page's next live change of the topic: by then a moment it was to draw is drawn. */
async function untilNextChange(frames: TopicFrames): Promise<void> {
  const after = frames.live;
  await expect.poll(() => frames.live > after, { timeout: 30_000 }).toBe(true);
}

/**
 * A match in play with a ball of `kind` to come within two overs, the simulator's clock stopped there:
 * the match changes only when a test moves it on (nextBoundary), so the ball it needs is never bowled
 * first while a page loads. Two overs, not the seek's default twenty: the jump to the ball comes to the
 * edge as one change, and a change of 70 balls or more outgrows the topic's resume ring, so a socket
 * resuming across it would get a snapshot, which tells of no moment (seen in a UTC fresh clone). Run
 * the clock again with releaseSimClock.
 */
async function matchAwaiting(kind: 'four' | 'six'): Promise<WireMatch> {
  const match = await seekMatch<WireMatch>(suite.site.simUrl, 'stays-in-play', { awaiting: kind, within: 12 });
  await pinSimClock(suite.site.simUrl);
  return match;
}

describe('a ball moment', () => {
  afterEach(() => releaseSimClock(suite.site.simUrl));

  it('plays over the match header for a six pushed as it happens, then goes, moving nothing', async () => {
    const match = await matchAwaiting('six');
    const { page, frames } = await openMatchCentre(match);
    await expect.poll(() => frames.resumed, POLL).toBe(true);
    await nextBoundary(suite.site.simUrl, match.match_id, 6);
    await expect.poll(() => drawn(page), POLL).toContainEqual({ kind: 'six', over: 'header' });
    // The clock stands at the six: from here on only the moment changes the page.
    const burst = page.locator('.match-header [data-ball-moment="six"]');
    const layout = () =>
      page.evaluate(() =>
        [...Array.from(document.querySelectorAll('.match-header *:not(.ball-burst, .ball-burst *)')), document.querySelector('.match-centre__panel')!].map((el) => {
          const { x, y, width, height } = el.getBoundingClientRect();
          return [x, y + window.scrollY, width, height].join();
        }),
      );
    const [during, shifted] = await Promise.all([layout(), page.evaluate(() => window.headerShifts.length)]);
    expect(await burst.count()).toBe(1);
    // It covers the header inside its border, and nothing else.
    const [box, covered] = await Promise.all([burst.boundingBox(), page.locator('.match-header').boundingBox()]);
    const border = await page.locator('.match-header').evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth));
    expect(box).toEqual({ x: covered!.x + border, y: covered!.y + border, width: covered!.width - 2 * border, height: covered!.height - 2 * border });
    // Gone once played, and the header and the page under it are where they were while it played.
    await expect.poll(() => burst.count(), POLL).toBe(0);
    expect(await layout()).toEqual(during);
    expect((await page.evaluate(() => window.headerShifts)).slice(shifted)).toEqual([]);
    await page.context().close();
  });

  it("plays over the match's carousel card on any page", async () => {
    const match = await matchAwaiting('six');
    const context = await suite.visitor();
    await context.addInitScript(recordMoments);
    const page = await context.newPage();
    const frames = topicFrames(page, 'carousel');
    await page.goto(suite.site.url);
    await untilAppOwnsPage(page);
    await page.getByRole('group', { name: 'Carousel filter' }).getByRole('button', { name: 'Live Score' }).click();
    await page.locator(`.live-card[data-match-id="${match.match_id}"]`).waitFor();
    await expect.poll(() => frames.resumed, POLL).toBe(true);
    await nextBoundary(suite.site.simUrl, match.match_id, 6);
    await expect.poll(() => drawn(page), POLL).toContainEqual({ kind: 'six', over: 'card' });
    await context.close();
  });

  it('plays for no ball the page opens with: not from its resume, not from its snapshot', async () => {
    const match = await matchAwaiting('six');
    const topic = `match/${match.match_id}`;
    // A page served before the six, whose socket connects only after it: its resume replays the six.
    const context = await suite.visitor({ viewport: PHONE });
    await context.addInitScript(recordMoments);
    const resuming = await context.newPage();
    let connect!: () => void;
    const sixTold = new Promise<void>((resolve) => (connect = resolve));
    await resuming.routeWebSocket(new RegExp(`/live/${topic}\\?`), async (ws) => {
      await sixTold;
      ws.connectToServer();
    });
    const resumed = topicFrames(resuming, topic);
    await resuming.goto(`${suite.site.url}${href(match)}`);
    await untilAppOwnsPage(resuming);
    const ball = await nextBoundary(suite.site.simUrl, match.match_id, 6);
    await untilTopicHas(topic, ball.commentary);
    connect();
    await expect.poll(() => resumed.resumed, POLL).toBe(true);
    expect(resumed.replayed.map((e) => e.kind)).toContain('six');
    // The page has taken the replay in: it says the six it missed (docs/live-protocol.md).
    await expect.poll(() => resuming.getByTestId('key-moments').textContent(), POLL).toContain('SIX!');

    // A page opened after the six: its snapshot has it.
    const { page: opened, frames } = await openMatchCentre(match);
    await expect.poll(() => frames.resumed, POLL).toBe(true);
    for (const page of [resuming, opened]) {
      // A moment the page was to draw has loaded its drawing by now.
      await page.waitForLoadState('networkidle');
      // (A carousel's card may yet tell of it: the carousel's change with the six can come after a page opened.)
      expect((await drawn(page)).filter((d) => d.over === 'header')).toEqual([]);
    }
    await context.close();
    await opened.context().close();
  });

  it('plays for none under reduced motion, though the page tells of the ball', async () => {
    const match = await matchAwaiting('four');
    const { page, frames } = await openMatchCentre(match, { reducedMotion: 'reduce' });
    await expect.poll(() => frames.resumed, POLL).toBe(true);
    await nextBoundary(suite.site.simUrl, match.match_id, 4);
    await expect.poll(() => page.getByTestId('key-moments').textContent(), POLL).toContain('FOUR!');
    // Play on: by its next change, a moment the page was to draw is drawn.
    await releaseSimClock(suite.site.simUrl);
    await untilNextChange(frames);
    expect(await drawn(page)).toEqual([]);
    await page.context().close();
  });

  it('plays for none while live updates are paused', async () => {
    const match = await matchAwaiting('six');
    const { page, frames } = await openMatchCentre(match);
    await expect.poll(() => frames.resumed, POLL).toBe(true);
    await page.getByRole('button', { name: 'Pause live updates' }).click();
    await page.getByRole('button', { name: 'Resume live updates' }).waitFor();
    await nextBoundary(suite.site.simUrl, match.match_id, 6);
    // The change with the six has come; play on, and one more after it.
    await untilNextChange(frames);
    await releaseSimClock(suite.site.simUrl);
    await untilNextChange(frames);
    // The pause is the match centre's: the carousel's strip above it is not paused.
    expect((await drawn(page)).filter((d) => d.over === 'header')).toEqual([]);
    await page.context().close();
  });
});
