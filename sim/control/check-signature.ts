// The upstream's signature check: every API request must carry a fresh HMAC of its nonce, method,
// path, query, Authorization header and body (shared/signing.ts), and a nonce not seen within the
// window: a replayed request is refused as a real upstream would. Media and the control API are public.
import type { MiddlewareHandler } from 'hono';
import { NONCE_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../shared/constants';
import { NonceBook, verifySignature } from '../../shared/signing';
import { type NodeBindings, rawPathWithQuery } from './raw-path';
import { isUpstreamPath } from './request-stats';

/**
 * Staleness is judged by the wall clock, not the sim clock: the signature is about transport, and a
 * test that pins the sim clock to another day must still be able to call it.
 */
export function checkSignature(secret: string): MiddlewareHandler<{ Bindings: NodeBindings }> {
  const nonces = new NonceBook();
  return async function checkSignature(c, next) {
    if (!isUpstreamPath(c.req.path)) return next();
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    // A clone, so the route can still read the body afterwards.
    const body = hasBody ? new Uint8Array(await c.req.raw.clone().arrayBuffer()) : null;
    const verdict = await verifySignature(
      secret,
      {
        signature: c.req.header(SIGNATURE_HEADER) ?? null,
        timestamp: c.req.header(TIMESTAMP_HEADER) ?? null,
        nonce: c.req.header(NONCE_HEADER) ?? null,
      },
      { method: c.req.method, pathWithQuery: rawPathWithQuery(c), authorization: c.req.header('authorization') ?? null, body },
    );
    if (!verdict.ok) return c.json({ status: 'error', message: 'Invalid signature' }, 403);
    if (!nonces.accept(verdict.nonce, verdict.timestamp)) return c.json({ status: 'error', message: 'Replayed request' }, 403);
    return next();
  };
}
