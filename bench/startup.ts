// `npm run bench:startup`: what starting each of four pages (home, the live schedule, an article, a
// live match centre) costs a phone's main thread, the part of Lighthouse's score that moves most
// between runs on a small machine. Loads each page BENCH_RUNS times (default 9) in Chromium as
// Lighthouse's phone (412 x 823 at 1.75x, touch), each in a new context, with the CPU at full speed,
// traces it from the document's commit to 3 s after the load event, and prints one JSON line a page with the
// median of each figure (bench/main-thread.ts says what each one is).
// Starts its own site under wrangler dev, as bench:pages does, unless BENCH_URL names a running one.
import { launchBrowser } from '../tests/support/browser';
import { startSite } from '../tests/support/site';
import { benchPages } from './bench-pages';
import { median, sleep } from './live-support';
import { mainThreadFigures, type MainThreadFigures, type TraceEvent } from './main-thread';

const runs = Number(process.env.BENCH_RUNS ?? 9);
/** After the load event a page still renders what its first answers bring; Lighthouse waits for a quiet main thread. */
const AFTER_LOAD_MS = 3_000;
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'disabled-by-default-v8.compile',
  'loading',
];

const site = process.env.BENCH_URL ? null : await startSite({ runtime: 'wrangler' });
const base = process.env.BENCH_URL ?? site!.url;
const browser = await launchBrowser({ full: true });
try {
  for (const [page, path] of Object.entries(await benchPages(base))) {
    const url = `${base}${path}`;
    // A first request fills the edge's cache with the page's data: no run pays for the upstream's cold answers.
    await (await fetch(url)).arrayBuffer();
    const results: MainThreadFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      await browser.startTracing(tab, { categories: CATEGORIES });
      await tab.goto(url, { waitUntil: 'load' });
      await sleep(AFTER_LOAD_MS);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      results.push(mainThreadFigures(trace.traceEvents, url));
      await context.close();
    }
    const medians = Object.fromEntries(
      Object.keys(results[0]!).map((key) => [key, median(results.map((result) => result[key as keyof MainThreadFigures]))]),
    );
    console.log(JSON.stringify({ page, url, runs, ...medians }));
  }
} finally {
  await browser.close();
  await site?.stop();
}
