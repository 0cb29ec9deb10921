// `npm run bench:live`: pushed live updates against the naive polling they replace, on one live
// match, for N clients each. Prints one JSON line per (mode, N):
//   push           N WebSocket clients on /live/match/{id}: upstream requests per minute for the
//                  match (the simulator's counters), updates per client, delivery latency (from the
//                  edge receiving the upstream's answer, the frame's `at`, to the client receiving
//                  the frame), snapshot and change sizes (frame bytes, before permessage-deflate).
//   poll-baseline  N clients each GETting the upstream's /v1/matches/{id} every 5 s, signed, as the
//                  original site's browsers do; latency is the request's round trip.
// Both report the CPU seconds, over the window, of the runtime (the site's workerd processes), of
// wrangler dev's node process, of this process (which also runs the simulator) and of everything
// else on the machine (other_cpu_s: work that competed for the two cores).
//
// Starts its own site on the simulator (default ball time, 4 s; see live-site.ts) unless BENCH_URL
// names a running one; then the upstream counts and the baseline need BENCH_SIM_URL (its simulator,
// which must use the local development secret).
// Each scenario measures a match with more play left than the scenario lasts (match-pick.ts), so no
// run measures a match ending; with BENCH_URL, that takes BENCH_SIM_URL (and BENCH_SIM_SEED, the
// simulator's SIM_SEED, if not the default).
// Options (env): BENCH_CLIENTS (default "100,1000,2000"), BENCH_SECONDS (default 60),
// BENCH_SHARDS (LIVE_SHARDS values, one site each, default "1"), BENCH_MODES (default
// "push,poll-baseline"), BENCH_DEFLATE (0: do not offer permessage-deflate; browsers do),
// BENCH_BATCH (sockets opened at a time, default 100), BENCH_DIRECT (1: the Worker runs in
// Miniflare with itself on the listening socket, as on Cloudflare, instead of behind wrangler dev's
// two local-development hops; see live-site.ts), BENCH_INSPECT (a port: with BENCH_DIRECT, open
// workerd's inspector there, for a CPU profile of the Worker and its objects from DevTools).
import { loadavg } from 'node:os';
import { LOCAL_UPSTREAM_SECRET } from '../scripts/local-secrets';
import { LIVE_IDLE_GRACE_MS } from '../shared/constants';
import { DEFAULT_SEED } from '../sim/app';
import { runPoll } from './live-poll';
import { runPush } from './live-push';
import { startBenchSite, type BenchSite } from './live-site';
import { pickLiveMatch, sleep, wranglerRuntime, type Runtime } from './live-support';
import { OPEN_ALLOWANCE_MS, replicaPlayLeft, type PlayLeft } from './match-pick';

const list = (value: string | undefined, fallback: string) => (value ?? fallback).split(',').map((s) => s.trim()).filter(Boolean);
const clientCounts = list(process.env.BENCH_CLIENTS, '100,1000,2000').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const shardCounts = list(process.env.BENCH_SHARDS, '1').map(Number);
const modes = list(process.env.BENCH_MODES, 'push,poll-baseline');
const deflate = process.env.BENCH_DEFLATE !== '0';
const batch = Number(process.env.BENCH_BATCH ?? 100);
const direct = process.env.BENCH_DIRECT === '1';
const POLL_INTERVAL_MS = 5_000;

if ([...clientCounts, ...shardCounts, seconds, batch].some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error('BENCH_CLIENTS, BENCH_SHARDS, BENCH_SECONDS and BENCH_BATCH take positive integers');
}

/** The load average says whether something else on the machine competed for its two cores. */
const print = (line: object) => console.log(JSON.stringify({ ...line, runtime: direct ? 'direct' : 'wrangler-dev', load_1m: Number(loadavg()[0]!.toFixed(2)) }));
const note = (text: string) => console.error(`[bench:live] ${text}`);

let current: BenchSite | null = null;

type Scenarios = (siteUrl: string, simUrl: string | undefined, runtime: Runtime, shards: number | null, playLeft: PlayLeft) => Promise<void>;

