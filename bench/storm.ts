// `npm run bench:storm`: a deploy's reconnect storm on one live match. N sockets follow the match
// for BENCH_SECONDS; then the edge drains the topic (POST /live-admin/drain, as before a deploy):
// every socket is closed with 1001 and a reconnect window. Each client waits a random time within
// that window (full jitter, as the SPA's client does), reconnects with its same client id and
// resumes from its last seq; the bench then follows the match for BENCH_SECONDS more. Prints one
// JSON line:
//   sockets, window_ms          how many were drained, and the window the edge named
//   lost_updates                changes a client never applied (behind the others at the end, or
//                               skipped by a snapshot instead of patches)
//   silent_gaps                 a patch that did not follow the client's seq (its state would be wrong)
//   snapshot_fallbacks          snapshots after the first: resumes the ring could not serve
//   reconnect_p50_ms, _p99_ms   from a client's reconnect attempt (after its wait) to its resume answer
//   back_p99_s                  from the close to the resume answer, jitter included
//   upstream_req_per_min        the match's upstream requests a minute over the storm window
//   runtime_cpu_s               the runtime's CPU over the storm window
//   rss_per_socket_kb           the runtime's resident memory per socket held (after the opens)
// Options (env): BENCH_CLIENTS (default 2000), BENCH_SECONDS (before and after the storm, default 30),
// BENCH_SHARDS (LIVE_SHARDS, default 1), BENCH_BATCH (sockets opened at a time, default 100),
// BENCH_DIRECT (1: the Worker on the listening socket, as on Cloudflare; see live-site.ts).
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { LOCAL_ADMIN_TOKEN } from '../scripts/local-secrets';
import { CloseCode, reconnectWindowOf } from '../shared/live-protocol';
import { frameHeader } from './live-push';
import { startBenchSite } from './live-site';
import { clientAddress, measureWindow, nowMs, pickLiveMatch, quantile, residentBytes, round, sleep } from './live-support';
import { OPEN_ALLOWANCE_MS } from './match-pick';

const clients = Number(process.env.BENCH_CLIENTS ?? 2000);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const shards = Number(process.env.BENCH_SHARDS ?? 1);
const batch = Number(process.env.BENCH_BATCH ?? 100);
const direct = process.env.BENCH_DIRECT === '1';
const RESUME_TIMEOUT_MS = 180_000;

if ([clients, seconds, shards, batch].some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error('BENCH_CLIENTS, BENCH_SECONDS, BENCH_SHARDS and BENCH_BATCH take positive integers');
}

const note = (text: string) => console.error(`[bench:storm] ${text}`);

/** One fan: its socket (replaced on reconnect) and what it has applied. */
class Fan {
  ws!: WebSocket;
  seq = -1;
  epoch = '';
  snapshots = 0;
  gaps = 0;
  skipped = 0;
  /** The storm: when the drain closed it, the window it was told, when it tried again, when it resumed. */
  closedAt: number | null = null;
  windowMs: number | null = null;
  attemptAt: number | null = null;
  resumedAt: number | null = null;
  private firstSnapshot!: () => void;
  readonly snapshot = new Promise<void>((resolve) => (this.firstSnapshot = resolve));

  constructor(
    readonly siteUrl: string,
    readonly topic: string,
    readonly index: number,
    readonly runId: string,
  ) {}

  connect(): Promise<void> {
    const url = new URL(`/live/${this.topic}`, this.siteUrl.replace(/^http/, 'ws'));
    url.searchParams.set('v', '1');
    url.searchParams.set('client', `storm-${this.runId}-${this.index}`);
    const headers = { 'cf-connecting-ip': clientAddress(this.index) };
    const ws = new WebSocket(url, { origin: this.siteUrl, headers, perMessageDeflate: false, skipUTF8Validation: true });
    this.ws = ws;
    ws.on('message', (data: Buffer) => this.receive(data));
    ws.on('error', () => undefined); // a lost socket shows as its close
    ws.on('close', (code, reason) => {
      if (code !== CloseCode.goingAway || this.closedAt !== null) return;
      this.closedAt = nowMs();
      this.windowMs = reconnectWindowOf(String(reason));
      void this.comeBack();
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => {
        const resume = this.seq >= 0 ? { since: this.seq, epoch: this.epoch } : {};
        ws.send(JSON.stringify({ type: 'subscribe', topic: this.topic, ...resume }));
        resolve();
      });
      ws.once('unexpected-response', (_request, response) => {
        ws.terminate();
        reject(new Error(`upgrade refused: HTTP ${response.statusCode}`));
      });
      ws.once('error', reject);
    });
  }

  /** As the SPA's client does: a random moment within the window, then resume from the last seq. */
  private async comeBack(): Promise<void> {
    await sleep(Math.random() * (this.windowMs ?? 2000));
    for (let attempt = 0; ; attempt++) {
      this.attemptAt = nowMs();
      try {
        return await this.connect();
      } catch {
        await sleep(Math.random() * Math.min(30_000, 1000 * 2 ** (attempt + 1)));
      }
    }
  }

  private receive(data: Buffer): void {
    const head = frameHeader(data);
    if (this.closedAt !== null && this.resumedAt === null && this.attemptAt !== null) this.resumedAt = nowMs();
    if (head.type === 'snapshot' && head.seq !== undefined) {
      if (this.snapshots > 0 && head.seq > this.seq + 1) this.skipped += head.seq - this.seq - 1;
      this.snapshots++;
      this.seq = head.seq;
      this.epoch = head.epoch ?? '';
      this.firstSnapshot();
    } else if (head.type === 'patch' && head.seq !== undefined) {
      if (head.seq !== this.seq + 1) this.gaps++;
      this.seq = Math.max(this.seq, head.seq);
    }
  }
}

