// A LiveShard holds sockets: a topic's sockets are spread over LIVE_SHARDS of them (match days), and
// the topic's LiveTopic object publishes each update, serialised once, to every shard that has
// listeners. Sockets are hibernatable (ctx.acceptWebSocket), so idle listeners cost nothing; pings
// are answered by the runtime without waking the object. A socket may follow a few topics; each
// subscription is in its attachment, so it survives the object being evicted.
//
// Ordering: a shard keeps, per topic, the seq all its in-sync sockets are at (its position). A
// joining socket is brought to that same seq before it counts as in sync; an update whose `from` is
// not the position reveals a missed one, and the shard asks the topic for what it missed. All of this
// runs in one queue per topic, so updates and joins never interleave.
import { DurableObject } from 'cloudflare:workers';
import { z } from '../../../shared/zod';
import {
  LIVE_CLIENT_FRAMES_PER_WINDOW,
  LIVE_CLIENT_RATE_WINDOW_MS,
  LIVE_MAX_CLIENT_FRAME_BYTES,
  LIVE_MAX_TOPICS_PER_SOCKET,
} from '../../../shared/constants';
import {
  CloseCode,
  parseClientFrame,
  PING_FRAME,
  PONG_FRAME,
  type ClientMessage,
  type ErrorCode,
  type ServerMessage,
} from '../../../shared/live-protocol';
import type { Env } from '../env';
import type { ListenerCount, TopicUpdate } from './live-topic';
import { ShardPositions } from './shard-positions';
import { TOPIC_LOOKUP_KEY } from './topic-exists';

const MAX_ADMITTED = 1024;

/** Set by the route: the name this shard answers to (`match/87006#2`). */
export const SHARD_NAME_HEADER = 'x-live-shard-name';
/** On the 101 answer: which shard the socket landed on, for tests and debugging. */
export const SHARD_INDEX_HEADER = 'x-live-shard';

const AttachmentSchema = z.object({ shard: z.string(), topics: z.array(z.string()) });

interface Client {
  shard: string;
  /** In sync: receives every update of these topics. */
  topics: Set<string>;
  /** Subscribing: being brought up to date, in memory only (a join in flight keeps the object awake). */
  pending: Set<string>;
  window: { start: number; frames: number };
}

