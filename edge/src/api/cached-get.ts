// How a shared GET is answered from the edge cache. A fresh copy is a HIT. A copy past its lifetime is
// answered at once (STALE) while one background request refreshes it, so a slow or hanging upstream
// costs fans no waiting; a copy too old for that waits a moment for the upstream and is shown if the
// upstream does not answer well in time. Only with no copy at all does a fan wait for the upstream.
// On every failure but a 404 or 400 (which say the call itself is wrong), the last good copy wins,
// and the key is left alone for the backoff its CacheFill object names (cache-fill.ts): a failing
// upstream is asked less often than a healthy one, never more.
import type { Context } from 'hono';
import { UPSTREAM_BACKOFF_BASE_MS } from '../../../shared/constants';
import type { Env } from '../env';
import { EdgeError } from '../errors';
import { enforceLimit } from '../rate-limits';
import { fillThrough, isUpstreamFailure } from './cache-fill';
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

/**
 * Keys whose last fill failed, and until when (epoch ms) this isolate leaves them alone: `stale`
 * while it has a copy to show, `asked` (the upstream's Retry-After) even when it has none.
 */
const backingOff = new Map<string, { stale: number; asked: number }>();
const BACKOFF_MAX_ENTRIES = 1024;

/** Seconds until the key may be asked for again by a caller with or without a copy; 0 when it may be now. */
function backoffLeft(key: string, hasCopy: boolean, nowMs = Date.now()): number {
  const hold = backingOff.get(key);
  if (!hold) return 0;
  const until = hasCopy ? hold.stale : hold.asked;
  return nowMs < until ? Math.ceil((until - nowMs) / 1000) : 0;
}

/** `retryAfterSeconds` is the CacheFill object's (the rest of its backoff, or of the upstream's Retry-After). */
function noteFailure(key: string, hasCopy: boolean, retryAfterSeconds: number | undefined): void {
  const now = Date.now();
  const until = now + (retryAfterSeconds ?? 0) * 1000;
  const hold = backingOff.get(key) ?? { stale: now + UPSTREAM_BACKOFF_BASE_MS, asked: 0 };
  backingOff.delete(key);
  backingOff.set(key, hasCopy ? { ...hold, stale: Math.max(until, now + UPSTREAM_BACKOFF_BASE_MS) } : { stale: Math.max(hold.stale, until), asked: until });
  if (backingOff.size > BACKOFF_MAX_ENTRIES) backingOff.delete(backingOff.keys().next().value!);
}

export async function cachedGet(c: ApiContext, call: CachedCall): Promise<Response> {
  const cached = await readCache(call.key);
  if (cached?.fresh) return respondCached(cached, 'HIT', browserCache(call.ttl));
  const waitSeconds = backoffLeft(call.key, cached !== undefined);
  if (cached && (waitSeconds > 0 || cached.staleForMs <= staleWhileRevalidateMs(call.ttl))) {
    if (waitSeconds === 0) refreshInBackground(c, call);
    return respondCached(cached, 'STALE', 'no-store');
  }
  if (!cached && waitSeconds > 0) {
    throw new EdgeError(502, 'upstream_error', 'The upstream is refusing this call for now: try again later', waitSeconds);
  }
  if (!cached) {
    await enforceLimit(c.env, 'API_MISS_LIMIT', call.client, 'uncached requests');
    return answer(await fillAndStore(c.env, call, false), call.ttl);
  }
  const filled = fillAndStore(c.env, call, true);
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
  throw new EdgeError(502, 'upstream_error', `The upstream refused the call (HTTP ${result.status})`, result.retryAfter);
}

function fillAndStore(env: Env, call: CachedCall, hasCopy: boolean): Promise<UpstreamResult> {
  return fillThrough(env, call.key, { pathWithQuery: call.pathWithQuery, headers: call.headers, ttl: call.ttl, hasCopy }).then(
    async (result) => {
      if (isUpstreamFailure(result.status)) noteFailure(call.key, hasCopy, result.retryAfter);
      else backingOff.delete(call.key);
      if (result.status === 200) await writeCache(call.key, result, call.ttl);
      return result;
    },
    (err: unknown) => {
      if (err instanceof EdgeError) noteFailure(call.key, hasCopy, err.retryAfter);
      throw err;
    },
  );
}

function refreshInBackground(c: ApiContext, call: CachedCall): void {
  if (refreshing.has(call.key)) return;
  refreshing.add(call.key);
  c.executionCtx.waitUntil(
    fillAndStore(c.env, call, true)
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
