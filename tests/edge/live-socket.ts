// A real WebSocket client of the live protocol for the edge tests: it records every frame, waits
// for frames by condition (never by sleeping), and mirrors a topic's state the way the SPA will,
// failing loudly on a gap in seq.
import WebSocket from 'ws';
import { z } from '../../shared/zod';
import { parseServerFrame, type ClientMessage, type ServerMessage } from '../../shared/live-protocol';
import { applyMergePatch, isJsonObject, type Json, type JsonObject } from '../../shared/merge-patch';
import { simRequests } from '../support/sim-control';

export const FRAME_TIMEOUT_MS = 20_000;

export interface OpenOptions {
  /** Picks the shard: the same id always lands on the same one. */
  client?: string;
  origin?: string;
  /** Extra upgrade headers (e.g. cf-connecting-ip, to count as another client). */
  headers?: Record<string, string>;
}

/** A topic's state as a client rebuilds it from frames. */
export class Mirror {
  seq = -1;
  epoch = '';
  data: JsonObject | null = null;
  snapshots = 0;
  patches = 0;
  /** The state after each seq, serialised, to compare with what another client saw at that seq. */
  readonly states = new Map<number, string>();

  apply(frame: ServerMessage): void {
    if (frame.type === 'snapshot') {
      this.seq = frame.seq;
      this.epoch = frame.epoch;
      this.data = frame.data;
      this.snapshots++;
    } else if (frame.type === 'patch') {
      if (frame.seq !== this.seq + 1) throw new Error(`seq gap: have ${this.seq}, got ${frame.seq}`);
      const next: Json = applyMergePatch(this.data, frame.patch);
      if (!isJsonObject(next)) throw new Error('a patch turned the state into a non-object');
      this.data = next;
      this.seq = frame.seq;
      this.patches++;
    } else {
      return;
    }
    this.states.set(this.seq, JSON.stringify(this.data));
  }
}

export class LiveSocket {
  readonly frames: ServerMessage[] = [];
  readonly raw: string[] = [];
  readonly mirrors = new Map<string, Mirror>();
  /** Protocol violations seen (frames outside the protocol, gaps in seq); tests expect none. */
  readonly errors: string[] = [];
  closeEvent: { code: number; reason: string } | null = null;
  private cursor = 0;
  private waiters = new Set<() => void>();

  private constructor(
    readonly ws: WebSocket,
    readonly shard: string | undefined,
  ) {
    ws.on('message', (data, isBinary) => {
      const text = isBinary ? '' : String(data);
      this.raw.push(text);
      const frame = parseServerFrame(text);
      if (!frame) {
        this.errors.push(`a frame outside the protocol: ${text.slice(0, 200)}`);
      } else {
        this.frames.push(frame);
        if (frame.type === 'snapshot' || frame.type === 'patch') {
          const mirror = this.mirrors.get(frame.topic) ?? new Mirror();
          this.mirrors.set(frame.topic, mirror);
          try {
            mirror.apply(frame);
          } catch (err) {
            this.errors.push(`${frame.topic}: ${(err as Error).message}`);
          }
        }
      }
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closeEvent = { code, reason: String(reason) };
      this.wake();
    });
  }

  /** Opens a socket on /live/{path}; rejects with the HTTP status when the upgrade is refused. */
  static open(baseUrl: string, path: string, options: OpenOptions = {}): Promise<LiveSocket> {
    const url = new URL(`/live/${path}`, baseUrl.replace(/^http/, 'ws'));
    if (options.client) url.searchParams.set('client', options.client);
    // A bounded handshake: an upgrade that never completes fails here, by name, not as a test timeout.
    const ws = new WebSocket(url, {
      handshakeTimeout: FRAME_TIMEOUT_MS,
      headers: options.headers,
      ...(options.origin ? { origin: options.origin } : {}),
    });
    return new Promise((resolve, reject) => {
      let shard: string | undefined;
      ws.once('upgrade', (response) => {
        const header = response.headers['x-live-shard'];
        shard = Array.isArray(header) ? header[0] : header;
      });
      ws.once('open', () => resolve(new LiveSocket(ws, shard)));
      ws.once('unexpected-response', (_req, response) => {
        reject(new RefusedUpgrade(response.statusCode ?? 0));
        ws.terminate();
      });
      ws.once('error', reject);
    });
  }

