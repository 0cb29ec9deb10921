// VAPID key pairs (RFC 8292) for local runs: the public key as browsers take it (an uncompressed
// P-256 point in base64url) and the private key as a JWK's `d`, which is what the edge's
// VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY hold. Production's pair is made once and kept as wrangler
// secrets; `npm start` keeps a development pair in .wrangler/, so a browser's subscription outlives a
// restart; each test site makes its own.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

export async function newVapidKeyPair(): Promise<VapidKeyPair> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { publicKey: Buffer.from(raw).toString('base64url'), privateKey: jwk.d! };
}

/** The pair kept at `path`, made there the first time. */
export async function developmentVapidKeyPair(path: string): Promise<VapidKeyPair> {
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as VapidKeyPair;
  const pair = await newVapidKeyPair();
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(pair), { mode: 0o600 });
  return pair;
}

/** The Worker variables of a pair. */
export function vapidVars(pair: VapidKeyPair): Record<string, string> {
  return { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
}

// `npm run vapid-keys`: a new pair for production, to `wrangler secret put` half by half.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pair = await newVapidKeyPair();
  console.log(`VAPID_PUBLIC_KEY=${pair.publicKey}\nVAPID_PRIVATE_KEY=${pair.privateKey}`);
}
