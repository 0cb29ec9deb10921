// The edge cache for anonymous GETs. Entries outlive their freshness by STALE_IF_ERROR_SECONDS so
// that, when the upstream fails, the edge can still answer with the last good copy.
import type { UpstreamResult } from './upstream-fetch';

export const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;
const FRESH_UNTIL_HEADER = 'x-edge-fresh-until';

export interface CachedEntry {
  result: UpstreamResult;
  fresh: boolean;
}

function cache(): Cache {
  // caches.default is the per-location HTTP cache of the Workers runtime.
  return (caches as unknown as { default: Cache }).default;
}

export async function readCache(key: string, nowMs = Date.now()): Promise<CachedEntry | undefined> {
  const hit = await cache().match(key);
  if (!hit) return undefined;
  const freshUntil = Number(hit.headers.get(FRESH_UNTIL_HEADER) ?? 0);
  return {
    result: {
      status: hit.status,
      contentType: hit.headers.get('content-type') ?? 'application/json',
      body: await hit.arrayBuffer(),
    },
    fresh: nowMs < freshUntil,
  };
}

export async function writeCache(key: string, result: UpstreamResult, ttlSeconds: number, nowMs = Date.now()) {
  const response = new Response(result.body, {
    status: result.status,
    headers: {
      'content-type': result.contentType,
      'cache-control': `public, max-age=${ttlSeconds + STALE_IF_ERROR_SECONDS}`,
      [FRESH_UNTIL_HEADER]: String(nowMs + ttlSeconds * 1000),
    },
  });
  await cache().put(key, response);
}

export async function deleteFromCache(key: string): Promise<boolean> {
  return cache().delete(key);
}