  send(message: ClientMessage | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  subscribe(topic: string, since?: number, epoch?: string): void {
    this.send({ type: 'subscribe', topic, ...(since !== undefined ? { since } : {}), ...(epoch ? { epoch } : {}) });
  }

  mirror(topic: string): Mirror {
    const mirror = this.mirrors.get(topic);
    if (!mirror) throw new Error(`no state for ${topic} yet`);
    return mirror;
  }

  /** The next frame (after the ones already taken) that matches; frames skipped stay recorded. */
  async next<T extends ServerMessage['type']>(
    type: T,
    match: (frame: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = FRAME_TIMEOUT_MS,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const found = await this.until(
      () => {
        for (let i = this.cursor; i < this.frames.length; i++) {
          const frame = this.frames[i]!;
          if (frame.type === type && match(frame as Extract<ServerMessage, { type: T }>)) {
            this.cursor = i + 1;
            return frame as Extract<ServerMessage, { type: T }>;
          }
        }
        return undefined;
      },
      timeoutMs,
      `a ${type} frame`,
    );
    return found;
  }

  /** Resolves once the condition holds, re-checked on every frame; rejects after the timeout. */
  until<T>(check: () => T | undefined | false, timeoutMs = FRAME_TIMEOUT_MS, what = 'a condition'): Promise<T> {
    return new Promise((resolve, reject) => {
      const test = () => {
        const value = check();
        if (value !== undefined && value !== false) {
          finish();
          resolve(value);
        } else if (this.closeEvent && what !== 'close') {
          finish();
          reject(new Error(`socket closed (${this.closeEvent.code} ${this.closeEvent.reason}) waiting for ${what}`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(
          new Error(`timed out after ${timeoutMs} ms waiting for ${what}; frames: ${this.raw.map((f) => f.slice(0, 120)).join(' | ')}`),
        );
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(test);
      };
      this.waiters.add(test);
      test();
    });
  }

  closed(timeoutMs = FRAME_TIMEOUT_MS): Promise<{ code: number; reason: string }> {
    return this.until(() => this.closeEvent ?? undefined, timeoutMs, 'close');
  }

  async close(): Promise<void> {
    if (this.closeEvent) return;
    this.ws.close(1000);
    await this.closed(5000).catch(() => this.ws.terminate());
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

export class RefusedUpgrade extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with HTTP ${status}`);
  }
}

const CarouselSchema = z.object({
  data: z.array(z.looseObject({ match_id: z.number(), status: z.unknown(), date_start_utc: z.nullish(z.string()) })),
});

/**
 * Ids of the matches the simulator has Live now, asked through the edge's /api pass-through, the
 * most recently started first: those stay Live longest on the accelerated clock.
 */
export async function liveMatchIds(siteUrl: string): Promise<number[]> {
  const response = await fetch(`${siteUrl}/api/v2/matches/live`);
  return CarouselSchema.parse(await response.json())
    .data.filter((m) => m.status === 'Live')
    .sort((a, b) => (b.date_start_utc ?? '').localeCompare(a.date_start_utc ?? ''))
    .map((m) => m.match_id);
}

/** Upstream requests the simulator has served for exactly this path. */
export async function upstreamCalls(simUrl: string, pathWithQuery: string): Promise<number> {
  return (await simRequests(simUrl))[`GET ${pathWithQuery}`] ?? 0;
}

/** Polls a condition that depends on the outside world (the simulator's counters), with a deadline. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = FRAME_TIMEOUT_MS, stepMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