async function drain(siteUrl: string, topic: string): Promise<number> {
  const response = await fetch(`${siteUrl}/live-admin/drain?topic=${encodeURIComponent(topic)}`, {
    method: 'POST',
    headers: { 'x-admin-token': LOCAL_ADMIN_TOKEN },
  });
  if (!response.ok) throw new Error(`the drain failed: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { closed: number }).closed;
}

/** Resolves once the condition holds, checked every 100 ms; false after the timeout. */
async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

const site = await startBenchSite({ LIVE_SHARDS: String(shards) }, direct ? 'direct' : 'wrangler');
try {
  const match = await pickLiveMatch(site.url, site.playLeft, 2 * seconds * 1000 + RESUME_TIMEOUT_MS + OPEN_ALLOWANCE_MS);
  const topic = `match/${match.id}`;
  note(`${clients} sockets on ${topic} (${match.format}, ${Math.round(match.playLeftMs / 1000)} s of play left), LIVE_SHARDS=${shards}`);
  const runId = Date.now().toString(36);
  const fans = Array.from({ length: clients }, (_, i) => new Fan(site.url, topic, i, runId));
  const memoryBefore = residentBytes(site.runtime.pids());
  for (let start = 0; start < clients; start += batch) await Promise.all(fans.slice(start, start + batch).map((fan) => fan.connect()));
  if (!(await until(() => fans.every((fan) => fan.snapshots > 0), 60_000)))
    throw new Error('not every socket had its snapshot within 60 s');
  const memoryPerSocket = (residentBytes(site.runtime.pids()) - memoryBefore) / clients;
  note(`following the match for ${seconds} s`);
  await sleep(seconds * 1000);

  let sockets = 0;
  let resumed = false;
  const storm = await measureWindow(site.runtime, site.simUrl, `/v1/matches/${match.id}`, async () => {
    note('draining the topic, as a deploy would');
    sockets = await drain(site.url, topic);
    resumed = await until(() => fans.every((fan) => fan.resumedAt !== null), RESUME_TIMEOUT_MS);
    note(`${fans.filter((fan) => fan.resumedAt !== null).length} of ${clients} back; following the match for ${seconds} s more`);
    await sleep(seconds * 1000);
  });
  // Everyone ends where the furthest one is, or has lost what lies between.
  const newest = () => Math.max(...fans.map((fan) => fan.seq));
  await until(() => fans.every((fan) => fan.seq === newest()), 15_000);
  const last = newest();

  const reconnect = fans.filter((f) => f.resumedAt !== null && f.attemptAt !== null).map((f) => f.resumedAt! - f.attemptAt!);
  const back = fans.filter((f) => f.resumedAt !== null && f.closedAt !== null).map((f) => f.resumedAt! - f.closedAt!);
  reconnect.sort((a, b) => a - b);
  back.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: 'storm',
      sockets,
      clients,
      shards,
      window_ms: fans[0]?.windowMs ?? null,
      all_back: resumed,
      lost_updates: fans.reduce((sum, fan) => sum + (last - fan.seq) + fan.skipped, 0),
      silent_gaps: fans.reduce((sum, fan) => sum + fan.gaps, 0),
      snapshot_fallbacks: fans.reduce((sum, fan) => sum + fan.snapshots - 1, 0),
      reconnect_p50_ms: round(quantile(reconnect, 0.5), 1),
      reconnect_p99_ms: round(quantile(reconnect, 0.99), 1),
      back_p50_s: round((quantile(back, 0.5) ?? 0) / 1000, 2),
      back_p99_s: round((quantile(back, 0.99) ?? 0) / 1000, 2),
      upstream_req_per_min: storm.figures.upstream_req_per_min,
      runtime_cpu_s: storm.figures.runtime_cpu_s,
      storm_seconds: storm.figures.seconds,
      other_cpu_s: storm.figures.other_cpu_s,
      rss_per_socket_kb: round(memoryPerSocket / 1024, 1),
      final_seq: last,
      match: match.id,
      runtime: direct ? 'direct' : 'wrangler-dev',
      load_1m: Number(loadavg()[0]!.toFixed(2)),
    }),
  );
  for (const fan of fans) fan.ws.close(1000);
} finally {
  await site.stop();
}
