// One CacheFill object per edge-cache key: every edge location that misses the same URL at the same
// moment asks this one object, which sends a single upstream request and hands its answer to all of
// them. It remembers the answer for the entry's lifetime, so misses that arrive just after it lands
// are served without a second request.
import { DurableObject } from 'cloudflare:workers';
import { z } from '../../../shared/zod';
import { config } from '../config';
import type { Env } from '../env';
import { EdgeError, errorBody } from '../errors';
import { fetchUpstream, type UpstreamRequest, type UpstreamResult } from './upstream-fetch';

const FillRequestSchema = z.object({
  pathWithQuery: z.string().check(z.startsWith('/')),
  headers: z.record(z.string(), z.string()),
  ttl: z.number().check(z.int(), z.positive()),
});
export type FillRequest = z.infer<typeof FillRequestSchema>;

export const FILL_RESULT_STATUS_HEADER = 'x-fill-status';

export class CacheFill extends DurableObject<Env> {
  private inflight: Promise<UpstreamResult> | null = null;
  private recent: { result: UpstreamResult; freshUntil: number } | null = null;

  override async fetch(request: Request): Promise<Response> {
    if (request.method === 'DELETE') {
      this.recent = null;
      return new Response(null, { status: 204 });
    }
    const fill = FillRequestSchema.parse(await request.json());
    try {
      const result = await this.fill(fill);
      return new Response(result.body, {
        headers: { 'content-type': result.contentType, [FILL_RESULT_STATUS_HEADER]: String(result.status) },
      });
    } catch (err) {
      if (err instanceof EdgeError) return Response.json(errorBody(err.code, err.message), { status: err.status });
      throw err;
    }
  }

  private async fill(fill: FillRequest): Promise<UpstreamResult> {
    if (this.recent && Date.now() < this.recent.freshUntil) return this.recent.result;
    if (!this.inflight) {
      const { UPSTREAM_BASE, UPSTREAM_SECRET } = config(this.env);
      const request: UpstreamRequest = { method: 'GET', pathWithQuery: fill.pathWithQuery, headers: fill.headers, body: null };
      this.inflight = fetchUpstream(UPSTREAM_BASE, UPSTREAM_SECRET, request)
        .then((result) => {
          if (result.status === 200) this.recent = { result, freshUntil: Date.now() + fill.ttl * 1000 };
          return result;
        })
        .finally(() => {
          this.inflight = null;
        });
    }
    return this.inflight;
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
    if (failure.success) throw new EdgeError(response.status === 504 ? 504 : 502, failure.data.code, failure.data.message);
    throw new EdgeError(502, 'upstream_error', 'The upstream could not be reached');
  }
  return {
    status: Number(status),
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: await response.arrayBuffer(),
  };
}

export async function forgetFill(env: Env, key: string): Promise<void> {
  await env.CACHE_FILL.get(env.CACHE_FILL.idFromName(key)).fetch('https://cache-fill/', { method: 'DELETE' });
}
