// A push service of the tests' own, speaking the real protocol (RFC 8030) to the edge, with test
// subscribers that hold real keys. The edge posts to https://push.test/…, as it would to FCM or
// Mozilla's service; the test site's outbound handler (Miniflare's outboundService) brings those
// requests here. Each is checked as a push service checks it (the VAPID JWT's signature, audience,
// expiry and subject against the key the subscriber subscribed with, RFC 8292; TTL; aes128gcm) and
// decrypted with the subscriber's own private key and auth secret (RFC 8291), so a test reads what
// the fan's browser would get. A subscriber can be told to answer with other statuses (410, 429, 500).
import { createDecipheriv, createECDH, createHmac, randomBytes, webcrypto } from 'node:crypto';
import type { PushSubscriptionJson } from '../../shared/schemas/push-subscription';

export const PUSH_SERVICE_HOST = 'push.test';
const ORIGIN = `https://${PUSH_SERVICE_HOST}`;

export interface Delivered {
  endpoint: string;
  /** The decrypted message, parsed. */
  message: unknown;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  at: number;
}

export interface TestSubscriber {
  subscription: PushSubscriptionJson;
  /**
   * Statuses to answer, in order, to the messages `which` picks (by their decrypted content), before
   * answering 201 again; with headers (Retry-After). A test picks the moment it drives, so that a push
   * of another moment (one the simulator's clock passed on its way) does not take the answers.
   */
  answer(which: (message: unknown) => boolean, ...answers: ScriptedAnswer[]): void;
}

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
}

interface Keys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** The VAPID public key it subscribed with (the site's applicationServerKey). */
  serverKey: string;
  answers: { which: (message: unknown) => boolean; answer: ScriptedAnswer }[];
}

export class LoopbackPushService {
  readonly delivered: Delivered[] = [];
  /** Requests refused, each with why (a test expects none unless it sends a bad one). */
  readonly refused: string[] = [];
  /** Every request that reached it, with the status it answered and the message it carried (decrypted). */
  readonly answered: { endpoint: string; status: number; at: number; message?: unknown }[] = [];
  private readonly subscribers = new Map<string, Keys>();

  /** A browser's subscription to this service, for a site whose VAPID public key is `serverKey`. */
  subscribe(serverKey: string): TestSubscriber {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${ORIGIN}/s/${randomBytes(12).toString('base64url')}`;
    const keys: Keys = { ecdh, auth, serverKey, answers: [] };
    this.subscribers.set(endpoint, keys);
    return {
      subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
      answer: (which, ...answers) => keys.answers.push(...answers.map((answer) => ({ which, answer }))),
    };
  }

  /** Whether a request the Worker sent is for this service. */
  handles(request: Request): boolean {
    return new URL(request.url).host === PUSH_SERVICE_HOST;
  }

  async handle(request: Request): Promise<Response> {
    return this.answer(request.url, request);
  }

  /** The messages delivered to a subscriber. */
  messagesTo(subscription: PushSubscriptionJson): Delivered[] {
    return this.delivered.filter((d) => d.endpoint === subscription.endpoint);
  }

  private async answer(endpoint: string, request: Request): Promise<Response> {
    const keys = this.subscribers.get(endpoint);
    if (!keys) return this.refuse(404, `no subscription ${endpoint}`);
    if (request.method !== 'POST') return this.refuse(405, `${request.method} ${endpoint}`);
    const vapid = await checkVapid(request.headers.get('authorization'), keys.serverKey);
    if (vapid !== null) return this.refuse(vapid.status, vapid.why);
    const ttl = request.headers.get('ttl');
    if (ttl === null || !/^\d+$/.test(ttl)) return this.refuse(400, 'no TTL');
    if (request.headers.get('content-encoding') !== 'aes128gcm') return this.refuse(415, 'not aes128gcm');
    let message: unknown;
    try {
      message = JSON.parse(decrypt(Buffer.from(await request.arrayBuffer()), keys));
    } catch (err) {
      return this.refuse(400, `cannot decrypt: ${(err as Error).message}`);
    }
    const scripted = keys.answers.findIndex((a) => a.which(message));
    if (scripted !== -1) {
      const { answer } = keys.answers.splice(scripted, 1)[0]!;
      this.answered.push({ endpoint, status: answer.status, at: Date.now(), message });
      return new Response(null, { status: answer.status, headers: answer.headers });
    }
    this.delivered.push({
      endpoint,
      message,
      ttl: Number(ttl),
      urgency: request.headers.get('urgency'),
      topic: request.headers.get('topic'),
      at: Date.now(),
    });
    this.answered.push({ endpoint, status: 201, at: Date.now(), message });
    return new Response(null, { status: 201, headers: { location: `${ORIGIN}/m/${randomBytes(8).toString('base64url')}` } });
  }

  private refuse(status: number, why: string): Response {
    this.refused.push(why);
    return new Response(why, { status });
  }
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, ES256-signed by that key, for this service, not expired, with a contact. */
async function checkVapid(header: string | null, serverKey: string): Promise<{ status: number; why: string } | null> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { status: 401, why: `no VAPID authorization: ${header}` };
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== serverKey) return { status: 403, why: 'VAPID key is not the one the subscription was made with' };
  const [head, payload, signature] = jwt.split('.') as [string, string, string];
  const publicKey = await webcrypto.subtle.importKey('raw', Buffer.from(key, 'base64url'), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const valid = await webcrypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, Buffer.from(signature, 'base64url'), Buffer.from(`${head}.${payload}`));
  if (!valid) return { status: 403, why: 'VAPID signature does not verify' };
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (header_.alg !== 'ES256') return { status: 403, why: `VAPID alg ${header_.alg}` };
  if (claims.aud !== ORIGIN) return { status: 403, why: `VAPID aud ${claims.aud}` };
  if (typeof claims.exp !== 'number' || claims.exp < now || claims.exp > now + 24 * 60 * 60) return { status: 403, why: `VAPID exp ${claims.exp}` };
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { status: 403, why: `VAPID sub ${claims.sub}` };
  return null;
}

/** RFC 8291 over RFC 8188's aes128gcm: one record, the sender's key in the header. */
function decrypt(body: Buffer, keys: Keys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = keys.ecdh.computeSecret(senderKey);
  const ikm = hkdf(keys.auth, secret, Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]), 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  return createHmac('sha256', prk).update(Buffer.concat([info, Buffer.from([1])])).digest().subarray(0, length);
}

/** The Worker's other outbound requests (to the simulator), sent on as they were. */
export async function forward(request: Request): Promise<Response> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body, redirect: 'manual' });
  return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers });
}

