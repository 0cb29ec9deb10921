// The reading of a local edge's output for pages it served as the shell (scripts/render-fallbacks.ts).
import { describe, expect, it } from 'vitest';
import { renderFallbacks } from '../../../scripts/render-fallbacks';

describe('render fallbacks', () => {
  it('takes each fallback line with the error lines after it, across chunks, once', () => {
    const log = renderFallbacks();
    log.read('[wrangler] Ready\n✘ [ERROR] The render of / failed: served the shell ReferenceError: window is not ');
    log.read('defined\n    at Creative (edge-render.js:1:2)\n    at renderWithHooks (edge-render.js:3:4)\n\nGET / 200 OK\n');
    log.read('The render of /cricket-news took over 2500 ms: served the shell\n');
    expect(log.take()).toEqual([
      '✘ [ERROR] The render of / failed: served the shell ReferenceError: window is not defined\nat Creative (edge-render.js:1:2)\nat renderWithHooks (edge-render.js:3:4)',
      'The render of /cricket-news took over 2500 ms: served the shell',
    ]);
    expect(log.take()).toEqual([]);
  });

  it('takes nothing from an edge that rendered every page', () => {
    const log = renderFallbacks();
    log.read('GET / 200 OK\nThe render of the page went fine\nlive match/1: polling\n');
    expect(log.take()).toEqual([]);
  });
});
