// The naive baseline of `npm run bench:live`, as the original site does it: every client polls the
// upstream's GET /v1/matches/{id} every 5 s itself, signed as the original browser app signed its
// calls: N clients make N upstream requests per 5 s. (It used to go through the edge with a bearer
// token to bypass the cache; the edge now serves shared calls from the cache whoever asks.)
//
// Requests go over keep-alive connections (node:http), as a browser holds them: fetch's pool closes
// idle connections after 4 s, so a 5 s poll would open a new TCP connection every time.
import http from 'node:http';
import { signatureHeaders } from '../shared/signing';
import { headline, measureWindow, median, nowMs, sleep, type ScenarioOptions } from './live-support';

export interface PollOptions extends ScenarioOptions {
  /** The upstream's signing secret, as the original app carried it. */
  secret: string;
  intervalMs: number;
}

interface Sample {
  start: number;
  rtt: number;
  bytes: number;
  changed: boolean;
}

const REQUEST_TIMEOUT_MS = 30_000;

async function get(agent: http.Agent, url: URL, secret: string): Promise<{ status: number; body: Buffer }> {
  const signed = await signatureHeaders(secret, { method: 'GET', pathWithQuery: url.pathname, body: null });
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { ...signed, accept: 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

export async function runPoll(options: PollOptions) {
  if (!options.simUrl) throw new Error('the polling baseline asks the upstream itself: give BENCH_SIM_URL with BENCH_URL');
  const url = new URL(`/v1/matches/${options.matchId}`, options.simUrl);
  const path = `/v1/matches/${options.matchId}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const samples: Sample[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const fail = (kind: string) => {
    errors++;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  let missedPolls = 0;

  const started = nowMs();
  // Starts are staggered over the first interval; the window starts once every client has begun.
  const windowStart = started + options.intervalMs;
  const windowEnd = windowStart + options.seconds * 1000;
  const inWindow = (t: number) => t >= windowStart && t < windowEnd;

  async function client(i: number): Promise<void> {
    const offset = (i * options.intervalMs) / options.clients;
    let previous: Buffer | null = null;
    for (let k = 0; ; k++) {
      let due = started + offset + k * options.intervalMs;
      const now = nowMs();
      if (due < now - 1) {
        // The last request took longer than the interval: skip the ticks it overran.
        const skip = Math.ceil((now - due) / options.intervalMs);
        if (inWindow(due)) missedPolls += skip;
        k += skip;
        due += skip * options.intervalMs;
      }
      if (due >= windowEnd) return;
      await sleep(Math.max(0, due - nowMs()));
      const start = nowMs();
      try {
        const { status, body } = await get(agent, url, options.secret);
        const rtt = nowMs() - start;
        if (status !== 200) {
          if (inWindow(start)) fail(`HTTP ${status}`);
          continue;
        }
        const changed = previous !== null && !previous.equals(body);
        previous = body;
        if (inWindow(start)) samples.push({ start, rtt, bytes: body.length, changed });
      } catch (err) {
        if (inWindow(start)) fail((err as Error).message.slice(0, 80));
      }
    }
  }

  const loops = Array.from({ length: options.clients }, (_, i) => client(i));
  await sleep(windowStart - nowMs());
  const measured = await measureWindow(options.runtime, options.simUrl, path, () => sleep(windowEnd - nowMs()));
  await Promise.all(loops); // the requests still in flight
  agent.destroy();
  await sleep(2000);

  const rtts = samples.map((s) => s.rtt).sort((a, b) => a - b);
  const bytes = median(samples.map((s) => s.bytes));
  const changes = samples.filter((s) => s.changed);
  const changeBytes = median(changes.map((s) => s.bytes));
  return {
    ...headline({
      mode: 'poll-baseline',
      clients: options.clients,
      shards: options.shards,
      updatesPerClient: changes.length / options.clients,
      latencies: rtts,
      snapshotBytes: bytes,
      changeBytes,
      errors,
      figures: measured.figures,
    }),
    // Context.
    latency_means: 'round trip of one GET; a change also waits for the next poll (0-5 s, 2.5 s on average)',
    match: options.matchId,
    requests: samples.length + errors,
    missed_polls: missedPolls,
    ...(errors > 0 ? { error_kinds: errorKinds } : {}),
  };
}
