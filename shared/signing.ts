// The signing rule between the edge and the upstream. Runs unchanged in workerd, Node and browsers
// (Web Crypto only). The edge signs; the upstream (and the simulator) verifies.
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, TIMESTAMP_HEADER } from './constants';

const encoder = new TextEncoder();

export interface SignedParts {
  method: string;
  /** Path with its query, exactly as sent: '/v1/news?page=2'. */
  pathWithQuery: string;
  body: ArrayBuffer | Uint8Array<ArrayBuffer> | null;
  /** Unix seconds. */
  timestamp: number;
}

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function sha256Hex(body: ArrayBuffer | Uint8Array<ArrayBuffer> | null): Promise<string> {
  const bytes = body ?? new Uint8Array(0);
  return toHex(await crypto.subtle.digest('SHA-256', bytes));
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/** The exact text that is signed: timestamp, method, path with query and body hash, one a line. */
export async function canonicalString(parts: SignedParts): Promise<string> {
  return [parts.timestamp, parts.method.toUpperCase(), parts.pathWithQuery, await sha256Hex(parts.body)].join('\n');
}

export async function sign(secret: string, parts: SignedParts): Promise<string> {
  const key = await hmacKey(secret);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(await canonicalString(parts))));
}

/** Headers to add to an upstream request. */
export async function signatureHeaders(secret: string, parts: Omit<SignedParts, 'timestamp'>, nowMs = Date.now()) {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    [SIGNATURE_HEADER]: await sign(secret, { ...parts, timestamp }),
    [TIMESTAMP_HEADER]: String(timestamp),
  };
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

/**
 * Checks a request's signature headers. crypto.subtle.verify compares in constant time, so a
 * wrong signature takes as long to refuse as a nearly right one.
 */
export async function verifySignature(
  secret: string,
  headers: { signature: string | null; timestamp: string | null },
  parts: Omit<SignedParts, 'timestamp'>,
  nowMs = Date.now(),
): Promise<VerifyResult> {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    return { ok: false, reason: 'missing' };
  }
  const ts = Number(timestamp);
  if (Math.abs(nowMs / 1000 - ts) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const bytes = new Uint8Array(signature.match(/../g)!.map((h) => parseInt(h, 16)));
  const key = await hmacKey(secret);
  const data = encoder.encode(await canonicalString({ ...parts, timestamp: ts }));
  return (await crypto.subtle.verify('HMAC', key, bytes, data)) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