/** A site's simulator in another process: its matches' play left comes from a replica of its world. */
async function externalPlayLeft(simUrl: string | undefined): Promise<PlayLeft> {
  if (simUrl) return replicaPlayLeft(simUrl, Number(process.env.BENCH_SIM_SEED ?? DEFAULT_SEED));
  note('no BENCH_SIM_URL: how much play a match has left is unknown, so a run may see its match end');
  return () => Number.POSITIVE_INFINITY;
}

async function withSite(shards: number, run: Scenarios) {
  const external = process.env.BENCH_URL;
  if (external) {
    const simUrl = process.env.BENCH_SIM_URL;
    return run(external, simUrl, wranglerRuntime(Number(new URL(external).port)), null, await externalPlayLeft(simUrl));
  }
  note(`starting a site (${direct ? 'direct' : 'wrangler dev'}) with LIVE_SHARDS=${shards}`);
  const site = await startBenchSite({ LIVE_SHARDS: String(shards) }, direct ? 'direct' : 'wrangler');
  current = site;
  try {
    await run(site.url, site.simUrl, site.runtime, shards, site.playLeft);
  } finally {
    current = null;
    await site.stop();
  }
}

// wrangler runs in its own process group: an interrupted bench must stop it itself.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    note(`${signal}: stopping`);
    void (current?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

/** After a scenario that overloads the local runtime (the baseline does), wait until it answers again. */
async function settle(siteUrl: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${siteUrl}/api/__ready`, { signal: AbortSignal.timeout(5000) });
      if (response.headers.get('content-type')?.includes('application/json')) return;
    } catch {
      // Still busy, or gone.
    }
    await sleep(1000);
  }
  note(`the site at ${siteUrl} did not answer again within 2 min: the scenarios after this one will fail`);
}

// The pushed scenarios run first: the baseline overloads the local runtime at 1000 clients and more,
// and must not spoil them. The baseline does not depend on the shard count: it runs with the first
// site only. Each scenario takes the newest live match, so that it stays Live for the scenario; a
// baseline on a match a pushed scenario used waits until that topic has stopped polling (its idle
// grace), so the simulator's count for it is the baseline's alone.
const lastPushed = new Map<number, number>();
const sites = process.env.BENCH_URL ? shardCounts.slice(0, 1) : shardCounts;
for (const [index, shards] of sites.entries()) {
  await withSite(shards, async (siteUrl, simUrl, runtime, configured, playLeft) => {
    if (modes.includes('push')) {
      for (const clients of clientCounts) {
        const match = await pickLiveMatch(siteUrl, playLeft, seconds * 1000 + OPEN_ALLOWANCE_MS);
        note(`push: ${clients} sockets on match ${match.id} (${match.format}, ${Math.round(match.playLeftMs / 1000)} s of play left), LIVE_SHARDS=${configured ?? '?'}`);
        const runId = `${Date.now().toString(36)}-${clients}`;
        print((await runPush({ siteUrl, simUrl, runtime, matchId: match.id, clients, seconds, shards: configured, deflate, batch, runId })).line);
        lastPushed.set(match.id, Date.now());
      }
    }
    if (index === 0 && modes.includes('poll-baseline')) {
      for (const clients of clientCounts) {
        // Enough play left for the window, after the longest wait for a pushed scenario's topic to stop.
        const match = await pickLiveMatch(siteUrl, playLeft, seconds * 1000 + LIVE_IDLE_GRACE_MS + 5_000);
        const wait = (lastPushed.get(match.id) ?? 0) + LIVE_IDLE_GRACE_MS + 5_000 - Date.now();
        if (wait > 0) {
          note(`waiting ${Math.ceil(wait / 1000)} s for match ${match.id}'s topic to stop polling`);
          await sleep(wait);
        }
        note(`poll-baseline: ${clients} clients on match ${match.id} (${match.format}, ${Math.round(match.playLeftMs / 1000)} s of play left)`);
        print(await runPoll({ siteUrl, simUrl, runtime, matchId: match.id, clients, seconds, shards: configured, secret: LOCAL_UPSTREAM_SECRET, intervalMs: POLL_INTERVAL_MS }));
        await settle(siteUrl);
      }
    }
  });
}
