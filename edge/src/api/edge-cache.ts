// The edge cache for shared GETs, in two tiers: a small in-memory map per isolate for the hottest
// keys (live scores are read thousands of times a second on match days), in front of the location's
// HTTP cache. Entries outlive their freshness by STALE_IF_ERROR_SECONDS so that, when the upstream
// fails, the edge can still answer with the last good copy.
import type { UpstreamResult } from './upstream-fetch';

export const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;
const FRESH_UNTIL_HEADER = 'x-edge-fresh-until';
const STORED_AT_HEADER = 'x-edge-stored-at';

/**
 * The memory tier holds a copy for at most this long, whatever the entry's lifetime, so that a purge
 * (which can only clear the isolate it runs in) reaches every isolate within this bound.
 */
const MEMORY_MAX_AGE_MS = 10_000;
const MEMORY_MAX_ENTRIES = 256;

export interface CachedEntry {
  result: UpstreamResult;
  fresh: boolean;
  /** When the copy was stored (epoch ms): its `age`. */
  storedAt: number;
  /** How long ago the copy stopped being fresh (0 while fresh). */
  staleForMs: number;
}

interface MemoryEntry {
  result: UpstreamResult;
  storedAt: number;
  /** When the copy stops being served from memory: min(entry freshness, MEMORY_MAX_AGE_MS). */
  until: number;
}

const memory = new Map<string, MemoryEntry>();

function remember(key: string, result: UpstreamResult, storedAt: number, freshUntil: number, nowMs: number) {
  memory.delete(key);
  memory.set(key, { result, storedAt, until: Math.min(freshUntil, nowMs + MEMORY_MAX_AGE_MS) });
  // A Map iterates in insertion order, so the first key is the least recently stored.
  if (memory.size > MEMORY_MAX_ENTRIES) memory.delete(memory.keys().next().value!);
}

function cache(): Cache {
  // caches.default is the per-location HTTP cache of the Workers runtime.
  return (caches as unknown as { default: Cache }).default;
}

export async function readCache(key: string, nowMs = Date.now()): Promise<CachedEntry | undefined> {
  const inMemory = memory.get(key);
  if (inMemory && nowMs < inMemory.until) return { result: inMemory.result, fresh: true, storedAt: inMemory.storedAt, staleForMs: 0 };

  const hit = await cache().match(key);
  if (!hit) return undefined;
  const freshUntil = Number(hit.headers.get(FRESH_UNTIL_HEADER) ?? 0);
  const storedAt = Number(hit.headers.get(STORED_AT_HEADER) ?? 0);
  const result: UpstreamResult = {
    status: hit.status,
    contentType: hit.headers.get('content-type') ?? 'application/json',
    body: await hit.arrayBuffer(),
  };
  const fresh = nowMs < freshUntil;
  if (fresh) remember(key, result, storedAt, freshUntil, nowMs);
  return { result, fresh, storedAt, staleForMs: fresh ? 0 : nowMs - freshUntil };
}

export async function writeCache(key: string, result: UpstreamResult, ttlSeconds: number, nowMs = Date.now()) {
  const freshUntil = nowMs + ttlSeconds * 1000;
  remember(key, result, nowMs, freshUntil, nowMs);
  const response = new Response(result.body.slice(0), {
    status: result.status,
    headers: {
      'content-type': result.contentType,
      'cache-control': `public, max-age=${ttlSeconds + STALE_IF_ERROR_SECONDS}`,
      [FRESH_UNTIL_HEADER]: String(freshUntil),
      [STORED_AT_HEADER]: String(nowMs),
    },
  });
  await cache().put(key, response);
}

export async function deleteFromCache(key: string): Promise<boolean> {
  const inMemory = memory.delete(key);
  return (await cache().delete(key)) || inMemory;
}
