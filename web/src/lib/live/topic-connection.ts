// One live topic's connection: a reconnecting socket to /live/{topic} that keeps the store's copy
// equal to the edge's, applying the snapshot and then each patch in sequence. Plain TypeScript, no
// React. The first snapshot comes from the topic's HTTP endpoint, cached and compressed once at the
// edge (a socket compresses it again for every fan, if at all), and the socket resumes from it. Where WebSockets
// are not available, or never manage to open, it reads that endpoint at the topic's own interval.
// After a drop it comes back at a random moment (reconnect-delay.ts) and resumes from its last seq.
import { WebSocket as ReconnectingWebSocket } from 'partysocket';
import {
  CloseCode,
  parseServerFrame,
  PROTOCOL_VERSION,
  reconnectWindowOf,
  type ClientMessage,
  type ServerMessage,
} from '../../../../shared/live-protocol';
import { applyMergePatch, isJsonObject } from '../../../../shared/merge-patch';
import { sessionId } from '../session';
import { ballMoments, topicState, updateTopic, withKeyEvents } from './live-store';
import { primeTopic } from './prime-topic';
import { reconnectDelayMs } from './reconnect-delay';

/** Failed opens in a row (never connected) before falling back to the HTTP snapshot. */
const OPEN_FAILURES_BEFORE_FALLBACK = 3;
/** Codes after which retrying cannot help. */
const FINAL_CLOSE_CODES = new Set<number>([CloseCode.notFound, CloseCode.badFrame, CloseCode.unsupportedData, CloseCode.tooLarge]);

export class TopicConnection {
  private socket: ReconnectingWebSocket | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private openFailures = 0;
  private opens = 0;
  private primed: Promise<void> = Promise.resolve();
  private everOpened = false;
  /** Between a resuming subscribe and the status frame that ends its replay of what was missed. */
  private resuming = false;
  private closed = false;
  /** The window the edge named when it last drained this socket (a goingAway close). */
  private drainWindowMs: number | null = null;

  constructor(
    readonly topic: string,
    private readonly pollIntervalMs: number,
  ) {}

  start(): void {
    if (typeof WebSocket === 'undefined') return this.startPolling();
    // A new connection (a page's Try Again remounts its topics) asks afresh: what it was told before is not its answer.
    updateTopic(this.topic, { connection: 'connecting', error: null });
    this.primed = primeTopic(this.topic);
    let attempt = 0;
    this.socket = new ReconnectingWebSocket(
      async () => {
        // The first connection goes at once; every retry after a drop waits its jittered turn.
        const retry = this.everOpened ? attempt++ : attempt++ - 1;
        if (retry >= 0) await delay(reconnectDelayMs(retry, this.drainWindowMs));
        this.drainWindowMs = null;
        return liveUrl(this.topic);
      },
      [],
      {
        // Our own jittered wait happens in the URL provider; partysocket's fixed one stays minimal.
        minReconnectionDelay: 0,
        maxReconnectionDelay: 0,
        // A busy edge on match day may take a while to answer the upgrade: do not give up at 4 s.
        connectionTimeout: 10_000,
        shouldReconnectOnClose: (event) => !FINAL_CLOSE_CODES.has(event.code),
      },
    );
    this.socket.addEventListener('open', async () => {
      attempt = 0;
      this.openFailures = 0;
      this.everOpened = true;
      const open = ++this.opens;
      await this.primed;
      // Closed or reopened meanwhile: the next open subscribes (partysocket would queue this one).
      if (open !== this.opens || this.closed || this.socket?.readyState !== WebSocket.OPEN) return;
      this.subscribe();
    });
    this.socket.addEventListener('message', (event) => {
      if (typeof event.data === 'string') this.receive(event.data);
    });
    this.socket.addEventListener('close', (event) => {
      if (this.closed) return;
      if (event.code === CloseCode.goingAway) this.drainWindowMs = reconnectWindowOf(event.reason);
      if (FINAL_CLOSE_CODES.has(event.code)) {
        updateTopic(this.topic, { error: event.reason || 'This live feed is not available' });
        return;
      }
      if (!this.everOpened && ++this.openFailures >= OPEN_FAILURES_BEFORE_FALLBACK) {
        this.socket?.close();
        this.socket = null;
        this.startPolling();
        return;
      }
      updateTopic(this.topic, { connection: 'reconnecting' });
    });
  }

