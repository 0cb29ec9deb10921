// The measurement of `npm run bench:floor`: N sockets on the floor Worker (bench/floor-worker.js),
// then K prepared frames sent to all of them, one at a time, each once every socket has the one
// before. A frame carries `at`, this process's clock when it asked the object to send (as the
// site's frames carry the moment the edge had the update), so its latency at a socket runs from the
// request to the socket's receipt: the request's hop on loopback, the object's send loop and the
// delivery. The runtime's CPU is read around the K sends only (measureWindow), not the opening.
import WebSocket from 'ws';
import { measureWindow, nowMs, quantile, round, type Runtime } from './live-support';

export interface FloorOptions {
  url: string;
  runtime: Runtime;
  clients: number;
  messages: number;
  /**
   * What each frame carries: a change frame the site sent (restamped with each send's seq and `at`,
   * so the runtime compresses and sends the same bytes the shard did), or else padding to a size.
   */
  frame: { sample: string } | { bytes: number };
  batch: number;
  deflate: boolean;
}

const DELIVERY_TIMEOUT_MS = 60_000;

/** A frame of exactly `bytes` bytes (at least its header's), shaped like the site's patches. */
export function floorFrame(seq: number, at: number, bytes: number): string {
  const head = `{"type":"patch","topic":"floor","seq":${seq},"at":${at},"patch":"`;
  return `${head}${'x'.repeat(Math.max(0, bytes - head.length - 2))}"}`;
}

/**
 * The site's change frame `sample` as the floor's `seq`-th, sent at `at`. Padding compresses to
 * almost nothing, so with permessage-deflate only the site's own bytes cost the runtime what the
 * shard's sends cost it.
 */
export function restampedFrame(sample: string, seq: number, at: number): string {
  if (!SEQ.test(sample) || !AT.test(sample)) throw new Error('the sample frame has no seq or at to restamp');
  return sample.replace(SEQ, `"seq":${seq}`).replace(AT, `"at":${at}`);
}

const SEQ = /"seq":\d+/;
const AT = /"at":([\d.]+)/;
/** Far enough into a frame to pass its topic, seq and epoch and reach `at`. */
const HEAD_BYTES = 200;

function open(options: FloorOptions, onFrame: (at: number, t: number) => void): Promise<WebSocket> {
  const ws = new WebSocket(options.url.replace(/^http/, 'ws'), { perMessageDeflate: options.deflate, skipUTF8Validation: true });
  ws.on('message', (data: Buffer) => {
    const t = nowMs();
    onFrame(Number(AT.exec(data.toString('latin1', 0, HEAD_BYTES))?.[1]), t);
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

export async function runFloor(options: FloorOptions) {
  const latencies: number[] = [];
  let received = 0;
  let waiter: { count: number; resolve: () => void } | null = null;
  const onFrame = (at: number, t: number) => {
    latencies.push(t - at);
    received++;
    if (waiter && received >= waiter.count) waiter.resolve();
  };
  const receivedAll = (count: number) =>
    new Promise<void>((resolve, reject) => {
      if (received >= count) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`${count - received} deliveries missing after ${DELIVERY_TIMEOUT_MS / 1000} s`)),
        DELIVERY_TIMEOUT_MS,
      );
      waiter = { count, resolve: () => (clearTimeout(timer), (waiter = null), resolve()) };
    });

  let errors = 0;
  // Each failed open by its error's message.
  const errorKinds: Record<string, number> = {};
  const sockets: WebSocket[] = [];
  for (let start = 0; start < options.clients; start += options.batch) {
    const batch = Array.from({ length: Math.min(options.batch, options.clients - start) }, () => open(options, onFrame));
    for (const result of await Promise.allSettled(batch)) {
      if (result.status === 'fulfilled') sockets.push(result.value);
      else {
        errors++;
        const kind = String((result.reason as Error)?.message ?? result.reason);
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      }
    }
  }
  for (const ws of sockets) ws.on('error', () => undefined);
  const held = ((await (await fetch(`${options.url}/sockets`)).json()) as { sockets: number }).sockets;
  if (held !== sockets.length) throw new Error(`the object holds ${held} sockets, ${sockets.length} opened`);

  const sendMs: number[] = [];
  const measured = await measureWindow(options.runtime, undefined, '', async () => {
    for (let seq = 1; seq <= options.messages; seq++) {
      const at = nowMs();
      const body = 'sample' in options.frame ? restampedFrame(options.frame.sample, seq, at) : floorFrame(seq, at, options.frame.bytes);
      const response = await fetch(`${options.url}/send`, { method: 'POST', body });
      if (!response.ok) throw new Error(`send ${seq}: HTTP ${response.status}`);
      await response.body?.cancel();
      sendMs.push(nowMs() - at);
      await receivedAll(seq * sockets.length);
    }
  });

  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          const force = setTimeout(() => (ws.terminate(), resolve()), 15_000);
          ws.once('close', () => (clearTimeout(force), resolve()));
          ws.close(1000);
        }),
    ),
  );

  latencies.sort((a, b) => a - b);
  sendMs.sort((a, b) => a - b);
  // The window's figures, less those that do not apply here: no upstream, no wrangler.
  const { runtime_cpu_s: cpu, upstream_req_per_min: _upstream, wrangler_cpu_s: _wrangler, ...window } = measured.figures;
  return {
    bench: 'floor',
    sockets: sockets.length,
    messages: options.messages,
    deliveries: received,
    runtime_cpu_s: cpu,
    deliveries_per_cpu_s: cpu ? Math.round(received / cpu) : null,
    p50_ms: round(quantile(latencies, 0.5), 1),
    p99_ms: round(quantile(latencies, 0.99), 1),
    // Context.
    frame_bytes: 'sample' in options.frame ? Buffer.byteLength(options.frame.sample) : options.frame.bytes,
    frame: 'sample' in options.frame ? "the shard's median change" : 'padding',
    send_request_p50_ms: round(quantile(sendMs, 0.5), 1),
    max_ms: round(latencies.at(-1) ?? null, 1),
    errors,
    ...(errors > 0 ? { error_kinds: errorKinds } : {}),
    ...window,
  };
}
