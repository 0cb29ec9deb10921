// `npm run bench:api`: requests/s and p50/p99 latency of the /api pass-through, edge-cached and not;
// pages as the Worker serves them, rendered and cached; and the CPU of one uncached React render of a
// page (bench/page-render.ts).
// Starts its own site on the simulator unless BENCH_URL names a running one (whose simulator must
// use the local development secret for the login step).
// Each scenario also reports the CPU the runtime (workerd) spent per request: the edge's own work,
// which the latencies mix with the client's and the simulator's on a small machine.
// Options (env): BENCH_REQUESTS (default 3000 a scenario), BENCH_CONCURRENCY (default 32), BENCH_DIRECT
// (1: the Worker itself on the socket, as on Cloudflare, instead of behind wrangler dev's local hops).
import { forwardedHeaders, anonymousHeaders } from '../edge/src/api/forwarded-headers';
import { canonicalQuery } from '../edge/src/api/query-rules';
import { isSafePath, rawPathOf } from '../edge/src/api/safe-path';
import { matchUpstreamRoute } from '../edge/src/api/upstream-routes';
import { securityHeadersFor } from '../edge/src/security/security-headers';
import { articleHref } from '../shared/format/article-path';
import { matchHref } from '../shared/format/match-path';
import { startSite } from '../tests/support/site';
import { renderCpu } from './page-render';
import { childRuntime, clientAddress, cpuSeconds, login, wranglerRuntime, type Runtime } from './live-support';

const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);

/** How much of a failed answer's body the bench prints with its status. */
const FAILURE_TEXT_CHARS = 160;

interface Scenario {
  name: string;
  /** The i-th request's path and headers. */
  request(i: number): { path: string; headers?: Record<string, string> };
}

/** A fetch that got no answer says only "fetch failed": what failed (a reset, a closed socket) is its cause. */
function whyNoAnswer(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return [(err as Error).message, cause?.code, cause?.message].filter(Boolean).join(': ');
}

async function run(base: string, scenario: Scenario, runtime: Runtime | null) {
  const pids = runtime?.pids() ?? [];
  const cpu0 = cpuSeconds(pids);
  const latencies: number[] = [];
  // Each failure by what it was: its status and the start of its body, or the fetch's own error.
  const failures: Record<string, number> = {};
  const failed = (what: string) => (failures[what] = (failures[what] ?? 0) + 1);
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      const i = next++;
      const { path, headers } = scenario.request(i);
      const t0 = performance.now();
      try {
        // Each request from a client of its own: the bench measures the edge, not the rate limiter.
        const response = await fetch(`${base}${path}`, { headers: { ...headers, 'cf-connecting-ip': clientAddress(i) } });
        const body = await response.text();
        if (!response.ok) failed(`${response.status} ${path.split('?')[0]}: ${body.slice(0, FAILURE_TEXT_CHARS).replace(/\s+/g, ' ')}`);
      } catch (err) {
        failed(`no answer: ${whyNoAnswer(err)}`);
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const edgeCpuUs = pids.length === 0 ? null : Math.round(((cpuSeconds(pids) - cpu0) / requests) * 1e6);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2));
  return { scenario: scenario.name, requests, concurrency, rps: Math.round(requests / seconds), p50_ms: at(0.5), p99_ms: at(0.99), edge_cpu_us_per_request: edgeCpuUs, errors: Object.values(failures).reduce((sum, n) => sum + n, 0), failures };
}

/**
 * The per-request work the edge does before and after a cached answer (path checks, the route, the
 * canonical query and key, the forwarded headers, the security headers), timed in this process on
 * its own: next to a HIT's edge CPU above, it says what that work costs without the machine's noise.
 */
function headerAndKeyWork(iterations = 200_000) {
  const url = 'http://127.0.0.1:8787/api/v1/news/home/news?utm_source=chat&per_page=4&page_no=3';
  const incoming = new Headers({ 'x-session-id': 'a1b2c3d4-e5f6', 'x-screen-resolution': '390x844', accept: 'application/json' });
  const settings = { MEDIA_ORIGINS: [], PRODUCTION_HOST: '', GOOGLE_CLIENT_ID: '' };
  const answer = new Headers({ 'content-type': 'application/json' });
  let keys = 0;
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const raw = rawPathOf(url);
    if (!isSafePath(raw)) throw new Error('the bench URL must be a safe path');
    const route = matchUpstreamRoute('GET', raw.replace(/^\/api/, ''))!;
    const parsed = new URL(url);
    keys += `${parsed.origin}${raw}${canonicalQuery(parsed.search, route.query)}`.length;
    anonymousHeaders(forwardedHeaders(incoming));
    for (const [name, value] of Object.entries(securityHeadersFor(parsed, answer.get('content-type'), settings))) answer.set(name, value);
  }
  const us = ((performance.now() - started) * 1000) / iterations;
  return { scenario: 'header and key work, in process', iterations, us_per_request: Number(us.toFixed(2)), key_chars: keys / iterations };
}

