// A shared upstream call made from inside the Worker (a page's head, the sitemap): the same
// allowlist row, canonical query, cache entry and fill as the SPA's /api request for it, with no
// HTTP round trip. So the answer a page is built from is the very answer its /api call gets.
import type { Context } from 'hono';
import type { Env } from '../env';
import { EdgeError } from '../errors';
import { config } from '../config';
import { clientKey, enforceLimit } from '../rate-limits';
import { cachedGet } from './cached-get';
import { canonicalQuery } from './query-rules';
import { fetchUpstream } from './upstream-fetch';
import { matchUpstreamRoute } from './upstream-routes';

export type SharedCall =
  /** The upstream's answer: `body` is the parsed JSON object. */
  | { status: 200; pathWithQuery: string; body: unknown }
  /** The upstream said the thing asked for does not exist (404) or the call is wrong (400). */
  | { status: 400 | 404; pathWithQuery: string; body: null }
  /** The upstream failed, timed out or the client is over its limit: no answer to build from. */
  | { status: 'failed'; pathWithQuery: string; body: null };

/**
 * GET `pathWithQuery` ('/v1/news/12?x=1') as an anonymous reader would through /api. Throws only
 * for a path the allowlist does not share (a programming error), never for the upstream's failures.
 */
export async function sharedCall(c: Context<{ Bindings: Env }>, pathWithQuery: string): Promise<SharedCall> {
  const cut = pathWithQuery.indexOf('?');
  const path = cut === -1 ? pathWithQuery : pathWithQuery.slice(0, cut);
  const route = matchUpstreamRoute('GET', path);
  if (!route || route.access === 'personal') throw new Error(`Not a shared upstream call: ${path}`);
  const canonical = `${path}${canonicalQuery(cut === -1 ? '' : pathWithQuery.slice(cut), route.query)}`;
  const key = `${config(c.env).SITE_ORIGIN}/api${canonical}`;
  try {
    const response = await cachedGet(c, {
      key,
      pathWithQuery: canonical,
      headers: {},
      ttl: route.ttl,
      client: clientKey(c.req.raw.headers),
    });
    if (response.status === 200) return { status: 200, pathWithQuery: canonical, body: await response.json() };
    await response.body?.cancel();
    if (response.status === 404 || response.status === 400) return { status: response.status, pathWithQuery: canonical, body: null };
  } catch (err) {
    if (!(err instanceof EdgeError)) throw err;
  }
  return { status: 'failed', pathWithQuery: canonical, body: null };
}

/**
 * POST `path` with `body` as JSON, for an allowlisted POST that only reads (an author by username):
 * signed and counted against the client's limit as the SPA's uncached /api call is, and never
 * cached, as that call is not. Throws only for a path the allowlist does not have.
 */
export async function readingPost(c: Context<{ Bindings: Env }>, path: string, body: object): Promise<SharedCall> {
  if (!matchUpstreamRoute('POST', path)) throw new Error(`Not an upstream call: POST ${path}`);
  try {
    await enforceLimit(c.env, 'API_MISS_LIMIT', clientKey(c.req.raw.headers), 'requests');
    const { UPSTREAM_BASE, UPSTREAM_SECRET } = config(c.env);
    const result = await fetchUpstream(UPSTREAM_BASE, UPSTREAM_SECRET, {
      method: 'POST',
      pathWithQuery: path,
      headers: { 'content-type': 'application/json' },
      body: await new Response(JSON.stringify(body)).arrayBuffer(),
    });
    if (result.status === 200) return { status: 200, pathWithQuery: path, body: JSON.parse(new TextDecoder().decode(result.body)) };
    if (result.status === 404 || result.status === 400) return { status: result.status, pathWithQuery: path, body: null };
  } catch (err) {
    if (!(err instanceof EdgeError)) throw err;
  }
  return { status: 'failed', pathWithQuery: path, body: null };
}
