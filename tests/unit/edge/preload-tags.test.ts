// The links the edge puts in a page's head for its code, its stylesheets and, on a match centre
// served as the shell (its render failed), its live snapshots.
import { describe, expect, it } from 'vitest';
import { routeFileTags, topicPreloadTags } from '../../../edge/src/pages/preload-tags';

const FILES = ['/assets/schedule-page-a1.js', '/assets/schedule-page-b2.css'];

describe("a page's preloads", () => {
  it('links the stylesheets of a page the edge rendered, which must not paint unstyled', () => {
    expect(routeFileTags(FILES, true)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/schedule-page-a1.js" /><link rel="stylesheet" crossorigin href="/assets/schedule-page-b2.css" />',
    );
  });

  it("preloads them in the shell, in the mode the page's code links them, so the shell paints at once", () => {
    expect(routeFileTags(FILES, false)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/schedule-page-a1.js" /><link rel="preload" as="style" crossorigin href="/assets/schedule-page-b2.css" />',
    );
  });

  it("preloads a match centre's topics as its code reads them, and only the strip for a segment with no id", () => {
    const links = (path: string) => [...topicPreloadTags(new URL(`https://site.test${path}`)).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links('/series/s-1/schedule/a-vs-b-123/commentary')).toEqual(['/live/match/123', '/live/carousel']);
    expect(links('/series/s-1/schedule/%3Cb%3E-99999999999999999/commentary')).toEqual(['/live/carousel']);
    for (const path of ['/', '/schedule/live', '/cricket-news']) expect(links(path)).toEqual([]);
  });
});
