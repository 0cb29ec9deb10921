// Renders of pages kept for their data's lifetime, so that a crowd opening one page costs one render,
// not one a fan: in the isolate, for a few seconds, and in the location's cache, which every isolate
// there shares. The isolate keeps finished pages only, never a render under way: a render's reads
// belong to the request that started it, and another request awaiting that promise waits on I/O it
// does not own. When the first request ends first (its fan left, or it was cancelled), the runtime
// never settles the promise for the others, and cancels each of them as hung (Cloudflare's 'Worker's
// code had hung' 500). So a crowd arriving together renders in parallel until the first render is
// kept, a few renders per isolate, and every fan after that is served the kept page. A page is kept by its URL and by what
// else its render depends on (the fan's time zone, their consent, whether a crawler asked), and by the
// build that rendered it, so that a new deployment never serves markup its own stylesheets do not
// know. The page was made of data each part of which is fresh for its own time (an article's a
// minute, a live topic's two seconds): the page is kept for the shortest of them, so it is never older
// than its data is allowed to be.

/** A render, and for how long what it was made of stays fresh. */
export interface TimedRender<T> {
  page: T | null;
  /** 0: not to be shared (it read something failing, or something never cached). */
  seconds: number;
}

/** The isolate's own copy: a few seconds at most. */
const MEMO_MAX_MS = 5_000;
const MEMO_MAX_ENTRIES = 128;
const memo = new Map<string, { page: unknown; until: number }>();

interface KeepOptions<T> {
  /** Everything the page depends on, as an absolute URL on the site's origin: the cache's key. */
  key: string;
  nowMs: number;
  waitUntil(promise: Promise<unknown>): void;
  render(): Promise<TimedRender<T>>;
}

/** The page kept under `key`, or rendered now (and kept): null when it is not a page the edge renders. */
export async function keptRender<T>({ key, nowMs, waitUntil, render }: KeepOptions<T>): Promise<T | null> {
  const kept = memo.get(key);
  if (kept && nowMs < kept.until) return kept.page as T | null;
  let keepMs = MEMO_MAX_MS;
  const page = await fromCacheOrRender(key, nowMs, waitUntil, render, (ms) => (keepMs = Math.min(ms, MEMO_MAX_MS)));
  memo.delete(key);
  memo.set(key, { page, until: nowMs + keepMs });
  // A Map iterates in insertion order: the first key is the one stored longest ago.
  if (memo.size > MEMO_MAX_ENTRIES) memo.delete(memo.keys().next().value!);
  return page;
}

const EXPIRES_HEADER = 'x-render-expires';

async function fromCacheOrRender<T>(
  key: string,
  nowMs: number,
  waitUntil: (promise: Promise<unknown>) => void,
  render: () => Promise<TimedRender<T>>,
  keepFor: (ms: number) => void,
): Promise<T | null> {
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(key).catch(() => undefined);
  // One that cannot be read (a torn write) is rendered again, as one never kept.
  const kept = hit ? await hit.json<T>().catch(() => null) : null;
  if (hit && kept !== null) {
    keepFor(Number(hit.headers.get(EXPIRES_HEADER)) - nowMs);
    return kept;
  }
  const { page, seconds } = await render();
  // One not to be shared (or no page: a render that failed) is still kept here a moment, so a crowd
  // does not render it again each fan.
  keepFor(seconds >= 1 ? seconds * 1000 : MEMO_MAX_MS);
  if (page !== null && seconds >= 1) {
    const headers = { 'content-type': 'application/json', 'cache-control': `max-age=${seconds}`, [EXPIRES_HEADER]: String(nowMs + seconds * 1000) };
    waitUntil(cache.put(key, new Response(JSON.stringify(page), { headers })).catch(() => undefined));
  }
  return page;
}
