// The top of an article page as the edge serves it (edge/src/pages/article-top.ts) is a copy of the
// SPA's markup, so that the headline and the image paint before any script and nothing moves when
// the app takes over. Read with the scripts held back and again after the app's first render, at a
// phone's width and a desktop's, every element of the top has the same text in the same place.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageSuite } from '../support/page-suite';
import { articlePath, type WireArticle } from '../support/wire-article';

const suite = pageSuite();
const POLL = { timeout: 15_000 };

/** Every element of the top, in the order the page shows them. */
const TOP = [
  '.page__crumbs',
  '.page__title',
  '.article__excerpt',
  '.article__byline',
  '.article__author a',
  '.article-actions',
  '.article-actions__like',
  '.article-actions__share',
  '.article-actions__font',
  '.article-actions__font--up',
  '.article__figure img',
  '.article__figure figcaption',
];

interface Drawn {
  selector: string;
  /** Its box, relative to the page frame's, in whole pixels. */
  box: [number, number, number, number];
  /** Its text, with each relative time read as its datetime (the words may tick between two loads). */
  text: string;
  attributes: Record<string, string>;
}

function readTop(page: Page): Promise<Drawn[]> {
  return page.evaluate((selectors) => {
    const frame = document.querySelector('.page')!.getBoundingClientRect();
    return selectors.map((selector) => {
      const element = document.querySelector(selector);
      if (!element) return { selector, box: [0, 0, 0, 0], text: 'missing', attributes: {} };
      const box = element.getBoundingClientRect();
      const copy = element.cloneNode(true) as Element;
      for (const time of Array.from(copy.querySelectorAll('time'))) time.textContent = time.getAttribute('datetime');
      const kept = ['href', 'src', 'alt', 'aria-label', 'aria-pressed', 'role', 'width', 'height'];
      return {
        selector,
        box: [box.x - frame.x, box.y - frame.y, box.width, box.height].map(Math.round) as [number, number, number, number],
        text: (copy.textContent ?? '').replace(/\s+/g, ' ').trim(),
        attributes: Object.fromEntries(kept.flatMap((name) => (element.hasAttribute(name) ? [[name, element.getAttribute(name)!]] : []))),
      };
    });
  }, TOP);
}

async function anArticle(): Promise<WireArticle> {
  const list = await suite.api<{ data: (WireArticle & { excerpt?: string })[] }>('/v1/news/home/top_story?per_page=10&page_no=1');
  const article = list.data.find((a) => !a.isLive && a.image && a.author?.username && a.excerpt);
  if (!article) throw new Error('the simulator offered no article with an image, an author and an excerpt');
  return article;
}

describe("an article's top", () => {
  it.each([
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 900 }],
  ])('on %s, is drawn by the edge where the app draws it, with the same text', async (_name, viewport) => {
    const path = articlePath(await anArticle());

    const served = await (await suite.visitor({ viewport })).newPage();
    await served.route('**/assets/*.js', (route) => route.abort());
    await served.goto(suite.site.url + path);
    const before = await readTop(served);
    // Without its scripts the page is what the edge wrote: no app has rendered it.
    expect(await served.locator('.article-body').count()).toBe(0);
    await served.context().close();

    const rendered = await (await suite.visitor({ viewport })).newPage();
    await rendered.goto(suite.site.url + path);
    await expect.poll(() => rendered.locator('.article-body').count(), POLL).toBe(1);
    const after = await readTop(rendered);
    // The page's stylesheets, linked by the edge, are not linked again by the app.
    const sheets = await rendered.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(sheets.length).toBe(new Set(sheets).size);
    await rendered.context().close();

    expect(before.find((drawn) => drawn.text === 'missing')).toBeUndefined();
    expect(before).toEqual(after);
  });
});
