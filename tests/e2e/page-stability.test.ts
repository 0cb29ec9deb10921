// The pages a fan lands on from a shared link or a search hold still while they load: cumulative
// layout shift, read by Chromium itself from the first paint (the static shell, before any script)
// through the first two screens of content, at phone and desktop widths. Home is read to its foot
// in home-layout.test.ts. And once loaded they come to rest: no animation runs on a page nobody
// touches (an endless pulse draws a frame every 16 ms for as long as the page is open).
import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, layoutShifts, readThrough, recordLayoutShifts } from '../support/layout-shift';
import { sharedPageSuite } from '../support/page-suite';
import type { WireMatch } from '../support/wire-match';

const suite = sharedPageSuite({ warm: ['/', '/schedule/live', '/points-table'] });
const { api } = suite;

/** Good CLS, as Core Web Vitals rate it; the pages aim at half of it. */
const CLS_BUDGET = 0.1;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

interface Landing {
  name: string;
  path: () => Promise<string>;
  /** Shown once the page's own content has arrived. */
  ready: string;
}

type Summary = { id: number; slug: string; type: string; isLive: boolean };

const LANDINGS: Landing[] = [
  {
    name: 'an article',
    path: async () => {
      const { data } = await api<{ data: Summary[] }>('/v1/news/home/news?per_page=30&page_no=1');
      const article = data.find((a) => !a.isLive && a.type === 'news');
      if (!article) throw new Error('the simulator has no plain news article');
      return `/cricket-news/${article.slug}-${article.id}`;
    },
    ready: '.article__content',
  },
  {
    name: 'a live match centre',
    path: async () => {
      const { data } = await api<{ data: WireMatch[] }>('/v2/matches/live');
      const match = data.find((m) => m.status === 'Live');
      if (!match) throw new Error('the simulator has no live match');
      return `/series/${match.tournament_slug}/schedule/${match.slug}/commentary`;
    },
    ready: '.commentary__item',
  },
  { name: 'the live schedule', path: async () => '/schedule/live', ready: '.schedule-page .match-card' },
  {
    name: 'a series',
    path: async () => {
      const { data } = await api<{ data: { slug: string }[] }>('/v1/series/recent');
      if (!data[0]) throw new Error('the simulator has no recent series');
      return `/series/${data[0].slug}/schedule`;
    },
    ready: '.match-card',
  },
  { name: 'the points table', path: async () => '/points-table', ready: '.points-team' },
  {
    // A category's list, as a fan opens it from the More menu: its stylesheet came late once (the
    // edge did not know the page), and its grid reflowed from one column to three.
    name: 'a category',
    path: async () => {
      const { data } = await api<{ data: { slug: string }[] }>('/v1/news/home/categoryNews');
      if (!data[0]) throw new Error('the simulator has no category');
      return `/category/${data[0].slug}`;
    },
    ready: '.story-card',
  },
];

describe('a landing page', () => {
  for (const landing of LANDINGS) {
    it.each(VIEWPORTS)(`${landing.name} holds still from first paint at $width px (CLS under ${CLS_BUDGET})`, async (viewport) => {
      const context = await suite.visitor({ viewport });
      // Installed before any script of the page: every shift from the first paint on is counted.
      await recordLayoutShifts(context);
      const page = await context.newPage();
      await page.goto(`${suite.site.url}${await landing.path()}`);
      await page.locator(landing.ready).first().waitFor();
      await readThrough(page, 2);
      const cls = await cumulativeLayoutShift(page);
      const sources = (await layoutShifts(page)).flatMap((shift) => shift.sources);
      console.log(
        `${landing.name} CLS at ${viewport.width} px: ${cls.toFixed(4)}${sources.length ? ` (${[...new Set(sources)].join(', ')})` : ''}`,
      );
      expect(cls).toBeLessThan(CLS_BUDGET);
      await context.close();
    });
  }
});

/** Animations of the page still running: each a frame drawn every 16 ms, on a phone's battery. */
const RUNNING_ANIMATIONS = `document.getAnimations()
  .filter((animation) => animation.playState === 'running')
  .map((animation) => animation.animationName + ' on .' + String(animation.effect.target.className).split(' ').join('.'))`;

describe('a page at rest', () => {
  const matchCentre = LANDINGS.find((landing) => landing.name === 'a live match centre')!;
  for (const landing of [matchCentre, { name: 'home', path: async () => '/', ready: '.live-carousel__list li' }]) {
    it(`${landing.name} stops animating once loaded: live dots pulse as they appear, skeletons far below hold still`, async () => {
      const page = await suite.open(await landing.path(), { viewport: VIEWPORTS[0] });
      await page.locator(landing.ready).first().waitFor();
      // A live dot pulses three times (3.6 s); the skeletons near the screen go as their blocks load.
      await expect.poll(() => page.evaluate(RUNNING_ANIMATIONS), { timeout: 15_000 }).toEqual([]);
      await page.context().close();
    });
  }
});
