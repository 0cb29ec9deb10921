// The signing rule between the edge and the upstream. Runs unchanged in workerd, Node and browsers
// (Web Crypto only). The edge signs; the upstream (and the simulator) verifies. The signature covers
// the timestamp, a nonce new to every request, the method, the path with its query, the
// Authorization header and the body (docs/upstream-api.md, "Signing"): a token cannot be swapped onto
// a signed call, and the upstream refuses a nonce it has seen, so a call cannot be replayed.
import { NONCE_HEADER, SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, TIMESTAMP_HEADER } from './constants';

const encoder = new TextEncoder();

export interface SignedParts {
  method: string;
  /** Path with its query, exactly as sent: '/v1/news?page=2'. */
  pathWithQuery: string;
  body: ArrayBuffer | Uint8Array<ArrayBuffer> | null;
  /** The Authorization header exactly as sent; null or absent when there is none. */
  authorization?: string | null;
  /** Unix seconds. */
  timestamp: number;
  /** 32 lower-case hex digits (16 random bytes), new to every request. */
  nonce: string;
}

const NONCE = /^[0-9a-f]{32}$/;

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function sha256Hex(body: ArrayBuffer | Uint8Array<ArrayBuffer> | string | null): Promise<string> {
  const bytes = typeof body === 'string' ? encoder.encode(body) : (body ?? new Uint8Array(0));
  return toHex(await crypto.subtle.digest('SHA-256', bytes));
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/**
 * The exact text that is signed, one a line: timestamp, nonce, method, path with query, the
 * SHA-256 of the Authorization header (of '' without one) and of the body.
 */
export async function canonicalString(parts: SignedParts): Promise<string> {
  return [
    parts.timestamp,
    parts.nonce,
    parts.method.toUpperCase(),
    parts.pathWithQuery,
    await sha256Hex(parts.authorization ?? ''),
    await sha256Hex(parts.body),
  ].join('\n');
}

export async function sign(secret: string, parts: SignedParts): Promise<string> {
  const key = await hmacKey(secret);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(await canonicalString(parts))));
}

/** Headers to add to an upstream request, with a new nonce. */
export async function signatureHeaders(secret: string, parts: Omit<SignedParts, 'timestamp' | 'nonce'>, nowMs = Date.now()) {
  const timestamp = Math.floor(nowMs / 1000);
  const nonce = toHex(crypto.getRandomValues(new Uint8Array(16)).buffer);
  return {
    [SIGNATURE_HEADER]: await sign(secret, { ...parts, timestamp, nonce }),
    [TIMESTAMP_HEADER]: String(timestamp),
    [NONCE_HEADER]: nonce,
  };
}

/** On success, the request's timestamp and nonce: the verifier must refuse the nonce if it has seen it. */
export type VerifyResult = { ok: true; timestamp: number; nonce: string } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

/**
 * Checks a request's signature headers. crypto.subtle.verify compares in constant time, so a
 * wrong signature takes as long to refuse as a nearly right one.
 */
export async function verifySignature(
  secret: string,
  headers: { signature: string | null; timestamp: string | null; nonce: string | null },
  parts: Omit<SignedParts, 'timestamp' | 'nonce'>,
  nowMs = Date.now(),
): Promise<VerifyResult> {
  const { signature, timestamp, nonce } = headers;
  if (!signature || !timestamp || !nonce || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature) || !NONCE.test(nonce)) {
    return { ok: false, reason: 'missing' };
  }
  const ts = Number(timestamp);
  if (Math.abs(nowMs / 1000 - ts) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const bytes = new Uint8Array(signature.match(/../g)!.map((h) => parseInt(h, 16)));
  const key = await hmacKey(secret);
  const data = encoder.encode(await canonicalString({ ...parts, timestamp: ts, nonce }));
  return (await crypto.subtle.verify('HMAC', key, bytes, data)) ? { ok: true, timestamp: ts, nonce } : { ok: false, reason: 'mismatch' };
}

/**
 * The nonces of verified requests, each kept until its timestamp is past the tolerance (after which
 * the request is refused as stale anyway): what an upstream keeps to refuse replays.
 */
export class NonceBook {
  private seen = new Map<string, number>();

  /** True the first time a nonce is offered within its window; false for a replay. */
  accept(nonce: string, timestamp: number, nowMs = Date.now()): boolean {
    if (this.seen.size > 0 && this.seen.size % 1024 === 0) {
      for (const [old, until] of this.seen) if (until <= nowMs) this.seen.delete(old);
    }
    const until = this.seen.get(nonce);
    if (until !== undefined && until > nowMs) return false;
    this.seen.set(nonce, (timestamp + SIGNATURE_TOLERANCE_SECONDS + 1) * 1000);
    return true;
  }
}
