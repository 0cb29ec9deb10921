// What a page makes a phone download in JavaScript when nobody touches it: every script the page
// asks for from its first byte until a second after its load event with no new script asked for (the
// entry, its preloads, the route's preloads, and the chunks the first render imports), each gzipped
// here as the edge would send it. The load event is not the line: whether a chunk the first render imports
// lands just before it or just after depends on the machine, and it costs the phone the same.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long no new script may be asked for before the page counts as settled. */
const QUIET_MS = 1_000;

export interface ScriptWeight {
  /** Path of each script, with its gzipped size in bytes, largest first. */
  scripts: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** Starts counting the page's script requests; call before the page navigates. */
export function watchScripts(page: Page): { weigh(): Promise<ScriptWeight> } {
  const urls = new Set<string>();
  let lastAskedAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' && !new URL(request.url()).pathname.endsWith('.js')) return;
    urls.add(request.url());
    lastAskedAt = Date.now();
  });
  return {
    async weigh() {
      // Not the network's idle: a live page keeps asking for data (and its socket stays open).
      await page.waitForLoadState('load');
      await expect.poll(() => Date.now() - lastAskedAt, { timeout: 15_000 }).toBeGreaterThanOrEqual(QUIET_MS);
      const scripts = await Promise.all(
        [...urls].map(async (url) => {
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          const body = Buffer.from(await response.arrayBuffer());
          return { path: new URL(url).pathname, gzipBytes: gzipSync(body).length };
        }),
      );
      scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
      return { scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
    },
  };
}