/** An article's page, a live match centre's page, and the entry script the shell names. */
async function pagePaths(base: string): Promise<[string, string, string]> {
  const news = (await (await fetch(`${base}/api/v1/news/home/top_story?per_page=1&page_no=1`)).json()) as { data: Parameters<typeof articleHref>[0][] };
  const live = (await (await fetch(`${base}/api/v1/matches/schedule/live?page=1`)).json()) as { matches: Record<string, Parameters<typeof matchHref>[0][]> };
  const match = Object.values(live.matches).flat()[0];
  const shell = await (await fetch(`${base}/`)).text();
  const entry = /src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
  if (!news.data[0] || !match || !entry) throw new Error('The bench needs an article, a live match and a built SPA');
  return [articleHref(news.data[0]), matchHref(match), entry];
}

const runtime = process.env.BENCH_DIRECT === '1' ? 'direct' : 'wrangler';
/**
 * Runs `scenarios(base)` on a site of its own (or on BENCH_URL). The API scenarios run without the
 * static assets: locally the assets layer is one more worker in front of ours, which Cloudflare runs
 * outside the Worker, and its CPU would be counted as the edge's.
 */
async function onSite(assets: boolean, scenarios: (base: string) => Promise<Scenario[]>): Promise<void> {
  const site = process.env.BENCH_URL ? null : await startSite({ runtime, assets });
  const base = process.env.BENCH_URL ?? site!.url;
  const measured = site === null ? null : runtime === 'direct' ? childRuntime() : wranglerRuntime(Number(new URL(base).port));
  try {
    for (const scenario of await scenarios(base)) console.log(JSON.stringify(await run(base, scenario, measured)));
  } finally {
    await site?.stop();
  }
}

await onSite(false, async (base) => {
  const token = await login(base);
  const runId = Date.now();
  await fetch(`${base}/api/v1/news/categories`); // warm the one cached entry
  return [
    { name: 'edge-cached GET (HIT)', request: () => ({ path: '/api/v1/news/categories' }) },
    // A declared query parameter with a new value each time: a real miss, not one the edge folds away.
    { name: 'cold miss: cacheable GET, new URL each time', request: (i) => ({ path: `/api/v1/news/home/news?per_page=4&page_no=${(runId % 50_000) + i + 1}` }) },
    { name: 'uncached pass-through: logged-in GET', request: () => ({ path: '/api/v1/user/profile', headers: { authorization: `Bearer ${token}` } }) },
  ];
});
console.log(JSON.stringify(headerAndKeyWork()));

// Pages: home and an article rendered by React at the edge, from cached upstream data: kept (one render
// per URL for a few seconds) and uncached (a new query string each time, so each request renders);
// the match centre, which the browser draws over the shell; next to a static file the assets layer
// serves without the Worker. Then each render's own CPU, measured apart (bench/page-render.ts).
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
await onSite(true, async (base) => {
  const [articlePage, matchPage, asset] = await pagePaths(base);
  for (const path of ['/', articlePage, matchPage]) await (await fetch(`${base}${path}`)).arrayBuffer(); // warm the cache
  for (const [name, path] of [['home', '/'], ['an article', articlePage]] as const) {
    console.log(JSON.stringify(await renderCpu(base, name, path, RENDERS)));
  }
  const runId = Date.now();
  return [
    { name: 'page: home, rendered and kept', request: () => ({ path: '/' }) },
    { name: 'page: home, rendered anew each time', request: (i) => ({ path: `/?r=${runId}-${i}` }) },
    { name: 'page: article, rendered and kept', request: () => ({ path: articlePage }) },
    { name: 'page: article, rendered anew each time', request: (i) => ({ path: `${articlePage}?r=${runId}-${i}` }) },
    { name: 'page: match centre HTML (the shell), cached data', request: () => ({ path: matchPage }) },
    { name: 'static asset (hashed build file)', request: () => ({ path: asset }) },
  ];
});
