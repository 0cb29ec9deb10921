// Counts of the upstream requests the simulator served, keyed exactly as received
// ('GET /v1/news/categories?x=1'), so tests and benches can assert how often the edge called.
import type { MiddlewareHandler } from 'hono';
import { rawPathWithQuery } from './raw-path';

export class RequestStats {
  private counts = new Map<string, number>();

  count(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  reset(): void {
    this.counts.clear();
  }
}

/** Paths that are not the upstream API: the control API and the CDN-like media. */
export function isUpstreamPath(path: string): boolean {
  return !(path === '/__sim' || path.startsWith('/__sim/') || path.startsWith('/media/'));
}

/** Counts every upstream request before anything can refuse it, so refused ones count too. */
export function countRequests(stats: RequestStats): MiddlewareHandler {
  return async function countRequests(c, next) {
    if (isUpstreamPath(c.req.path)) stats.count(`${c.req.method} ${rawPathWithQuery(c)}`);
    await next();
  };
}
