// Every failure leaves the edge as the upstream's error envelope plus a machine-readable code.
// Stack traces go to the log, never to the client.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ConfigError } from './config';

export type ErrorCode =
  | 'bad_request'
  | 'not_found'
  | 'forbidden'
  | 'payload_too_large'
  | 'rate_limited'
  | 'upstream_error'
  | 'upstream_timeout'
  | 'upstream_invalid'
  | 'misconfigured'
  | 'internal';

export function errorBody(code: ErrorCode, message: string) {
  return { status: 'error' as const, code, message };
}

/** An error a handler throws on purpose; its message is safe to show. */
export class EdgeError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    /** Seconds the client should wait before asking again (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(status, { message });
  }
}

export function onError(err: Error, c: Context) {
  if (err instanceof EdgeError) {
    if (err.retryAfter !== undefined) c.header('retry-after', String(err.retryAfter));
    return c.json(errorBody(err.code, err.message), err.status);
  }
  if (err instanceof ConfigError) {
    console.error(err.message);
    return c.json(errorBody('misconfigured', err.message), 500);
  }
  if (err instanceof HTTPException) {
    return c.json(errorBody(err.status === 404 ? 'not_found' : 'bad_request', err.message), err.status);
  }
  console.error('Unhandled edge error', err);
  return c.json(errorBody('internal', 'Internal error'), 500);
}
