// The upstream's signature check: every API request must carry a fresh HMAC of its method, path,
// query and body (shared/signing.ts). Media and the control API are public.
import type { MiddlewareHandler } from 'hono';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../shared/constants';
import { verifySignature } from '../../shared/signing';
import { type NodeBindings, rawPathWithQuery } from './raw-path';
import { isUpstreamPath } from './request-stats';

/**
 * Staleness is judged by the wall clock, not the sim clock: the signature is about transport, and a
 * test that pins the sim clock to another day must still be able to call it.
 */
export function checkSignature(secret: string): MiddlewareHandler<{ Bindings: NodeBindings }> {
  return async function checkSignature(c, next) {
    if (!isUpstreamPath(c.req.path)) return next();
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    // A clone, so the route can still read the body afterwards.
    const body = hasBody ? new Uint8Array(await c.req.raw.clone().arrayBuffer()) : null;
    const verdict = await verifySignature(
      secret,
      { signature: c.req.header(SIGNATURE_HEADER) ?? null, timestamp: c.req.header(TIMESTAMP_HEADER) ?? null },
      { method: c.req.method, pathWithQuery: rawPathWithQuery(c), body },
    );
    if (!verdict.ok) return c.json({ status: 'error', message: 'Invalid signature' }, 403);
    return next();
  };
}
