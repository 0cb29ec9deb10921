// POST /v1/cache/purge-cache: the spec's page has no access check, but an open purge would let
// anyone empty the edge cache, so the edge demands ADMIN_TOKEN. It forwards the purge to the
// upstream and then drops the same URLs from its own cache.
import { z } from '../../../shared/zod';
import { EdgeError } from '../errors';
import type { Env } from '../env';
import { forgetFill } from './cache-fill';
import { deleteFromCache } from './edge-cache';
import { canonicalQuery } from './query-rules';
import { matchUpstreamRoute } from './upstream-routes';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';

export const PurgeBodySchema = z.object({
  files: z.array(z.url()).check(z.minLength(1, 'Files URL is required'), z.maxLength(500)),
});

/** Compares without an early exit, so the time taken does not reveal how much of a guess was right. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}

/** `action` names what is refused, as the 401 says it ('Purging the cache needs an admin token'). */
export function requireAdmin(headers: Headers, adminToken: string, action = 'Purging the cache'): void {
  const given = headers.get(ADMIN_TOKEN_HEADER);
  if (given === null) throw new EdgeError(401, 'forbidden', `${action} needs an admin token`);
  if (!constantTimeEqual(given, adminToken)) throw new EdgeError(403, 'forbidden', 'Invalid admin token');
}

export function parsePurgeBody(bytes: ArrayBuffer): z.infer<typeof PurgeBodySchema> {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new EdgeError(400, 'bad_request', 'The body must be JSON');
  }
  const parsed = PurgeBodySchema.safeParse(json);
  if (!parsed.success) throw new EdgeError(400, 'bad_request', parsed.error.issues[0]?.message ?? 'Invalid body');
  return parsed.data;
}

/**
 * The edge-cache key of a purged URL. Admins may paste the site's /api URL or the upstream path,
 * with the query in any order: all name the same entry, the one with the canonical query.
 */
export function cacheKeyOfPurgedUrl(origin: string, file: string): string {
  const url = new URL(file);
  const path = url.pathname.replace(/^\/api(?=\/)/, '');
  const route = matchUpstreamRoute('GET', path);
  let query = url.search;
  try {
    if (route) query = canonicalQuery(url.search, route.query);
  } catch {
    // A query the edge would refuse names no entry; purging it as written is harmless.
  }
  return `${origin}/api${path}${query}`;
}

export async function purgeEdge(env: Env, origin: string, files: string[]): Promise<number> {
  const keys = [...new Set(files.map((f) => cacheKeyOfPurgedUrl(origin, f)))];
  const deleted = await Promise.all(keys.map(async (key) => (await Promise.all([deleteFromCache(key), forgetFill(env, key)]))[0]));
  return deleted.filter(Boolean).length;
}
