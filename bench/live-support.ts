// Helpers of `npm run bench:live`: the runtime's CPU time from /proc, the simulator's request
// counters, choosing a live match, logging in, and small statistics.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { z } from '../shared/zod';
import { pickPlayable, type PlayableMatch, type PlayLeft } from './match-pick';

/** Epoch ms with sub-millisecond precision, on the clock the edge stamps `at` with. */
export function nowMs(): number {
  return performance.timeOrigin + performance.now();
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function quantile(sorted: number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export function median(values: number[]): number | null {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

export const round = (value: number | null, digits = 1): number | null => (value === null ? null : Number(value.toFixed(digits)));

// The runtime's CPU --------------------------------------------------------------------------------

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

interface ProcInfo {
  pid: number;
  ppid: number;
  comm: string;
  cpuTicks: number;
}

function readProc(pid: number): ProcInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ..." where comm may hold spaces and parentheses: split after the last ')'.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // After the comm: [0] state, [1] ppid, ... [11] utime, [12] stime (fields 14 and 15 of proc(5)).
    return { pid, ppid: Number(fields[1]), comm, cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // Gone meanwhile.
  }
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** What both scenarios (pushed and polled) are given: where, on which match, how many, how long. */
export interface ScenarioOptions {
  siteUrl: string;
  simUrl: string | undefined;
  /** The processes whose CPU is measured. */
  runtime: Runtime;
  matchId: number;
  clients: number;
  seconds: number;
  shards: number | null;
}

/** The processes whose CPU the bench counts: the runtime, and its local-development helpers. */
export interface Runtime {
  /** The workerd processes that run the Worker (and, under wrangler dev, its proxy). */
  pids(): number[];
  /** Node processes that drive them locally (wrangler dev), none on Cloudflare. */
  helpers(runtime: number[]): number[];
}

/**
 * Under wrangler dev serving on `port`: the workerd listening there (its entry socket) and its
 * siblings, children of the same wrangler (the Worker runs in one of them); the helper is wrangler.
 */
export function wranglerRuntime(port: number): Runtime {
  return {
    pids() {
      const pids = readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .map(Number);
      const entry = pids.find((pid) => cmdline(pid).includes(`--socket-addr=entry=127.0.0.1:${port} `));
      if (entry === undefined) return [];
      const parent = readProc(entry)?.ppid;
      return pids.filter((pid) => {
        const info = readProc(pid);
        return info !== null && info.comm.startsWith('workerd') && (pid === entry || info.ppid === parent);
      });
    },
    helpers(runtime) {
      const parents = new Set(runtime.map((pid) => readProc(pid)?.ppid).filter((pid): pid is number => pid !== undefined));
      return [...parents].filter((pid) => readProc(pid)?.comm === 'node');
    },
  };
}

/** The workerd that Miniflare started in this very process (the direct runtime); no helper. */
export function childRuntime(): Runtime {
  return {
    pids: () =>
      readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .filter((pid) => {
          const info = readProc(pid);
          return info !== null && info.comm.startsWith('workerd') && info.ppid === process.pid;
        }),
    helpers: () => [],
  };
}

/** utime + stime of these processes, in seconds. */
export function cpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (readProc(pid)?.cpuTicks ?? 0), 0) / CLOCK_TICKS;
}

/** Resident memory of these processes, in bytes (VmRSS of /proc/<pid>/status). */
export function residentBytes(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    try {
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return sum + Number(kb ?? 0) * 1024;
    } catch {
      return sum; // Gone meanwhile.
    }
  }, 0);
}

export function benchCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

// The simulator's counters -------------------------------------------------------------------------

const StatsSchema = z.object({ requests: z.record(z.string(), z.number()) });

/** Upstream requests the simulator served for exactly this path; null when there is no simulator to ask. */
export async function upstreamCount(simUrl: string | undefined, pathWithQuery: string): Promise<number | null> {
  if (!simUrl) return null;
  const response = await fetch(`${simUrl}/__sim/stats`);
  return StatsSchema.parse(await response.json()).requests[`GET ${pathWithQuery}`] ?? 0;
}

// The match --------------------------------------------------------------------------------------

const LiveListSchema = z.object({
  data: z.array(z.looseObject({ match_id: z.number(), status: z.unknown(), format: z.unknown(), date_start_utc: z.nullish(z.string()) })),
});

/** The live match to measure: one with more than `minPlayLeftMs` of play left (see match-pick.ts). */
export async function pickLiveMatch(siteUrl: string, playLeft: PlayLeft, minPlayLeftMs: number): Promise<PlayableMatch> {
  const response = await fetch(`${siteUrl}/api/v2/matches/live`, { signal: AbortSignal.timeout(30_000) });
  const live = LiveListSchema.parse(await response.json())
    .data.filter((m) => m.status === 'Live')
    .map((m) => ({ id: m.match_id, format: String(m.format ?? ''), startUtc: m.date_start_utc ?? '' }));
  return pickPlayable(live, playLeft, minPlayLeftMs);
}

