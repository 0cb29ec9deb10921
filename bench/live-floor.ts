// `npm run bench:floor`: the runtime's own cost of sending, the floor under the site's live pushes.
// A bare Durable Object (bench/floor-worker.js, in its own Miniflare) holds N hibernatable
// WebSockets and sends one prepared string to all of them in a plain loop, K times; the bench
// measures each delivery's latency at the sockets and the CPU time of workerd over the K sends.
// Prints {bench:"floor", sockets, messages, deliveries, runtime_cpu_s, deliveries_per_cpu_s,
// p50_ms, p99_ms, ...}.
//
// Before it, the same bench measures the site's shard the way `npm run bench:live` does (its push
// scenario, live-push.ts: N sockets on one live match for BENCH_SECONDS, one shard), prints that
// line, and after the floor's a ratio line {bench:"floor-ratio", shard_cpu_per_delivery_over_floor,
// ...}: the runtime's CPU per delivered frame on the site over the floor's. The site's figure counts
// all of the Worker's work over its window (polling the upstream, diffing, storage, the send loop),
// the floor's only sending, so the ratio says how much the site spends per delivery beyond what the
// runtime needs to send at all. Before the N sockets, the shard serves the same match to one socket
// for the same window: what the match costs whatever its audience. The ratio line's
// shard_marginal_cpu_us_per_delivery is the N-socket window's CPU less that, per delivery, and
// shard_marginal_over_floor compares the shard's send loop alone with the floor's. The floor sends
// the shard's own change frame of the median size (restamped each time), so both send, and with
// permessage-deflate compress, the same bytes.
// Frames are stamped with the time this process asked for the send (`at`); the floor's latency
// thus includes a loopback request, the site's the work after the upstream answered.
// The floor always runs with the Worker on the listening socket: compare it with the shard under
// BENCH_DIRECT=1, which runs the site so too (wrangler dev adds its proxy's CPU to the shard's).
// One runtime at a time: the floor's workerd is counted as this process's workerd child.
//
// Options (env): BENCH_CLIENTS (sockets, default 2000), BENCH_MESSAGES (frames the floor sends,
// default 12), BENCH_SECONDS (the shard's window, default 60), BENCH_SHARD (0: the floor alone),
// BENCH_BASELINE (0: no one-socket window before the shard's),
// BENCH_FRAME_BYTES (frames of this many bytes of padding instead; 600 when there is no shard run),
// BENCH_BATCH (sockets opened at a time, default 100), BENCH_DEFLATE (0: do not offer
// permessage-deflate), BENCH_DIRECT (1: the site in Miniflare with the Worker on the listening
// socket, as the floor runs, instead of behind wrangler dev; see live-site.ts).
import { loadavg } from 'node:os';
import { runFloor } from './floor-push';
import { startFloorSite, type FloorSite } from './floor-site';
import { runPush } from './live-push';
import { startBenchSite, type BenchSite } from './live-site';
import { pickLiveMatch, round } from './live-support';
import { OPEN_ALLOWANCE_MS } from './match-pick';

const clients = Number(process.env.BENCH_CLIENTS ?? 2000);
const messages = Number(process.env.BENCH_MESSAGES ?? 12);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const batch = Number(process.env.BENCH_BATCH ?? 100);
const withShard = process.env.BENCH_SHARD !== '0';
const withBaseline = process.env.BENCH_BASELINE !== '0';
const deflate = process.env.BENCH_DEFLATE !== '0';
const direct = process.env.BENCH_DIRECT === '1';
const DEFAULT_FRAME_BYTES = 600;

if ([clients, messages, seconds, batch].some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error('BENCH_CLIENTS, BENCH_MESSAGES, BENCH_SECONDS and BENCH_BATCH take positive integers');
}

const print = (line: object) => console.log(JSON.stringify({ ...line, load_1m: Number(loadavg()[0]!.toFixed(2)) }));
const note = (text: string) => console.error(`[bench:floor] ${text}`);