  stop(): void {
    this.closed = true;
    this.socket?.close(CloseCode.normal);
    this.socket = null;
    if (this.pollTimer) clearTimeout(this.pollTimer);
  }

  /** Subscribes, resuming from what the page holds when it holds the topic: the edge replays what it missed. */
  private subscribe(): void {
    const { seq, epoch } = topicState(this.topic);
    this.resuming = epoch !== null;
    this.send({ type: 'subscribe', topic: this.topic, ...(epoch ? { since: seq, epoch } : {}) });
  }

  private send(message: ClientMessage): void {
    this.socket?.send(JSON.stringify(message));
  }

  private receive(text: string): void {
    const frame = parseServerFrame(text);
    if (!frame) return; // Not a frame this client understands: never guess at its meaning.
    this.apply(frame);
  }

  private apply(frame: ServerMessage): void {
    switch (frame.type) {
      case 'snapshot':
        this.resuming = false;
        updateTopic(this.topic, {
          data: frame.data,
          seq: frame.seq,
          epoch: frame.epoch,
          connection: 'live',
          staleSince: frame.stale?.since ?? null,
          error: null,
        });
        return;
      case 'patch': {
        const current = topicState(this.topic);
        if (current.data === null || frame.seq !== current.seq + 1) {
          // A gap: ask again from what we hold; the edge sends what was missed or a fresh snapshot.
          this.subscribe();
          return;
        }
        const next = applyMergePatch(current.data, frame.patch);
        if (isJsonObject(next)) {
          const moments = this.resuming ? null : ballMoments(frame.events);
          updateTopic(this.topic, {
            data: next,
            seq: frame.seq,
            connection: 'live',
            events: withKeyEvents(current.events, frame.events),
            ...(moments ? { moments } : {}),
          });
        }
        return;
      }
      case 'status':
        // Also the last frame of a resume, which may bring no patch when nothing was missed: what
        // comes after it comes as it happens.
        this.resuming = false;
        updateTopic(this.topic, { connection: 'live', staleSince: frame.state === 'stale' ? (frame.since ?? Date.now()) : null });
        return;
      case 'error':
        // An unknown topic is refused for good. One whose upstream has not answered yet is
        // unavailable until its snapshot follows on this socket (which clears the error): the page
        // says so, with Try Again, rather than showing nothing as if the feed were empty.
        if (frame.code === 'not_found' || (frame.code === 'unavailable' && topicState(this.topic).data === null)) {
          updateTopic(this.topic, { error: frame.message });
        }
        return;
      case 'pong':
        return;
    }
  }

  /** The fallback: the edge-cached snapshot, fetched at the topic's interval. */
  private startPolling(): void {
    updateTopic(this.topic, { connection: 'polling' });
    const poll = async () => {
      if (this.closed) return;
      try {
        const response = await fetch(`/live/${this.topic}`);
        if (response.status === 404) return updateTopic(this.topic, { error: 'This live feed is not available' });
        const frame = response.ok ? parseServerFrame(await response.text()) : undefined;
        if (frame?.type === 'snapshot') this.apply(frame);
      } catch {
        // Offline or the edge is restarting: the next tick tries again.
      }
      if (!this.closed) this.pollTimer = setTimeout(poll, this.pollIntervalMs);
    };
    void poll();
  }
}

function liveUrl(topic: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  // The client id keeps a reconnecting fan on the same shard of a busy topic.
  return `${scheme}://${location.host}/live/${topic}?v=${PROTOCOL_VERSION}&client=${encodeURIComponent(sessionId())}`;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