/** The match's status now, from the edge-cached list: asking adds no request for the match's own path. */
export async function matchStatus(siteUrl: string, id: number): Promise<string> {
  const response = await fetch(`${siteUrl}/api/v2/matches/live`, { signal: AbortSignal.timeout(30_000) });
  const entry = LiveListSchema.parse(await response.json()).data.find((m) => m.match_id === id);
  return entry ? String(entry.status) : 'unlisted';
}

// Clients ----------------------------------------------------------------------------------------

/** The i-th bench client's address, sent as cf-connecting-ip (Cloudflare's own header for it). */
export function clientAddress(i: number): string {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

// Login ------------------------------------------------------------------------------------------

export async function login(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/api/v1/user/socialLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessToken: 'dev-google-token', type: 'google' }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`bench login failed (HTTP ${response.status})`);
  return body.data.token;
}

/** CPU seconds the whole machine has been busy (all cores, from /proc/stat): what else competed shows. */
export function machineBusySeconds(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return (total - idle) / CLOCK_TICKS;
}

// The measured window -----------------------------------------------------------------------------

/** What every scenario reports about its window: upstream requests and where the CPU went. */
export interface WindowFigures {
  seconds: number;
  upstream_req_per_min: number | null;
  runtime_cpu_s: number | null;
  bench_cpu_s: number | null;
  /** wrangler dev's node process, a local-development helper of the runtime (not on Cloudflare). */
  wrangler_cpu_s: number | null;
  /** Busy CPU of the whole machine beyond the runtime and this process: other work that competed. */
  other_cpu_s: number | null;
  runtime_pids: number;
  runtime_restarted?: true;
  bench_loop_delay_p99_ms: number | null;
}

/**
 * Runs `during` as the measured window (its ends on the nowMs() clock): the simulator's count for `upstreamPath` and the CPU of the
 * runtime, its helpers, this process and the whole machine are read before and after it.
 */
export async function measureWindow(
  runtime: Runtime,
  simUrl: string | undefined,
  upstreamPath: string,
  during: () => Promise<void>,
): Promise<{ start: number; end: number; figures: WindowFigures }> {
  const pids = runtime.pids();
  const helpers = runtime.helpers(pids);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const upstream0 = await upstreamCount(simUrl, upstreamPath);
  const start = nowMs();
  const [cpu0, helpers0, bench0, machine0] = [cpuSeconds(pids), cpuSeconds(helpers), benchCpuSeconds(), machineBusySeconds()];
  loop.enable();
  await during();
  loop.disable();
  const end = nowMs();
  const [cpu, helper, bench] = [cpuSeconds(pids) - cpu0, cpuSeconds(helpers) - helpers0, benchCpuSeconds() - bench0];
  const machine = machineBusySeconds() - machine0;
  // workerd was restarted (wrangler dev does when the sources change, or when it died under load):
  // then the CPU figures mean nothing.
  const restarted = runtime.pids().join() !== pids.join();
  const upstream1 = await upstreamCount(simUrl, upstreamPath);
  const seconds = (end - start) / 1000;
  const figures: WindowFigures = {
    seconds: round(seconds, 1)!,
    upstream_req_per_min: upstream0 === null || upstream1 === null ? null : round(((upstream1 - upstream0) / seconds) * 60, 1),
    runtime_cpu_s: restarted ? null : round(cpu, 2),
    bench_cpu_s: round(bench, 2),
    wrangler_cpu_s: round(helper, 2),
    other_cpu_s: restarted ? null : round(machine - cpu - bench - helper, 2),
    runtime_pids: pids.length,
    ...(restarted ? { runtime_restarted: true as const } : {}),
    bench_loop_delay_p99_ms: round(loop.percentile(99) / 1e6, 1),
  };
  return { start, end, figures };
}

/** A change's size as a share of the snapshot's, in percent. */
export function changePct(snapshotBytes: number | null, changeBytes: number | null): number | null {
  return snapshotBytes && changeBytes !== null ? round((changeBytes / snapshotBytes) * 100, 1) : null;
}

/** What a scenario measured, for the figures its JSON line starts with. */
export interface Outcome {
  mode: 'push' | 'poll-baseline';
  clients: number;
  shards: number | null;
  updatesPerClient: number;
  /** Delivery latencies (ms), sorted. */
  latencies: number[];
  snapshotBytes: number | null;
  changeBytes: number | null;
  errors: number;
  figures: WindowFigures;
}

/** The figures both scenarios print first, in one order, so their lines compare field by field. */
export function headline(o: Outcome) {
  return {
    mode: o.mode,
    clients: o.clients,
    shards: o.shards,
    updates_per_client: round(o.updatesPerClient, 2),
    p50_ms: round(quantile(o.latencies, 0.5), 1),
    p99_ms: round(quantile(o.latencies, 0.99), 1),
    snapshot_bytes: o.snapshotBytes,
    median_change_bytes: o.changeBytes,
    change_pct_of_snapshot: changePct(o.snapshotBytes, o.changeBytes),
    errors: o.errors,
    ...o.figures,
  };
}
