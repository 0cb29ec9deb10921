// The pushed scenario of `npm run bench:live`: N WebSocket clients on one match topic. Each socket's
// message handler only stamps the time and keeps the frame (of a snapshot, its head): at 2000
// sockets on two cores, any work there would delay the sockets behind it and show up as delivery
// latency. Frames are read after the window.
import WebSocket from 'ws';
import { clientAddress, headline, matchStatus, measureWindow, median, nowMs, round, sleep, type ScenarioOptions } from './live-support';

export interface PushOptions extends ScenarioOptions {
  /** Offer permessage-deflate, as browsers do. */
  deflate: boolean;
  batch: number;
  runId: string;
}

interface Received {
  t: number;
  /** The frame, or for a snapshot only its head (see HEAD_BYTES). */
  data: Buffer;
  bytes: number;
}

interface Client {
  ws: WebSocket;
  frames: Received[];
  snapshot: Promise<void>;
  shard: string | undefined;
  deflate: boolean;
  closedEarly: { code: number; at: number } | null;
}

const SNAPSHOT_TIMEOUT_MS = 60_000;
const SNAPSHOT_PREFIX = '{"type":"snapshot"';
/**
 * A snapshot is kept only as far as its members before `data`: holding 2000 whole ones (80 KB each)
 * through the window would leave the bench's garbage collector pausing the sockets' receipt.
 */
const HEAD_BYTES = 400;

/** The frame's members before its `data` or `patch`: type, topic, seq, epoch, at. */
export function frameHeader(data: Buffer): { type?: string; seq?: number; epoch?: string; at?: number } {
  const head = data.toString('utf8', 0, Math.min(data.length, HEAD_BYTES));
  const cut = head.search(/,"(data|patch)":/);
  try {
    return JSON.parse(cut < 0 ? data.toString('utf8') : `${head.slice(0, cut)}}`) as { type?: string; seq?: number; epoch?: string; at?: number };
  } catch {
    return {};
  }
}

function openClient(options: PushOptions, i: number, topic: string): Promise<Client> {
  const url = new URL(`/live/${topic}`, options.siteUrl.replace(/^http/, 'ws'));
  url.searchParams.set('v', '1');
  url.searchParams.set('client', `bench-${options.runId}-${i}`);
  // Each socket a fan of its own (cf-connecting-ip), as on Cloudflare: one address would meet the upgrade limit.
  const headers = { 'cf-connecting-ip': clientAddress(i) };
  const ws = new WebSocket(url, { origin: options.siteUrl, headers, perMessageDeflate: options.deflate, skipUTF8Validation: true });
  const frames: Received[] = [];
  let gotSnapshot: () => void;
  const snapshot = new Promise<void>((resolve) => (gotSnapshot = resolve));
  const client: Client = { ws, frames, snapshot, shard: undefined, deflate: false, closedEarly: null };
  ws.on('message', (data: Buffer) => {
    const t = nowMs();
    const snapshot = data.toString('latin1', 0, SNAPSHOT_PREFIX.length) === SNAPSHOT_PREFIX;
    frames.push({ t, data: snapshot ? Buffer.from(data.subarray(0, HEAD_BYTES)) : data, bytes: data.length });
    if (snapshot) gotSnapshot();
  });
  ws.on('error', () => undefined); // a lost socket is counted by its close
  ws.on('close', (code) => {
    client.closedEarly ??= { code, at: nowMs() };
    gotSnapshot(); // nothing more will come: do not wait for it
  });
  return new Promise((resolve, reject) => {
    ws.once('upgrade', (response) => {
      const shard = response.headers['x-live-shard'];
      client.shard = Array.isArray(shard) ? shard[0] : shard;
      client.deflate = String(response.headers['sec-websocket-extensions'] ?? '').includes('permessage-deflate');
    });
    ws.once('open', () => {
      ws.send(JSON.stringify({ type: 'subscribe', topic }));
      resolve(client);
    });
    ws.once('unexpected-response', (_request, response) => {
      ws.terminate();
      reject(new Error(`upgrade refused: HTTP ${response.statusCode}`));
    });
    ws.once('error', reject);
  });
}