export class LiveShard extends DurableObject<Env> {
  private clients = new Map<WebSocket, Client>();
  private positions: ShardPositions;
  private lastStamp = 0;
  /** Topics other than its own that this object has let sockets subscribe to (see subscribe). */
  private admitted = new Set<string>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.positions = new ShardPositions(ctx.storage);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
  }

  // Lifecycle: connect ------------------------------------------------------------------------------

  override async fetch(request: Request): Promise<Response> {
    const shard = request.headers.get(SHARD_NAME_HEADER);
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket' || !shard) {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    const state: Client = { shard, topics: new Set(), pending: new Set(), window: { start: Date.now(), frames: 0 } };
    this.clients.set(server, state);
    this.save(server, state);
    return new Response(null, { status: 101, webSocket: client, headers: { [SHARD_INDEX_HEADER]: shard.split('#').pop() ?? '0' } });
  }

  // Lifecycle: message ------------------------------------------------------------------------------

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const client = this.client(ws);
    if (typeof message !== 'string') return this.close(ws, CloseCode.unsupportedData, 'Frames are JSON text');
    if (message.length > LIVE_MAX_CLIENT_FRAME_BYTES / 3 && new TextEncoder().encode(message).byteLength > LIVE_MAX_CLIENT_FRAME_BYTES) {
      this.sendError(ws, 'frame_too_large', `Frames are at most ${LIVE_MAX_CLIENT_FRAME_BYTES} bytes`);
      return this.close(ws, CloseCode.tooLarge, 'Frame too large');
    }
    const now = Date.now();
    if (now - client.window.start >= LIVE_CLIENT_RATE_WINDOW_MS) client.window = { start: now, frames: 0 };
    if (++client.window.frames > LIVE_CLIENT_FRAMES_PER_WINDOW) {
      this.sendError(ws, 'rate_limited', `At most ${LIVE_CLIENT_FRAMES_PER_WINDOW} frames per ${LIVE_CLIENT_RATE_WINDOW_MS / 1000} s`);
      return this.close(ws, CloseCode.rateLimited, 'Too many frames');
    }
    const frame = parseClientFrame(message);
    if (!frame) {
      this.sendError(ws, 'bad_frame', 'Not a client message of protocol version 1 (see docs/live-protocol.md)');
      return this.close(ws, CloseCode.badFrame, 'Bad frame');
    }
    if (frame.type === 'ping') ws.send(PONG_FRAME);
    else if (frame.type === 'subscribe') await this.subscribe(ws, client, frame);
    else await this.unsubscribe(ws, client, frame.topic);
  }

  private async subscribe(ws: WebSocket, client: Client, frame: Extract<ClientMessage, { type: 'subscribe' }>) {
    const { topic } = frame;
    const held = client.topics.has(topic) || client.pending.has(topic);
    if (!held && client.topics.size + client.pending.size >= LIVE_MAX_TOPICS_PER_SOCKET) {
      return this.sendError(ws, 'too_many_topics', `At most ${LIVE_MAX_TOPICS_PER_SOCKET} topics per socket`, topic);
    }
    if (!held && !(await this.admit(topic, client.shard))) {
      return this.sendError(ws, 'unavailable', 'Too many new live topics right now; subscribe again later', topic);
    }
    // A repeated subscribe is a resync: the socket is brought up again from its `since`.
    client.topics.delete(topic);
    client.pending.add(topic);
    this.save(ws, client);
    try {
      await this.positions.serial(topic, () => this.join(ws, client, topic, frame.since, frame.epoch));
    } catch (err) {
      console.error(`live shard ${client.shard}: subscribing to ${topic} failed`, err);
      client.pending.delete(topic);
      this.save(ws, client);
      this.sendError(ws, 'unavailable', 'The topic could not be reached; subscribe again later', topic);
    }
  }

  /**
   * A socket's own topic was looked up by the Worker before the upgrade (topic-exists.ts); a match or
   * blog it names in a frame was not, and its topic object would ask the upstream about it. Such
   * topics, new to this object, count against the location's TOPIC_LOOKUP_LIMIT, so made-up ids
   * sent by frame cost no more objects or upstream calls a minute than made-up ids in URLs.
   */
  private async admit(topic: string, shard: string): Promise<boolean> {
    if (topic === shard.slice(0, shard.lastIndexOf('#')) || !topic.includes('/') || this.admitted.has(topic)) return true;
    const { success } = await this.env.TOPIC_LOOKUP_LIMIT.limit({ key: TOPIC_LOOKUP_KEY });
    if (!success) return false;
    this.admitted.add(topic);
    if (this.admitted.size > MAX_ADMITTED) this.admitted.delete(this.admitted.values().next().value!);
    return true;
  }

  /** Brings a subscribing socket to the seq the shard's in-sync sockets are at, then marks it in sync. */
  private async join(ws: WebSocket, client: Client, topic: string, since?: number, epoch?: string): Promise<void> {
    if (!client.pending.has(topic)) return; // Unsubscribed or closed while waiting in the queue.
    const position = await this.positions.get(topic);
    const source = this.topic(topic);
    const reply = await source.open({ topic, listener: client.shard, count: this.countOf(topic), since, epoch });
    if (!client.pending.has(topic)) return;
    this.send(ws, reply.frames);
    if (reply.kind === 'not_found') {
      client.pending.delete(topic);
      this.save(ws, client);
      if (client.topics.size === 0 && client.pending.size === 0) this.close(ws, CloseCode.notFound, 'No such topic');
      return;
    }
    let { seq, epoch: at } = reply;
    for (;;) {
      if (position.seq === undefined || !this.hasInSync(topic) || (position.seq === seq && position.epoch === at)) break;
      const socketBehind = position.epoch === at && seq < position.seq;
      const caught = await source.catchUp(topic, socketBehind ? seq : position.seq, socketBehind ? at : position.epoch);
      if (caught.kind !== 'ok' || !client.pending.has(topic)) return;
      if (socketBehind) {
        this.send(ws, caught.frames);
        ({ seq, epoch: at } = caught);
      } else {
        this.broadcast(topic, caught.frames);
        await this.positions.set(topic, caught.seq, caught.epoch);
      }
    }
    await this.positions.set(topic, seq, at);
    client.pending.delete(topic);
    client.topics.add(topic);
    this.save(ws, client);
  }

  private async unsubscribe(ws: WebSocket, client: Client, topic: string): Promise<void> {
    const held = client.topics.delete(topic);
    const pending = client.pending.delete(topic);
    if (!held && !pending) return;
    this.save(ws, client);
    await this.topic(topic).listen(topic, client.shard, this.countOf(topic));
  }

  // Lifecycle: close --------------------------------------------------------------------------------

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    await this.leave(ws);
    // Complete the closing handshake; codes the peer may not send back (1005, 1006) become 1000.
    this.close(ws, code === CloseCode.goingAway || (code >= 3000 && code <= 4999) ? code : CloseCode.normal, reason);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.leave(ws);
  }

  private async leave(ws: WebSocket): Promise<void> {
    const client = this.client(ws);
    this.clients.delete(ws);
    const topics = [...client.topics, ...client.pending];
    client.topics.clear();
    client.pending.clear();
    await Promise.all(
      topics.map((topic) =>
        this.topic(topic)
          .listen(topic, client.shard, this.countOf(topic, ws))
          .catch((err: unknown) => {
            console.warn(`live shard ${client.shard}: reporting a leave from ${topic} failed`, err);
          }),
      ),
    );
  }

  // Broadcast: the topic publishes here ------------------------------------------------------------

  async deliver(topic: string, update: TopicUpdate): Promise<ListenerCount> {
    return this.positions.serial(topic, async () => {
      const position = await this.positions.get(topic);
      if (update.from === update.to) {
        this.broadcast(topic, update.frames); // A status change alone: no seq to follow.
      } else if (position.seq === update.from && position.epoch === update.epoch) {
        this.broadcast(topic, update.frames);
        await this.positions.set(topic, update.to, update.epoch);
      } else if (position.epoch === update.epoch && position.seq !== undefined && update.to <= position.seq) {
        // Already caught up past it.
      } else if (!this.hasInSync(topic)) {
        await this.positions.set(topic, update.to, update.epoch);
      } else {
        // A gap: an earlier update never arrived. Ask for what the sockets missed, in order.
        const caught = await this.topic(topic).catchUp(topic, position.seq, position.epoch);
        if (caught.kind === 'ok') {
          this.broadcast(topic, caught.frames);
          await this.positions.set(topic, caught.seq, caught.epoch);
        }
      }
      return this.countOf(topic);
    });
  }

  /** The topic re-asks from time to time, so sockets lost without a goodbye stop its polling. */
  async count(topic: string): Promise<ListenerCount> {
    return this.countOf(topic);
  }

  private broadcast(topic: string, frames: string[]): void {
    for (const ws of this.ctx.getWebSockets()) if (this.client(ws).topics.has(topic)) this.send(ws, frames);
  }

  // Helpers -----------------------------------------------------------------------------------------

  private client(ws: WebSocket): Client {
    let client = this.clients.get(ws);
    if (!client) {
      // Woken from hibernation: the subscriptions come back from the socket's attachment.
      const attachment = AttachmentSchema.safeParse(ws.deserializeAttachment());
      const saved = attachment.success ? attachment.data : { shard: '', topics: [] };
      client = { shard: saved.shard, topics: new Set(saved.topics), pending: new Set(), window: { start: Date.now(), frames: 0 } };
      this.clients.set(ws, client);
    }
    return client;
  }

  private save(ws: WebSocket, client: Client): void {
    ws.serializeAttachment({ shard: client.shard, topics: [...client.topics] } satisfies z.infer<typeof AttachmentSchema>);
  }

  private countOf(topic: string, leaving?: WebSocket): ListenerCount {
    let count = 0;
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === leaving) continue;
      const client = this.client(ws);
      if (client.topics.has(topic) || client.pending.has(topic)) count++;
    }
    // Stamps order the reports of one shard: the topic ignores one older than what it has.
    this.lastStamp = Math.max(Date.now(), this.lastStamp + 1);
    return { count, stamp: this.lastStamp };
  }

  private hasInSync(topic: string): boolean {
    return this.ctx.getWebSockets().some((ws) => this.client(ws).topics.has(topic));
  }

  private topic(name: string) {
    return this.env.LIVE_TOPIC.get(this.env.LIVE_TOPIC.idFromName(name));
  }

  private send(ws: WebSocket, frames: string[]): void {
    try {
      for (const frame of frames) ws.send(frame);
    } catch {
      // Closing already: its close event does the bookkeeping.
    }
  }

  private sendError(ws: WebSocket, code: ErrorCode, message: string, topic?: string): void {
    this.send(ws, [JSON.stringify({ type: 'error', code, message, ...(topic ? { topic } : {}) } satisfies ServerMessage)]);
  }

  private close(ws: WebSocket, code: number, reason: string): void {
    try {
      ws.close(code, reason);
    } catch {
      // Already closed.
    }
  }
}
