// A LiveShard is a leaf of a topic's fan-out tree (fanout-tree.ts): it holds sockets. A topic's
// sockets are spread over LIVE_SHARDS leaves (a client's stable id hashes to its leaf); each update
// comes down the tree, serialised once, and the leaf sends the same string to every in-sync socket.
// Sockets are hibernatable (ctx.acceptWebSocket), so idle listeners cost nothing; pings are answered
// by the runtime without waking the object. A socket may follow a few topics; each subscription is
// in its attachment, so it survives the object being evicted.
//
// The hot path is the send loop: per topic, the in-sync sockets are a prepared Set, rebuilt from the
// attachments when the object wakes, so a delivery is one `send` per socket with no parsing, lookup
// or allocation on the way.
//
// Joins: a leaf keeps its own copy of the topic (topic-replica.ts) from the frames it relays, and
// answers joining and resuming sockets from it, so a reconnect storm stays inside the leaves. Only
// a leaf with no copy (new, or evicted) or that left the tree asks its parent, once.
//
// Ordering: a leaf keeps, per topic, the seq all its in-sync sockets are at (its position, in
// storage). A joining socket is brought to that same seq before it counts as in sync; an update
// whose `from` is not the position reveals a missed one, and the leaf asks its parent for what it
// missed. All of this runs in one queue per topic, so updates and joins never interleave.
import { DurableObject } from 'cloudflare:workers';
import { z } from '../../../shared/zod';
import {
  LIVE_CLIENT_FRAMES_PER_WINDOW,
  LIVE_CLIENT_RATE_WINDOW_MS,
  LIVE_MAX_CLIENT_FRAME_BYTES,
  LIVE_MAX_TOPICS_PER_SOCKET,
} from '../../../shared/constants';
import { CloseCode, drainReason, parseClientFrame, PING_FRAME, PONG_FRAME, type ClientMessage } from '../../../shared/live-protocol';
import { config } from '../config';
import type { Env } from '../env';
import { clientKey } from '../rate-limits';
import { parseNodeName } from './fanout-tree';
import { clientSockets, SOCKET_LEASE_HEADER } from './client-sockets';
import { ReportStamps } from './listener-counts';
import type { ListenerCount, TopicUpdate } from './live-topic';
import { reconnectWindowMs } from './reconnect-window';
import { ShardPositions } from './shard-positions';
import { closeSocket, sendError, sendFrames } from './socket-send';
import { TopicReplica } from './topic-replica';
import { parentLink, topicLink, type ParentLink } from './tree-links';

const MAX_ADMITTED = 1024;

/** Set by the route: the name this shard answers to (`match/87006#2`). */
export const SHARD_NAME_HEADER = 'x-live-shard-name';
/** On the 101 answer: which shard the socket landed on, for tests and debugging. */
export const SHARD_INDEX_HEADER = 'x-live-shard';

/**
 * `address`: the client the socket counts against (rate-limits.ts clientKey); `lease`: its place among
 * that client's open sockets (client-sockets.ts), given back when it closes. Absent in attachments
 * saved before they were kept.
 */
const AttachmentSchema = z.object({
  shard: z.string(),
  topics: z.array(z.string()),
  address: z.optional(z.string()),
  lease: z.optional(z.string()),
});

interface Client {
  shard: string;
  /** Who the socket's lookups count against (its upgrade's cf-connecting-ip). */
  address: string;
  /** The socket's lease from its address's ClientSockets object, until given back. */
  lease?: string;
  /** In sync: receives every update of these topics. */
  topics: Set<string>;
  /** Subscribing: being brought up to date, in memory only (a join in flight keeps the object awake). */
  pending: Set<string>;
  window: { start: number; frames: number };
}

/** One topic's sockets on this leaf, and the leaf's copy of it. */
interface TopicSockets {
  inSync: Set<WebSocket>;
  joining: Set<WebSocket>;
  replica: TopicReplica | null;
  /** Whether the parent relays this topic's updates here (it does from an open until a count of 0). */
  attached: boolean;
}