/** What a pushed run measured (`line`, its JSON line) and one change frame of the median size, as sent. */
export async function runPush(options: PushOptions) {
  const topic = `match/${options.matchId}`;
  const path = `/v1/matches/${options.matchId}`;
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const fail = (kind: string, count = 1) => {
    errors += count;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + count;
  };

  // Open phase: batches, each opened (and subscribed) before the next starts.
  const openStarted = nowMs();
  const clients: Client[] = [];
  for (let start = 0; start < options.clients; start += options.batch) {
    const batch = Array.from({ length: Math.min(options.batch, options.clients - start) }, (_, j) => openClient(options, start + j, topic));
    for (const result of await Promise.allSettled(batch)) {
      if (result.status === 'fulfilled') clients.push(result.value);
      else fail('open');
    }
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), SNAPSHOT_TIMEOUT_MS)));
  const joined = await Promise.race([Promise.all(clients.map((c) => c.snapshot)), timeout]);
  clearTimeout(timer);
  if (joined === 'timeout') {
    for (const client of clients) client.ws.terminate();
    throw new Error(`not every socket had its snapshot within ${SNAPSHOT_TIMEOUT_MS / 1000} s`);
  }
  const openSeconds = (nowMs() - openStarted) / 1000;

  // The measured window.
  const measured = await measureWindow(options.runtime, options.simUrl, path, () => sleep(options.seconds * 1000));
  const status = await matchStatus(options.siteUrl, options.matchId);

  // Read the frames.
  const latencies: number[] = [];
  const changeFrames = new Map<number, Buffer>();
  const arrivals = new Map<number, { first: number; last: number; at: number }>();
  const snapshotBytes: number[] = [];
  let updates = 0;
  for (const client of clients) {
    if (client.closedEarly) fail(`closed ${client.closedEarly.code}`);
    let lastSeq: number | undefined;
    for (const frame of client.frames) {
      const head = frameHeader(frame.data);
      if (head.type === 'error') fail('error frame');
      if (head.type !== 'snapshot' && head.type !== 'patch') continue;
      if (head.type === 'patch' && lastSeq !== undefined && head.seq !== lastSeq + 1) fail('seq gap');
      lastSeq = head.seq;
      if (frame.t < measured.start) {
        if (head.type === 'snapshot') snapshotBytes.push(frame.bytes); // the one it joined with
        continue;
      }
      if (frame.t >= measured.end) continue;
      updates++;
      if (head.at === undefined) fail('no at');
      else latencies.push(frame.t - head.at);
      if (head.type === 'patch' && head.seq !== undefined) changeFrames.set(head.seq, frame.data);
      if (head.seq !== undefined) {
        const seen = arrivals.get(head.seq);
        if (!seen) arrivals.set(head.seq, { first: frame.t, last: frame.t, at: head.at ?? frame.t });
        else {
          seen.first = Math.min(seen.first, frame.t);
          seen.last = Math.max(seen.last, frame.t);
        }
      }
    }
  }
  latencies.sort((a, b) => a - b);
  const snapshot = median(snapshotBytes);
  const change = median([...changeFrames.values()].map((frame) => frame.length));
  const medianChangeFrame = [...changeFrames.values()].find((frame) => frame.length === change)?.toString('utf8') ?? null;
  // Per update: how long until the first socket had it (the pipeline before the fan-out), and how
  // long from the first socket to the last (the fan-out, sends and receives).
  const firsts = [...arrivals.values()].map((a) => a.first - a.at);
  const spreads = [...arrivals.values()].map((a) => a.last - a.first);

  // Close, and let the edge settle before the next scenario.
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          if (client.ws.readyState === WebSocket.CLOSED) return resolve();
          const force = setTimeout(() => (client.ws.terminate(), resolve()), 15_000);
          client.ws.once('close', () => (clearTimeout(force), resolve()));
          client.ws.close(1000);
        }),
    ),
  );
  await sleep(2000);

  const line = {
    ...headline({
      mode: 'push',
      clients: options.clients,
      shards: options.shards ?? new Set(clients.map((c) => c.shard)).size,
      updatesPerClient: clients.length > 0 ? updates / clients.length : 0,
      latencies,
      snapshotBytes: snapshot,
      changeBytes: change,
      errors,
      figures: measured.figures,
    }),
    // Context.
    match: options.matchId,
    match_status_at_end: status,
    distinct_updates: arrivals.size,
    deliveries: updates,
    max_latency_ms: round(latencies.at(-1) ?? null, 1),
    first_socket_p50_ms: round(median(firsts), 1),
    fanout_spread_p50_ms: round(median(spreads), 1),
    shards_seen: new Set(clients.map((c) => c.shard)).size,
    deflate: clients.some((c) => c.deflate),
    open_s: round(openSeconds, 1),
    ...(errors > 0 ? { error_kinds: errorKinds } : {}),
  };
  return { line, medianChangeFrame };
}
