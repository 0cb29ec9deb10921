// `npm run bench:api`: requests/s and p50/p99 latency of the /api pass-through, edge-cached and not.
// Starts its own site on the simulator unless BENCH_URL names a running one (whose simulator must
// use the local development secret for the login step).
// Options (env): BENCH_REQUESTS (default 3000 a scenario), BENCH_CONCURRENCY (default 32), BENCH_DIRECT
// (1: the Worker itself on the socket, as on Cloudflare, instead of behind wrangler dev's local hops).
import { startSite } from '../tests/support/site';
import { clientAddress, login } from './live-support';

const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);

interface Scenario {
  name: string;
  /** The i-th request's path and headers. */
  request(i: number): { path: string; headers?: Record<string, string> };
}

async function run(base: string, scenario: Scenario) {
  const latencies: number[] = [];
  let errors = 0;
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
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2));
  return { scenario: scenario.name, requests, concurrency, rps: Math.round(requests / seconds), p50_ms: at(0.5), p99_ms: at(0.99), errors };
}

const runtime = process.env.BENCH_DIRECT === '1' ? 'direct' : 'wrangler';
const site = process.env.BENCH_URL ? null : await startSite({ runtime });
const base = process.env.BENCH_URL ?? site!.url;
try {
  const token = await login(base);
  const runId = Date.now();
  const scenarios: Scenario[] = [
    { name: 'edge-cached GET (HIT)', request: () => ({ path: '/api/v1/news/categories' }) },
    // A declared query parameter with a new value each time: a real miss, not one the edge folds away.
    { name: 'cold miss: cacheable GET, new URL each time', request: (i) => ({ path: `/api/v1/news/home/news?per_page=4&page_no=${(runId % 50_000) + i + 1}` }) },
    { name: 'uncached pass-through: logged-in GET', request: () => ({ path: '/api/v1/user/profile', headers: { authorization: `Bearer ${token}` } }) },
  ];
  await fetch(`${base}/api/v1/news/categories`); // warm the one cached entry
  for (const scenario of scenarios) console.log(JSON.stringify(await run(base, scenario)));
} finally {
  await site?.stop();
}