export class LiveShard extends DurableObject<Env> {
  private clients = new Map<WebSocket, Client>();
  private topics = new Map<string, TopicSockets>();
  private positions: ShardPositions;
  private readonly stamps = new ReportStamps();
  /** Topics other than its own that this object has let sockets subscribe to (see subscribe). */
  private admitted = new Set<string>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.positions = new ShardPositions(ctx.storage);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
    // Woken from hibernation: the subscriptions come back from the sockets' attachments.
    for (const ws of ctx.getWebSockets()) this.client(ws);
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
    const lease = request.headers.get(SOCKET_LEASE_HEADER) ?? undefined;
    const state: Client = { shard, address: clientKey(request.headers), lease, topics: new Set(), pending: new Set(), window: { start: Date.now(), frames: 0 } };
    this.clients.set(server, state);
    this.save(server, state);
    return new Response(null, { status: 101, webSocket: client, headers: { [SHARD_INDEX_HEADER]: shard.split('#').pop() ?? '0' } });
  }

  // Lifecycle: message ------------------------------------------------------------------------------

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const client = this.client(ws);
    if (typeof message !== 'string') return closeSocket(ws, CloseCode.unsupportedData, 'Frames are JSON text');
    if (message.length > LIVE_MAX_CLIENT_FRAME_BYTES / 3 && new TextEncoder().encode(message).byteLength > LIVE_MAX_CLIENT_FRAME_BYTES) {
      sendError(ws, 'frame_too_large', `Frames are at most ${LIVE_MAX_CLIENT_FRAME_BYTES} bytes`);
      return closeSocket(ws, CloseCode.tooLarge, 'Frame too large');
    }
    const now = Date.now();
    if (now - client.window.start >= LIVE_CLIENT_RATE_WINDOW_MS) client.window = { start: now, frames: 0 };
    if (++client.window.frames > LIVE_CLIENT_FRAMES_PER_WINDOW) {
      sendError(ws, 'rate_limited', `At most ${LIVE_CLIENT_FRAMES_PER_WINDOW} frames per ${LIVE_CLIENT_RATE_WINDOW_MS / 1000} s`);
      return closeSocket(ws, CloseCode.rateLimited, 'Too many frames');
    }
    const frame = parseClientFrame(message);
    if (!frame) {
      sendError(ws, 'bad_frame', 'Not a client message of protocol version 1 (see docs/live-protocol.md)');
      return closeSocket(ws, CloseCode.badFrame, 'Bad frame');
    }
    if (frame.type === 'ping') ws.send(PONG_FRAME);
    else if (frame.type === 'subscribe') await this.subscribe(ws, client, frame);
    else await this.unsubscribe(ws, client, frame.topic);
  }

  private async subscribe(ws: WebSocket, client: Client, frame: Extract<ClientMessage, { type: 'subscribe' }>) {
    const { topic } = frame;
    const held = client.topics.has(topic) || client.pending.has(topic);
    if (!held && client.topics.size + client.pending.size >= LIVE_MAX_TOPICS_PER_SOCKET) {
      return sendError(ws, 'too_many_topics', `At most ${LIVE_MAX_TOPICS_PER_SOCKET} topics per socket`, topic);
    }
    if (!held && !(await this.admit(topic, client))) {
      return sendError(ws, 'unavailable', 'Too many new live topics right now; subscribe again later', topic);
    }
    // A repeated subscribe is a resync: the socket is brought up again from its `since`.
    this.markJoining(ws, client, topic);
    try {
      await this.positions.serial(topic, () => this.join(ws, client, topic, frame.since, frame.epoch));
    } catch (err) {
      console.error(`live shard ${client.shard}: subscribing to ${topic} failed`, err);
      await this.forget(ws, client, topic);
      sendError(ws, 'unavailable', 'The topic could not be reached; subscribe again later', topic);
    }
  }

  /**
   * A socket's own topic was looked up by the Worker before the upgrade (topic-exists.ts); a match or
   * blog it names in a frame was not, and its topic object would ask the upstream about it. Such
   * topics, new to this object, count against the socket's client's TOPIC_LOOKUP_LIMIT, as a lookup
   * by URL does, so made-up ids sent by frame cost no more objects or upstream calls a minute than
   * made-up ids in URLs, and one client's cost no one else anything.
   */
  private async admit(topic: string, client: Client): Promise<boolean> {
    if (topic === parseNodeName(client.shard)?.topic || !topic.includes('/') || this.admitted.has(topic)) return true;
    const { success } = await this.env.TOPIC_LOOKUP_LIMIT.limit({ key: client.address });
    if (!success) return false;
    this.admitted.add(topic);
    if (this.admitted.size > MAX_ADMITTED) this.admitted.delete(this.admitted.values().next().value!);
    return true;
  }

  /** Brings a subscribing socket to the seq the leaf's in-sync sockets are at, then marks it in sync. */
  private async join(ws: WebSocket, client: Client, topic: string, since?: number, epoch?: string): Promise<void> {
    if (!client.pending.has(topic)) return; // Unsubscribed or closed while waiting in the queue.
    const state = this.sockets(topic);
    if (!state.replica || !state.attached) {
      const reply = await this.attach(topic, client.shard, since, epoch);
      if (reply.kind === 'not_found') {
        sendFrames(ws, reply.frames);
        await this.forget(ws, client, topic);
        if (client.topics.size === 0 && client.pending.size === 0) closeSocket(ws, CloseCode.notFound, 'No such topic');
        return;
      }
      // No copy means no state yet: the reply is the topic's word that its snapshot will follow.
      if (!state.replica && client.pending.has(topic)) sendFrames(ws, reply.frames);
    }
    if (!client.pending.has(topic)) return;
    if (state.replica) sendFrames(ws, state.replica.framesSince(since, epoch, since !== undefined));
    client.pending.delete(topic);
    client.topics.add(topic);
    state.joining.delete(ws);
    state.inSync.add(ws);
    this.save(ws, client);
  }

  /**
   * Joins the topic's tree (again) and takes a fresh copy of the topic. In-sync sockets, if any, are
   * brought to the copy's seq with the frames they missed; without any, the parent answers for the
   * joining socket's own `since`, for the case where no copy can be made yet.
   */
  private async attach(topic: string, shard: string, since?: number, epoch?: string) {
    const state = this.sockets(topic);
    const position = await this.positions.get(topic);
    const held = state.inSync.size > 0 && position.seq !== undefined;
    const from = held ? position : { seq: since, epoch };
    const reply = await this.parent(topic, shard).open({
      topic,
      listener: shard,
      count: this.report(topic),
      since: from.seq,
      epoch: from.epoch,
      copy: true,
    });
    if (reply.kind !== 'ok') return reply;
    state.attached = true;
    if (held && (position.seq !== reply.seq || position.epoch !== reply.epoch)) this.broadcast(state, reply.frames);
    await this.positions.set(topic, reply.seq, reply.epoch);
    state.replica = reply.copy
      ? TopicReplica.fromCopy(topic, { ...reply, copy: reply.copy }, config(this.env).LIVE_RESUME_MAX_PATCHES)
      : null;
    return reply;
  }

  private async unsubscribe(ws: WebSocket, client: Client, topic: string): Promise<void> {
    if (!client.topics.has(topic) && !client.pending.has(topic)) return;
    await this.forget(ws, client, topic);
  }

  // Lifecycle: close --------------------------------------------------------------------------------

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    await this.leave(ws);
    // Complete the closing handshake; codes the peer may not send back (1005, 1006) become 1000.
    closeSocket(ws, code === CloseCode.goingAway || (code >= 3000 && code <= 4999) ? code : CloseCode.normal, reason);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.leave(ws);
  }

  private async leave(ws: WebSocket): Promise<void> {
    const client = this.client(ws);
    this.clients.delete(ws);
    await Promise.all([...client.topics, ...client.pending].map((topic) => this.forget(ws, client, topic)).concat(this.release(client)));
  }

  /** Gives the socket's place among its address's open sockets back (client-sockets.ts), once. */
  private async release(client: Client): Promise<void> {
    const lease = client.lease;
    if (!lease) return;
    client.lease = undefined;
    try {
      await clientSockets(this.env, client.address).release(lease);
    } catch (err) {
      // Its lease expires in the end (LIVE_CLIENT_SOCKET_LEASE_MS).
      console.error(`live shard ${client.shard}: giving back a socket of ${client.address} failed`, err);
    }
  }

  /**
   * Takes the socket off the topic. Upward goes only the news that nobody here listens any more:
   * counts otherwise travel with the answers to deliveries, so a storm of leaves costs the parent
   * no calls.
   */
  private async forget(ws: WebSocket, client: Client, topic: string): Promise<void> {
    client.topics.delete(topic);
    client.pending.delete(topic);
    if (this.clients.has(ws)) this.save(ws, client);
    const state = this.sockets(topic);
    state.inSync.delete(ws);
    state.joining.delete(ws);
    if (!state.attached || state.inSync.size + state.joining.size > 0) return;
    state.attached = false;
    try {
      await this.parent(topic, client.shard).listen(topic, client.shard, this.report(topic));
    } catch (err) {
      // The parent drops this leaf when a delivery or a recount answers 0.
      console.warn(`live shard ${client.shard}: reporting a leave from ${topic} failed`, err);
    }
  }

  // From above: deliveries, recounts and drains -------------------------------------------------------

  async deliver(name: string, update: TopicUpdate): Promise<ListenerCount> {
    const { topic } = update;
    return this.positions.serial(topic, async () => {
      const state = this.sockets(topic);
      const position = await this.positions.get(topic);
      if (update.from === update.to) {
        this.broadcast(state, update.frames); // A status change alone: no seq to follow.
        if (state.replica && !state.replica.extend(update)) state.replica = null;
      } else if (position.seq === update.from && position.epoch === update.epoch) {
        this.broadcast(state, update.frames);
        await this.advance(state, topic, update);
      } else if (position.epoch === update.epoch && position.seq !== undefined && update.to <= position.seq) {
        // Already caught up past it.
      } else if (state.inSync.size === 0) {
        state.replica = null;
        await this.positions.set(topic, update.to, update.epoch);
      } else {
        // A gap: an earlier update never arrived. Ask for what the sockets missed, in order.
        const caught = await this.parent(topic, name).catchUp({ topic, listener: name, since: position.seq, epoch: position.epoch });
        if (caught.kind === 'ok') {
          this.broadcast(state, caught.frames);
          await this.advance(state, topic, { topic, from: position.seq ?? 0, to: caught.seq, epoch: caught.epoch, frames: caught.frames });
        }
      }
      const count = this.report(topic);
      if (count.count === 0) state.attached = false; // The parent drops this leaf on a 0.
      return count;
    });
  }

  /** The parent re-asks from time to time, so sockets lost without a goodbye stop the polling. */
  async count(name: string, topic: string): Promise<ListenerCount> {
    const count = this.report(topic);
    if (count.count === 0) this.sockets(topic).attached = false;
    return count;
  }

  /**
   * Closes the topic's sockets with goingAway, as before a deploy, telling them the window to come
   * back in (reconnect-window.ts). The leaf stays in the tree with its copy: returning sockets
   * resume from it, and the parent drops the leaf only if a delivery finds nobody back.
   */
  async drain(name: string, topic: string): Promise<number> {
    const state = this.sockets(topic);
    const sockets = [...state.inSync, ...state.joining];
    const reason = drainReason(reconnectWindowMs(sockets.length));
    const released: Promise<void>[] = [];
    for (const ws of sockets) {
      const client = this.client(ws);
      for (const held of [...client.topics, ...client.pending]) {
        this.sockets(held).inSync.delete(ws);
        this.sockets(held).joining.delete(ws);
      }
      this.clients.delete(ws);
      released.push(this.release(client));
      ws.serializeAttachment({ shard: client.shard, address: client.address, topics: [] } satisfies z.infer<typeof AttachmentSchema>);
      closeSocket(ws, CloseCode.goingAway, reason);
    }
    await Promise.all(released);
    console.log(`live shard ${name}: drained ${sockets.length} sockets of ${topic} (${reason})`);
    return sockets.length;
  }

  /** Moves the position (and the copy) past the frames just sent to the in-sync sockets. */
  private async advance(state: TopicSockets, topic: string, run: TopicUpdate): Promise<void> {
    if (state.replica && !state.replica.extend(run)) state.replica = null;
    await this.positions.set(topic, run.to, run.epoch);
  }

  private broadcast(state: TopicSockets, frames: string[]): void {
    if (frames.length === 1) {
      const frame = frames[0]!;
      for (const ws of state.inSync) {
        try {
          ws.send(frame);
        } catch {
          // Closing already: its close event does the bookkeeping.
        }
      }
    } else {
      for (const ws of state.inSync) sendFrames(ws, frames);
    }
  }

  // Helpers -----------------------------------------------------------------------------------------

  private client(ws: WebSocket): Client {
    let client = this.clients.get(ws);
    if (!client) {
      const attachment = AttachmentSchema.safeParse(ws.deserializeAttachment());
      const saved = attachment.success ? attachment.data : { shard: '', topics: [] };
      client = { shard: saved.shard, address: saved.address ?? 'local', lease: saved.lease, topics: new Set(saved.topics), pending: new Set(), window: { start: Date.now(), frames: 0 } };
      this.clients.set(ws, client);
      for (const topic of client.topics) this.sockets(topic).inSync.add(ws);
    }
    return client;
  }

  private sockets(topic: string): TopicSockets {
    let state = this.topics.get(topic);
    if (!state) {
      // After a wake the leaf cannot know whether its parent still relays to it: it asks again.
      state = { inSync: new Set(), joining: new Set(), replica: null, attached: false };
      this.topics.set(topic, state);
    }
    return state;
  }

  private markJoining(ws: WebSocket, client: Client, topic: string): void {
    const state = this.sockets(topic);
    client.topics.delete(topic);
    client.pending.add(topic);
    state.inSync.delete(ws);
    state.joining.add(ws);
    this.save(ws, client);
  }

  private save(ws: WebSocket, client: Client): void {
    ws.serializeAttachment({
      shard: client.shard,
      address: client.address,
      lease: client.lease,
      topics: [...client.topics],
    } satisfies z.infer<typeof AttachmentSchema>);
  }

  /** This leaf's sockets on the topic, stamped so the parent ignores a report older than one it has. */
  private report(topic: string): ListenerCount {
    const state = this.sockets(topic);
    return { count: state.inSync.size + state.joining.size, stamp: this.stamps.next() };
  }

  /** The leaf's own topic comes down its tree; another topic a socket follows comes from that topic. */
  private parent(topic: string, shard: string): ParentLink {
    const node = parseNodeName(shard);
    return node && node.topic === topic ? parentLink(this.env, node) : topicLink(this.env, topic);
  }
}
