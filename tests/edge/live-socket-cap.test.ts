// A client address holds at most LIVE_MAX_SOCKETS_PER_CLIENT live sockets open at once, whatever
// topics and shards they are on; the upgrade rate limit alone let one address hold 600 after two
// minutes. A site with a cap of 3 and three shards per topic; each test counts as its own clients
// (cf-connecting-ip, which Cloudflare sets on every request).
import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from '../support/site';
import { eventually, liveMatchIds, LiveSocket, RefusedUpgrade } from './live-socket';

const CAP = 3;

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct', vars: { LIVE_MAX_SOCKETS_PER_CLIENT: String(CAP), LIVE_SHARDS: '3' } });
});
afterAll(() => site?.stop());

const sockets: LiveSocket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

let clients = 0;
const newClient = () => ({ 'cf-connecting-ip': `203.0.113.${++clients}` });

/** Opens a socket, kept for the test's end; the HTTP status of a refused upgrade instead. */
async function open(topic: string, headers: Record<string, string>, client?: string): Promise<LiveSocket | number> {
  try {
    const socket = await LiveSocket.open(site.url, topic, { headers, ...(client ? { client } : {}) });
    sockets.push(socket);
    return socket;
  } catch (err) {
    if (!(err instanceof RefusedUpgrade)) throw err;
    return err.status;
  }
}

/** An upgrade the edge refuses, as an HTTP answer (fetch may not send Upgrade). */
function refusedUpgrade(topic: string, headers: Record<string, string>): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  const { hostname, port } = new URL(site.url);
  const upgrade = { upgrade: 'websocket', connection: 'Upgrade', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' };
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: `/live/${topic}`, headers: { ...headers, ...upgrade } });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      reject(new Error(`the upgrade of ${topic} was accepted`));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('open live sockets per client', () => {
  it('are capped across topics and shards, with 429, and each address is counted on its own', async () => {
    const [match] = await liveMatchIds(site.url);
    expect(match).toBeDefined();
    const address = newClient();
    // Three sockets on two topics, spread over shards by their client ids.
    for (const [topic, id] of [['carousel', 'a'], ['carousel', 'b'], [`match/${match}`, 'c']] as const) {
      expect(await open(topic, address, id)).toBeInstanceOf(LiveSocket);
    }
    expect(await open('carousel', address, 'd')).toBe(429);
    expect(await open(`match/${match}`, address, 'e')).toBe(429);
    expect(await open('schedule-live', address)).toBe(429);
    // The refusal says why and when to try again.
    const refused = await refusedUpgrade('carousel', address);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('60');
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'rate_limited', message: expect.stringContaining(`at most ${CAP} from one address`) });
    // Another address is not held back by this one.
    expect(await open('carousel', newClient())).toBeInstanceOf(LiveSocket);
  });

  it('give a place back when a socket closes', async () => {
    const address = newClient();
    const held: LiveSocket[] = [];
    for (let i = 0; i < CAP; i++) {
      const socket = await open('carousel', address, `held-${i}`);
      expect(socket).toBeInstanceOf(LiveSocket);
      held.push(socket as LiveSocket);
    }
    expect(await open('carousel', address)).toBe(429);
    await held[0]!.close();
    // The shard gives the lease back as it hears the close: the next upgrade after that is admitted.
    const again = await eventually(async () => {
      const socket = await open('carousel', address);
      return socket instanceof LiveSocket ? socket : undefined;
    });
    expect(again).toBeInstanceOf(LiveSocket);
    expect(await open('carousel', address)).toBe(429);
  });

  it('do not count a made-up topic, which the Worker answers without a socket held', async () => {
    const address = newClient();
    for (let i = 0; i < CAP + 2; i++) {
      const socket = await open(`match/${884_000_000 + i}`, address);
      expect(socket).toBeInstanceOf(LiveSocket);
      await (socket as LiveSocket).closed();
    }
    for (let i = 0; i < CAP; i++) expect(await open('carousel', address, `after-${i}`)).toBeInstanceOf(LiveSocket);
  });
});
