// Every page family the edge renders with React (web/src/edge-render.tsx): the HTML it serves is
// already the page (read here with JavaScript off, as a crawler or a fan with scripts blocked reads
// it), and the browser's React takes that HTML over in place. At 390 and 1280 px, light at one width
// and dark at the other (page-families.ts's productionViews), the element the fan saw before any
// script ran is the very element React hydrated (not one drawn anew), and nothing is said in the
// console: no error, no warning, no hydration message. The same pages in
// production's configuration and hydrated by a development build: edge-render-production.test.ts and
// edge-render-development.test.ts.
import { displayScore } from '../../shared/format/score';
import { parseServerFrame, type ClientMessage, type ServerMessage } from '../../shared/live-protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageStateOf } from '../support/page-head';
import {
  EVERY_FAMILY,
  expectServedAsPages,
  families,
  hydrate,
  matchCentre,
  MAX_LAYOUT_SHIFT,
  productionViews,
  type Family,
  type ListedMatch,
} from '../support/page-families';
import { pageSuite } from '../support/page-suite';
import { seekMatch } from '../support/sim-control';

const suite = pageSuite({ warm: ['/'] });

describe('a live match centre the edge renders', () => {
  it("is the topic's snapshot it was rendered at, and its sockets resume from there: no second snapshot", async () => {
    // One that stays in play while the test watches it move on.
    const match = await seekMatch<ListedMatch>(suite.site.simUrl, 'stays-in-play');
    const topic = `match/${match.match_id}`;
    const context = await suite.visitor({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const sent: ClientMessage[] = [];
    const received: ServerMessage[] = [];
    const snapshotReads: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => sent.push(JSON.parse(String(payload)) as ClientMessage));
      socket.on('framereceived', ({ payload }) => {
        const frame = parseServerFrame(String(payload));
        if (frame) received.push(frame);
      });
    });
    page.on('request', (request) => {
      if (request.resourceType() !== 'websocket' && new URL(request.url()).pathname.startsWith('/live/')) snapshotReads.push(request.url());
    });
    // The match's header as the edge sent it, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as { servedHeader?: string }).servedHeader = document.querySelector('.match-header')?.textContent ?? '';
      });
    });
    // The edge's topic of the match sees it live at its first poll, at once: no page has asked for the
    // match before this test (it comes first in the file), or the topic would have been polling it as
    // scheduled, every LIVE_MATCH_IDLE_POLL_MS, and seen the seek only at its next poll.
    const readTopic = async () => parseServerFrame(await (await fetch(`${suite.site.url}/live/${topic}`)).text());
    const liveOnEdge = async () => {
      const frame = await readTopic();
      return frame?.type === 'snapshot' ? (frame.data.match as { status?: unknown } | undefined)?.status : null;
    };
    await expect.poll(liveOnEdge, { timeout: 30_000, interval: 500 }).toBe('Live');
    const before = await readTopic();
    const response = await page.goto(suite.site.url + matchCentre(match, 'commentary'));
    const state = pageStateOf(await response!.text());
    if (!state) throw new Error('the match centre came without its state');
    const snapshot = state.live[topic];
    if (!snapshot || before?.type !== 'snapshot') throw new Error(`the page was not rendered with ${topic}`);
    // The topic as it was when the page was asked for, or newer: never an older state.
    expect([snapshot.epoch, snapshot.seq >= before.seq]).toEqual([before.epoch, true]);

    // The score and the state of play the fan first saw are the snapshot's.
    const served = snapshot.data.match as unknown as ListedMatch;
    const header = await page.evaluate(() => (window as { servedHeader?: string }).servedHeader ?? '');
    // As the page writes a score: a side bowled out (the chase of a seeked match) without its '/10'.
    for (const side of [served.teama, served.teamb]) if (side.scores) expect(header).toContain(displayScore(side.scores));
    if (served.status_note) expect(header).toContain(served.status_note);

    // Each topic the page came with is asked for from its seq, and the match moves on from there.
    const resumedFrom = (name: string) => sent.find((frame) => frame.type === 'subscribe' && frame.topic === name);
    try {
      await expect
        .poll(() => received.some((frame) => frame.type === 'patch' && frame.topic === topic && frame.seq > snapshot.seq), { timeout: 30_000 })
        .toBe(true);
    } catch {
      // What the socket did and where the topic stands, so that a failure says why.
      const now = await readTopic();
      const frames = (list: (ClientMessage | ServerMessage)[]) => list.map((frame) => JSON.stringify(frame).slice(0, 120));
      throw new Error(
        `no patch of ${topic} after seq ${snapshot.seq} (epoch ${snapshot.epoch}) in 30 s; the topic now: ` +
          `${now?.type === 'snapshot' ? `seq ${now.seq}, epoch ${now.epoch}, ${String((now.data.match as { status?: unknown }).status)}` : 'no snapshot'}\n` +
          `sent: ${frames(sent).join('\n  ')}\nreceived: ${frames(received).join('\n  ')}`,
      );
    }
    for (const [name, { seq, epoch }] of Object.entries(state.live)) {
      expect(resumedFrom(name)).toEqual({ type: 'subscribe', topic: name, since: seq, epoch });
    }
    expect(received.filter((frame) => frame.type === 'snapshot').map((frame) => frame.topic)).toEqual([]);
    expect(snapshotReads).toEqual([]);
    await context.close();
  });
});

describe('a page the edge renders', () => {
  let all: Family[] = [];
  beforeAll(async () => {
    all = await families((path) => suite.api(path));
  });

  // Read with JavaScript off in production's configuration (edge-render-production.test.ts): what ships.
  it('is served as the page itself: its main content is in the HTML', EVERY_FAMILY, async () => {
    await expectServedAsPages(suite.browser, suite.site.url, all, { readWithoutScript: false });
  });

  it.each([390, 1280])('is taken over in place by React, with nothing in the console, at %i px, light or dark by turn', EVERY_FAMILY, async (width) => {
    for (const [index, family] of all.entries()) {
      const view = productionViews(index).find((v) => v.width === width)!;
      const { said, reactDevelopmentBuild, shifted, lateStylesheets } = await hydrate(suite.browser, suite.site.url + family.path, view, family.live);
      const seen = `${family.name} (${view.colorScheme}, ${view.timezoneId})`;
      expect([seen, said, reactDevelopmentBuild, lateStylesheets]).toEqual([seen, [], false, []]);
      // Lighthouse's bar for a good page: the stylesheets of what the edge drew came with it.
      const sum = shifted.reduce((total, shift) => total + shift.value, 0);
      expect([seen, sum <= MAX_LAYOUT_SHIFT ? 'steady' : shifted]).toEqual([seen, 'steady']);
    }
  });
});
