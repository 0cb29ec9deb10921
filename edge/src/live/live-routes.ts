// /live/{topic}: a WebSocket upgrade goes to one of the topic's shard objects, which holds the socket;
// a plain GET answers the topic's latest snapshot as JSON, briefly edge-cached (topic-snapshot.ts),
// for clients that cannot hold a socket and for crawlers. Neither reaches the upstream more than
// once per interval: only the topic's LiveTopic object polls. A match or blog id is checked before
// any object is involved (topic-exists.ts), and upgrades count against the client's limit.
import { Hono } from 'hono';
import { CloseCode, parseTopic, PROTOCOL_VERSION, type ServerMessage } from '../../../shared/live-protocol';
import { config } from '../config';
import type { Env } from '../env';
import { EdgeError } from '../errors';
import { clientKey, enforceLimit, RATE_LIMIT_PERIOD_SECONDS } from '../rate-limits';
import { allowedOrigin } from './allowed-origin';
import { clientSockets, SOCKET_LEASE_HEADER } from './client-sockets';
import { SHARD_NAME_HEADER } from './live-shard';
import { lookUpTopic } from './topic-exists';
import { topicSnapshot } from './topic-snapshot';

export const liveRoutes = new Hono<{ Bindings: Env }>();

liveRoutes.get('/:topic{.+}', async (c) => {
  const name = c.req.param('topic');
  const topic = parseTopic(name);
  if (!topic) throw new EdgeError(404, 'not_found', `Unknown live topic: ${name}`);
  const settings = config(c.env);
  const url = new URL(c.req.url);
  const client = clientKey(c.req.raw.headers);

  if (c.req.header('upgrade')?.toLowerCase() === 'websocket') {
    if (!allowedOrigin(c.req.header('origin'), url.origin, settings.ALLOWED_ORIGINS)) {
      throw new EdgeError(403, 'forbidden', 'This origin may not open live sockets');
    }
    const version = c.req.query('v');
    if (version !== undefined && version !== String(PROTOCOL_VERSION)) {
      throw new EdgeError(400, 'bad_request', `This edge speaks live protocol version ${PROTOCOL_VERSION}`);
    }
    await enforceLimit(c.env, 'LIVE_UPGRADE_LIMIT', client, 'live connections');
    if ((await lookUpTopic(c, name, topic)) === 'missing') return notFoundSocket(name);
    // The socket counts against its address's open sockets from here until its shard hears it close.
    const sockets = clientSockets(c.env, client);
    const lease = await sockets.admit(settings.LIVE_MAX_SOCKETS_PER_CLIENT);
    if (lease === null) {
      throw new EdgeError(
        429,
        'rate_limited',
        `Too many open live connections: at most ${settings.LIVE_MAX_SOCKETS_PER_CLIENT} from one address`,
        RATE_LIMIT_PERIOD_SECONDS,
      );
    }
    const shard = `${name}#${shardIndex(c.req.query('client'), settings.LIVE_SHARDS)}`;
    const headers = new Headers(c.req.raw.headers);
    headers.set(SHARD_NAME_HEADER, shard);
    headers.set(SOCKET_LEASE_HEADER, lease);
    const stub = c.env.LIVE_SHARD.get(c.env.LIVE_SHARD.idFromName(shard));
    try {
      const response = await stub.fetch(new Request(c.req.raw.url, { headers }));
      if (response.status !== 101) c.executionCtx.waitUntil(sockets.release(lease));
      return response;
    } catch (err) {
      c.executionCtx.waitUntil(sockets.release(lease));
      throw err;
    }
  }

  return topicSnapshot(c, name, topic);
});

/**
 * A socket for a topic the upstream does not know, answered by the Worker as a shard would answer
 * its subscribe (docs/live-protocol.md): the not_found error, then the final close. No object is
 * created for it.
 */
function notFoundSocket(name: string): Response {
  const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
  server.accept();
  const error = { type: 'error', code: 'not_found', message: `No such ${name.split('/')[0]}: ${name}`, topic: name } satisfies ServerMessage;
  server.send(JSON.stringify(error));
  server.close(CloseCode.notFound, 'No such topic');
  return new Response(null, { status: 101, webSocket: client });
}

/** The same client id lands on the same shard on every reconnect; without one, any shard will do. */
function shardIndex(clientId: string | undefined, shards: number): number {
  if (shards <= 1) return 0;
  if (!clientId) return crypto.getRandomValues(new Uint32Array(1))[0]! % shards;
  let hash = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < clientId.length; i++) hash = Math.imul(hash ^ clientId.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % shards;
}
