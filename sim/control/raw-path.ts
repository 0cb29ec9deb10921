// The request target exactly as the client sent it. Under Node the raw `incoming.url` is used, so
// that signatures and stats see the bytes that were signed, not a re-serialised URL.
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

export interface NodeBindings {
  incoming?: IncomingMessage;
}

export function rawPathWithQuery(c: Context<{ Bindings: NodeBindings }>): string {
  // c.env is undefined when the app is driven with app.request() instead of a server.
  const raw = c.env?.incoming?.url;
  if (raw && raw.startsWith('/')) return raw;
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}
