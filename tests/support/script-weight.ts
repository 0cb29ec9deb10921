// What a page makes a phone download in JavaScript before its load event: every script the browser
// fetched by then (the entry, its preloaded imports, and the chunks the first render asked for), each
// gzipped here as the edge would send it, so the figure does not depend on the local server's encoding.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface ScriptWeight {
  /** Path of each script, with its gzipped size in bytes. */
  scripts: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** Waits for the page's load event, then weighs the scripts that finished loading before it. */
export async function scriptsBeforeLoad(page: Page): Promise<ScriptWeight> {
  await page.waitForFunction(() => performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd > 0);
  const urls = await page.evaluate(() => {
    const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= loadEnd)
      .map((entry) => entry.name);
  });
  const scripts = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      return { path: new URL(url).pathname, gzipBytes: gzipSync(body).length };
    }),
  );
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}
