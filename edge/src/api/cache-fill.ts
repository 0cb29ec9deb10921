// One CacheFill object per edge-cache key: every edge location that misses the same URL at the same
// moment asks this one object, which sends a single upstream request and hands its answer to all of
// them. It remembers the answer for the entry's lifetime, so misses that arrive just after it lands
// are served without a second request. When the upstream fails (an error, a timeout, or a 401, 403
// or 429 for a call that carries no token), the object backs off: for a while it answers callers
// with that failure without asking again, longer after each further failure, and at least as long as
// the upstream's Retry-After asks. A caller with a stale copy to show (cached-get.ts) waits out the
// whole backoff; one with nothing to show (a fan's Try Again) only what Retry-After asked for.
import { DurableObject } from 'cloudflare:workers';
import { UPSTREAM_BACKOFF_BASE_MS, UPSTREAM_BACKOFF_MAX_MS } from '../../../shared/constants';
import { z } from '../../../shared/zod';
import { config } from '../config';
import type { Env } from '../env';
import { EdgeError, errorBody } from '../errors';
import { fetchUpstream, retryAfterSeconds, type UpstreamRequest, type UpstreamResult } from './upstream-fetch';

const FillRequestSchema = z.object({
  pathWithQuery: z.string().check(z.startsWith('/')),
  headers: z.record(z.string(), z.string()),
  ttl: z.number().check(z.int(), z.positive()),
  /** The caller has a copy to show while the upstream fails. */
  hasCopy: z.optional(z.boolean()),
});
export type FillRequest = z.infer<typeof FillRequestSchema>;

export const FILL_RESULT_STATUS_HEADER = 'x-fill-status';

/** Answers that settle a call: anything else is the upstream failing, and is backed off from. */
const ANSWERS = new Set([200, 400, 404]);

export function isUpstreamFailure(status: number): boolean {
  return !ANSWERS.has(status);
}

/** How long to leave a key alone after its `failures`-th failure in a row. */
export function backoffMs(failures: number, retryAfterSeconds: number | undefined): number {
  const doubled = Math.min(UPSTREAM_BACKOFF_BASE_MS * 2 ** Math.min(failures - 1, 16), UPSTREAM_BACKOFF_MAX_MS);
  return Math.max(doubled, (retryAfterSeconds ?? 0) * 1000);
}

interface Backoff {
  /** Until when callers with a copy leave the upstream alone. */
  until: number;
  /** Until when every caller does: the upstream's own Retry-After (0 without one). */
  askedUntil: number;
  failures: number;
  failure: UpstreamResult | EdgeError;
}

export class CacheFill extends DurableObject<Env> {
  private inflight: Promise<UpstreamResult> | null = null;
  private recent: { result: UpstreamResult; freshUntil: number } | null = null;
  private backoff: Backoff | null = null;

  override async fetch(request: Request): Promise<Response> {
    if (request.method === 'DELETE') {
      this.recent = null;
      this.backoff = null;
      return new Response(null, { status: 204 });
    }
    const fill = FillRequestSchema.parse(await request.json());
    try {
      const result = await this.fill(fill);
      const headers: Record<string, string> = { 'content-type': result.contentType, [FILL_RESULT_STATUS_HEADER]: String(result.status) };
      if (result.retryAfter !== undefined) headers['retry-after'] = String(result.retryAfter);
      return new Response(result.body, { headers });
    } catch (err) {
      if (!(err instanceof EdgeError)) throw err;
      const headers: Record<string, string> = err.retryAfter !== undefined ? { 'retry-after': String(err.retryAfter) } : {};
      return Response.json(errorBody(err.code, err.message), { status: err.status, headers });
    }
  }

  private async fill(fill: FillRequest): Promise<UpstreamResult> {
    if (this.recent && Date.now() < this.recent.freshUntil) return this.recent.result;
    const holdUntil = this.backoff ? (fill.hasCopy ? this.backoff.until : this.backoff.askedUntil) : 0;
    if (this.backoff && Date.now() < holdUntil) return this.replay(this.backoff, holdUntil);
    if (!this.inflight) {
      const { UPSTREAM_BASE, UPSTREAM_SECRET } = config(this.env);
      const request: UpstreamRequest = { method: 'GET', pathWithQuery: fill.pathWithQuery, headers: fill.headers, body: null };
      this.inflight = fetchUpstream(UPSTREAM_BASE, UPSTREAM_SECRET, request)
        .then(
          (result) => {
            if (result.status === 200) this.recent = { result, freshUntil: Date.now() + fill.ttl * 1000 };
            if (!isUpstreamFailure(result.status)) {
              this.backoff = null;
              return result;
            }
            const backoff = this.failed(result, result.retryAfter);
            return this.replay(backoff, fill.hasCopy ? backoff.until : backoff.askedUntil);
          },
          (err: unknown) => {
            if (!(err instanceof EdgeError)) throw err;
            const backoff = this.failed(err, err.retryAfter);
            return this.replay(backoff, fill.hasCopy ? backoff.until : backoff.askedUntil);
          },
        )
        .finally(() => {
          this.inflight = null;
        });
    }
    return this.inflight;
  }

  private failed(failure: UpstreamResult | EdgeError, retryAfterSeconds: number | undefined): Backoff {
    const failures = (this.backoff?.failures ?? 0) + 1;
    const now = Date.now();
    const askedUntil = retryAfterSeconds !== undefined ? now + retryAfterSeconds * 1000 : 0;
    this.backoff = { failures, failure, until: now + backoffMs(failures, retryAfterSeconds), askedUntil };
    return this.backoff;
  }

  /** The failure again, saying (as Retry-After) how long until `until`, if it is still ahead. */
  private replay({ failure }: Backoff, until: number): UpstreamResult {
    const left = Math.ceil((until - Date.now()) / 1000);
    const retryAfter = left > 0 ? left : undefined;
    if (failure instanceof EdgeError) throw new EdgeError(failure.status, failure.code, failure.message, retryAfter);
    const { retryAfter: _upstreams, ...result } = failure;
    return retryAfter !== undefined ? { ...result, retryAfter } : result;
  }
}

/** Asks the key's CacheFill object for the upstream answer; EdgeErrors come back as EdgeErrors. */
export async function fillThrough(env: Env, key: string, fill: FillRequest): Promise<UpstreamResult> {
  const stub = env.CACHE_FILL.get(env.CACHE_FILL.idFromName(key));
  const response = await stub.fetch('https://cache-fill/', { method: 'POST', body: JSON.stringify(fill) });
  const status = response.headers.get(FILL_RESULT_STATUS_HEADER);
  if (status === null) {
    const failure = z
      .object({ code: z.enum(['upstream_error', 'upstream_timeout', 'upstream_invalid']), message: z.string() })
      .safeParse(await response.json().catch(() => null));
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
    if (failure.success) throw new EdgeError(response.status === 504 ? 504 : 502, failure.data.code, failure.data.message, retryAfter);
    throw new EdgeError(502, 'upstream_error', 'The upstream could not be reached', retryAfter);
  }
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
  return {
    status: Number(status),
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: await response.arrayBuffer(),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
  };
}

export async function forgetFill(env: Env, key: string): Promise<void> {
  await env.CACHE_FILL.get(env.CACHE_FILL.idFromName(key)).fetch('https://cache-fill/', { method: 'DELETE' });
}
