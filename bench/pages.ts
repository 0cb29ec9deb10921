// `npm run bench:pages`: Lighthouse scores and load metrics of four pages (home, the live schedule, an
// article, a live match centre), as a phone (Lighthouse's default emulation and simulated throttling)
// and as a desktop (its desktop config) load them, one JSON line a page and form factor.
// Starts its own site on the simulator under wrangler dev, which compresses answers as Cloudflare
// does (the bare Worker does not, and a phone's throttled load would pay for every uncompressed
// byte), serving the built SPA (the npm script builds it first), unless BENCH_URL names a running one. Lighthouse drives Debian's Chromium (CHROMIUM_PATH).
// Each figure is its median over the runs. Options (env): BENCH_RUNS (default 3 a page and form
// factor), BENCH_AUDITS=1 (also the audits scoring under 0.9, what to fix, in the run Lighthouse
// calls the median one: nearest the median first paint and time to interactive).
import { access } from 'node:fs/promises';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_PATH } from '../tests/support/browser';
import { benchPages } from './bench-pages';
import { startSite } from '../tests/support/site';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const withAudits = process.env.BENCH_AUDITS === '1';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse's errors for a trace it could not read, which it asks to be run again. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP']);
const TRACE_ATTEMPTS = 3;
/** No config is Lighthouse's default: a mid-range phone on a slow 4G network. */
const formFactors: [string, Config | undefined][] = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
];

/** The middle value (the upper one of an even count), of the runs that had one. */
function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return known[Math.floor(known.length / 2)] ?? null;
}

/** One run's figures, rounded as a reader compares them; null where the run had none. */
function figures(lhr: Result) {
  const score = (id: string) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const value = (id: string, digits = 0) => {
    const numeric = lhr.audits[id]?.numericValue;
    return numeric === undefined ? null : Number(numeric.toFixed(digits));
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp_ms: value('largest-contentful-paint'),
    tbt_ms: value('total-blocking-time'),
    cls: value('cumulative-layout-shift', 3),
    script_kb: scriptKb(lhr),
    // Lighthouse's measure of how fast the machine's CPU was during the run: a busy machine shows here
    // first (a lower index), before the scores, whose simulated times scale with the trace's.
    benchmark_index: lhr.environment.benchmarkIndex,
  };
}

/** The JavaScript the page transferred (compressed), in KB. */
function scriptKb(lhr: Result): number | null {
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
    ?.items;
  const scripts = items?.find((item) => item.resourceType === 'script');
  return scripts ? Number((scripts.transferSize / 1024).toFixed(1)) : null;
}

/** Each figure's median over the runs. */
function medians(results: Result[]) {
  const runs = results.map(figures);
  return Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, median(runs.map((run) => run[key as keyof typeof run]))]));
}

/** Scored audits under 0.9 (metrics included: a slow LCP is something to fix too). */
function failingAudits(lhr: Result) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { value: audit.displayValue } : {}),
    }));
}

/**
 * One Lighthouse run, in a new tab with the origin's cache and storage cleared: a first visit. A run
 * whose trace came out unusable (Lighthouse's NO_NAVSTART, 'Please run Lighthouse again', now and
 * then on desktop runs) is run again, TRACE_ATTEMPTS times at most; any other error stops the bench.
 */
async function lighthouseRun(url: string, port: number, config: Config | undefined, name: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories }, config))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const code = lhr?.runtimeError?.code ?? '';
    if (!TRACE_ERRORS.has(code) || attempt === TRACE_ATTEMPTS) throw new Error(`${name}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    console.error(`${name}: ${code}, running it again`);
  }
}

/** Each page as a phone and as a desktop loads it, `runs` times, in the Chromium on `port`. */
async function measure(base: string, port: number): Promise<void> {
  for (const [page, path] of Object.entries(await benchPages(base))) {
    const url = `${base}${path}`;
    // A first request fills the edge's cache with the page's data: no run pays for the upstream's cold answers.
    await (await fetch(url)).arrayBuffer();
    for (const [formFactor, config] of formFactors) {
      const results: Result[] = [];
      for (let i = 0; i < runs; i++) {
        results.push(await lighthouseRun(url, port, config, `${url} (${formFactor})`));
      }
      const audits = withAudits ? { failing: failingAudits(computeMedianRun(results)) } : {};
      console.log(JSON.stringify({ page, url, formFactor, runs, ...medians(results), ...audits }));
    }
  }
}

// chrome-launcher reports a missing binary as an unhandled spawn error; say how to get one instead.
await access(CHROMIUM_PATH).catch(() => {
  throw new Error(`No Chromium at ${CHROMIUM_PATH}. Install Debian's: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
});
const site = process.env.BENCH_URL ? null : await startSite({ runtime: 'wrangler' });
try {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    await measure(process.env.BENCH_URL ?? site!.url, chrome.port);
  } finally {
    chrome.kill();
  }
} finally {
  await site?.stop();
}