let current: BenchSite | FloorSite | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    note(`${signal}: stopping`);
    void (current?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

async function measureShard() {
  note(`starting a site (${direct ? 'direct' : 'wrangler dev'}) with LIVE_SHARDS=1`);
  const site = await startBenchSite({ LIVE_SHARDS: '1' }, direct ? 'direct' : 'wrangler');
  current = site;
  try {
    const windows = withBaseline ? 2 : 1;
    const match = await pickLiveMatch(site.url, site.playLeft, windows * (seconds * 1000 + OPEN_ALLOWANCE_MS));
    note(`shard: ${clients} sockets on match ${match.id} (${match.format}, ${Math.round(match.playLeftMs / 1000)} s of play left)`);
    const runId = `${Date.now().toString(36)}-floor`;
    const push = (audience: number, id: string) =>
      runPush({
        siteUrl: site.url,
        simUrl: site.simUrl,
        runtime: site.runtime,
        matchId: match.id,
        clients: audience,
        seconds,
        shards: 1,
        deflate,
        batch,
        runId: id,
      });
    // One fan first: what the match costs whatever its audience (polling, diffing, storage, the tree).
    const baseline = withBaseline ? await push(1, `${runId}-one`) : null;
    if (baseline) note(`shard: one socket for ${seconds} s: ${baseline.line.runtime_cpu_s} s of runtime CPU`);
    return { ...(await push(clients, runId)), baseline: baseline?.line ?? null };
  } finally {
    current = null;
    await site.stop();
  }
}

const measuredShard = withShard ? await measureShard() : null;
const shard = measuredShard?.line ?? null;
if (shard) print({ bench: 'floor-shard', runtime: direct ? 'direct' : 'wrangler-dev', ...shard });

// The shard's own median change, unless a size is asked for (or there was no shard run).
const sample = process.env.BENCH_FRAME_BYTES === undefined ? measuredShard?.medianChangeFrame : null;
const frame: { sample: string } | { bytes: number } = sample
  ? { sample }
  : { bytes: Number(process.env.BENCH_FRAME_BYTES ?? DEFAULT_FRAME_BYTES) };
note(
  `floor: ${clients} sockets, ${messages} frames of ${'sample' in frame ? `the shard's median change (${frame.sample.length} chars)` : `${frame.bytes} bytes of padding`}`,
);
const floorSite = await startFloorSite();
current = floorSite;
const floor = await runFloor({ url: floorSite.url, runtime: floorSite.runtime, clients, messages, frame, batch, deflate }).finally(
  async () => {
    current = null;
    await floorSite.stop();
  },
);
print(floor);

/**
 * The shard's CPU per delivery beyond what the match costs with one fan (the baseline window, on the
 * same match): the send loop's own cost, comparable with the floor, which does nothing but send.
 */
function marginal(
  full: { runtime_cpu_s: number | null; deliveries: number },
  one: { runtime_cpu_s: number | null; deliveries: number } | null,
  floorCost: number | null,
) {
  if (!one || full.runtime_cpu_s === null || one.runtime_cpu_s === null || full.deliveries <= one.deliveries) return {};
  const cost = (full.runtime_cpu_s - one.runtime_cpu_s) / (full.deliveries - one.deliveries);
  return {
    shard_one_fan_cpu_s: one.runtime_cpu_s,
    shard_marginal_cpu_us_per_delivery: round(cost * 1e6, 1),
    shard_marginal_over_floor: floorCost ? round(cost / floorCost, 2) : null,
  };
}

if (shard) {
  const perDelivery = (cpu: number | null, deliveries: number) => (cpu === null || deliveries === 0 ? null : cpu / deliveries);
  const shardCost = perDelivery(shard.runtime_cpu_s, shard.deliveries);
  const floorCost = perDelivery(floor.runtime_cpu_s, floor.deliveries);
  print({
    bench: 'floor-ratio',
    shard_cpu_per_delivery_over_floor: shardCost !== null && floorCost ? round(shardCost / floorCost, 2) : null,
    shard_cpu_us_per_delivery: shardCost === null ? null : round(shardCost * 1e6, 1),
    floor_cpu_us_per_delivery: floorCost === null ? null : round(floorCost * 1e6, 1),
    ...marginal(shard, measuredShard!.baseline, floorCost),
    shard_deliveries: shard.deliveries,
    floor_deliveries: floor.deliveries,
    shard_p50_ms: shard.p50_ms,
    floor_p50_ms: floor.p50_ms,
    shard_p99_ms: shard.p99_ms,
    floor_p99_ms: floor.p99_ms,
    runtime: direct ? 'direct' : 'wrangler-dev',
  });
}
