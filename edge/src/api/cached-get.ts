// How a shared GET is answered from the edge cache. A fresh copy is a HIT. A copy past its lifetime is
// answered at once (STALE) while one background request refreshes it, so a slow or hanging upstream
// costs fans no waiting; a copy too old for that waits a moment for the upstream and is shown if the
// upstream does not answer well in time. Only with no copy at all does a fan wait for the upstream.
// On every failure but a 404 or 400 (which say the call itself is wrong), the last good copy wins.
import type { Context } from 'hono';
import type { Env } from '../env';
import { EdgeError } from '../errors';
import { enforceLimit } from '../rate-limits';
import { fillThrough } from './cache-fill';
import { readCache, writeCache, type CachedEntry } from './edge-cache';
import type { UpstreamResult } from './upstream-fetch';

export type CacheState = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';

export interface CachedCall {
  /** The cache key: the site's URL of the call, with its canonical query. */
  key: string;
  pathWithQuery: string;
  /** The headers a shared answer may depend on (never credentials). */
  headers: Record<string, string>;
  ttl: number;
  /** Who a cache miss counts against (rate-limits.ts). */
  client: string;
}

/** How long past its lifetime a copy is still answered at once while it is refreshed. */
export function staleWhileRevalidateMs(ttlSeconds: number): number {
  return Math.min(Math.max(ttlSeconds * 10, 60), 3600) * 1000;
}

/** How long a request with an older copy waits for the upstream before it is shown the copy. */
export const STALE_GRACE_MS = 1_500;

/** Upstream answers that say the call itself is wrong: passed on, never papered over with a copy. */
const DEFINITE = new Set([400, 404]);

type ApiContext = Context<{ Bindings: Env }>;

/** Keys this isolate is refreshing in the background: one refresh per key at a time. */
const refreshing = new Set<string>();

export async function cachedGet(c: ApiContext, call: CachedCall): Promise<Response> {
  const cached = await readCache(call.key);
  if (cached?.fresh) return respondCached(cached, 'HIT', browserCache(call.ttl));
  if (cached && cached.staleForMs <= staleWhileRevalidateMs(call.ttl)) {
    refreshInBackground(c, call);
    return respondCached(cached, 'STALE', 'no-store');
  }
  if (!cached) {
    await enforceLimit(c.env, 'API_MISS_LIMIT', call.client, 'uncached requests');
    return answer(await fillAndStore(c.env, call), call.ttl);
  }
  const filled = fillAndStore(c.env, call);
  c.executionCtx.waitUntil(filled.catch(() => undefined));
  const result = await Promise.race([filled.catch(() => null), deadline(STALE_GRACE_MS)]);
  if (result && (result.status === 200 || DEFINITE.has(result.status))) return answer(result, call.ttl);
  return respondCached(cached, 'STALE', 'no-store');
}

/** The upstream's answer for a call with no copy to fall back on. */
function answer(result: UpstreamResult, ttl: number): Response {
  if (result.status === 200) return respond(result, 'MISS', browserCache(ttl));
  if (DEFINITE.has(result.status)) return respond(result, 'MISS', 'no-store');
  // A shared call carries no token, so the upstream's 401, 403 or 429 is about the edge, not the fan
  // (and a 401 would sign the fan out): it is the upstream failing.
  throw new EdgeError(502, 'upstream_error', `The upstream refused the call (HTTP ${result.status})`);
}

function fillAndStore(env: Env, call: CachedCall): Promise<UpstreamResult> {
  return fillThrough(env, call.key, { pathWithQuery: call.pathWithQuery, headers: call.headers, ttl: call.ttl }).then(async (result) => {
    if (result.status === 200) await writeCache(call.key, result, call.ttl);
    return result;
  });
}

function refreshInBackground(c: ApiContext, call: CachedCall): void {
  if (refreshing.has(call.key)) return;
  refreshing.add(call.key);
  c.executionCtx.waitUntil(
    fillAndStore(c.env, call)
      .catch(() => undefined)
      .finally(() => refreshing.delete(call.key)),
  );
}

function deadline(ms: number): Promise<null> {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms));
}

function browserCache(ttl: number): string {
  return `public, max-age=${Math.min(ttl, 60)}`;
}

export function respondCached(entry: CachedEntry, state: CacheState, cacheControl: string): Response {
  const response = respond(entry.result, state, cacheControl);
  if (entry.storedAt > 0) response.headers.set('age', String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))));
  return response;
}

export function respond(result: UpstreamResult, state: CacheState, cacheControl: string): Response {
  return new Response(result.body.slice(0), {
    status: result.status,
    headers: { 'content-type': result.contentType, 'cache-control': cacheControl, 'x-cache': state },
  });
}
