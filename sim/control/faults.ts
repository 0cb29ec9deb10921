// Injected faults: every request whose path starts with a fault's `path` misbehaves as told (an
// error status, a delay, a body that is not JSON, or a dropped connection), so the edge's fault
// handling can be tested against a real socket.
import type { MiddlewareHandler } from 'hono';
import { z } from '../../shared/zod';
import { type NodeBindings, rawPathWithQuery } from './raw-path';

const MAX_DELAY_MS = 120_000;

/**
 * One fault. `delayMs` may come alone or before one of the others (slow, then failing); at most
 * one of status, garbage and drop.
 */
export const FaultSchema = z
  .strictObject({
    path: z.string().check(z.startsWith('/', 'path must start with /'), z.maxLength(500)),
    status: z.optional(z.number().check(z.int(), z.gte(400), z.lte(599))),
    /** With `status`: the Retry-After (seconds) the error carries, as a real upstream's 429 or 503 does. */
    retryAfter: z.optional(z.number().check(z.int(), z.gte(0), z.lte(86_400))),
    delayMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_DELAY_MS))),
    garbage: z.optional(z.literal(true)),
    drop: z.optional(z.literal(true)),
  })
  .check(
    z.refine((f) => f.status !== undefined || f.delayMs !== undefined || f.garbage || f.drop, {
      message: 'a fault needs one of status, delayMs, garbage or drop',
    }),
    z.refine((f) => [f.status !== undefined, f.garbage === true, f.drop === true].filter(Boolean).length <= 1, {
      message: 'status, garbage and drop exclude each other',
    }),
    z.refine((f) => f.retryAfter === undefined || f.status !== undefined, { message: 'retryAfter goes with status' }),
  );
export type Fault = z.infer<typeof FaultSchema>;

/** What a garbage fault answers: a JSON reply cut off mid-way, labelled as JSON. */
const GARBAGE_BODY = '{"status":"success","data":[{"id":1,"title":"Cut off mid-';

export class FaultBook {
  private faults: Fault[] = [];

  /** A new fault for a path replaces the old one for that path. */
  add(fault: Fault): void {
    this.faults = [...this.faults.filter((f) => f.path !== fault.path), fault];
  }

  list(): Fault[] {
    return [...this.faults];
  }

  clear(): void {
    this.faults = [];
  }

  /** The most specific fault for a request: the longest matching path prefix. */
  match(pathWithQuery: string): Fault | undefined {
    let best: Fault | undefined;
    for (const f of this.faults) {
      if (pathWithQuery.startsWith(f.path) && (!best || f.path.length >= best.path.length)) best = f;
    }
    return best;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function injectFaults(book: FaultBook): MiddlewareHandler<{ Bindings: NodeBindings }> {
  return async function injectFaults(c, next) {
    if (c.req.path.startsWith('/__sim')) return next();
    const fault = book.match(rawPathWithQuery(c));
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.drop) {
      // Destroy the connection without a status line; the client sees a reset or an empty reply.
      const socket = c.env?.incoming?.socket;
      if (socket) {
        socket.destroy();
        return new Response(null, { status: 500 });
      }
      return c.json({ status: 'error', message: 'Connection dropped (fault)' }, 502);
    }
    if (fault.garbage) return c.body(GARBAGE_BODY, 200, { 'content-type': 'application/json; charset=utf-8' });
    if (fault.status !== undefined) {
      return new Response(JSON.stringify({ status: 'error', message: `Injected fault: HTTP ${fault.status}` }), {
        status: fault.status,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {}),
        },
      });
    }
    return next();
  };
}
