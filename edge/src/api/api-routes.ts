// /api/*: the signed pass-through. Only allowlisted calls go out; anonymous GETs are served from
// the edge cache, with identical concurrent misses coalesced into one upstream request.
import { Hono, type Context } from 'hono';
import { config } from '../config';
import type { Env } from '../env';
import { EdgeError } from '../errors';
import { fillThrough } from './cache-fill';
import { readCache, writeCache } from './edge-cache';
import { anonymousHeaders, forwardedHeaders } from './forwarded-headers';
import { parsePurgeBody, purgeEdge, requireAdmin } from './purge';
import { isSafePath, rawPathOf } from './safe-path';
import { fetchUpstream, type UpstreamResult } from './upstream-fetch';
import { matchUpstreamRoute, PURGE_PATH, type UpstreamRoute } from './upstream-routes';

const MAX_QUERY_LENGTH = 1024;
const MAX_JSON_BODY_BYTES = 64 * 1024;
const MAX_MULTIPART_BODY_BYTES = 5 * 1024 * 1024;

type ApiContext = Context<{ Bindings: Env }>;
type CacheState = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';

export const apiRoutes = new Hono<{ Bindings: Env }>();

apiRoutes.all('*', async (c) => {
  const rawPath = rawPathOf(c.req.url);
  if (!isSafePath(rawPath)) throw new EdgeError(400, 'bad_request', 'Invalid path');
  const path = rawPath.replace(/^\/api/, '');
  const route = matchUpstreamRoute(c.req.method, path);
  if (!route) throw new EdgeError(404, 'not_found', `Unknown API call: ${c.req.method} ${path}`);

  const url = new URL(c.req.url);
  if (url.search.length > MAX_QUERY_LENGTH) throw new EdgeError(400, 'bad_request', 'Query string too long');
  const pathWithQuery = `${path}${url.search}`;
  const headers = forwardedHeaders(c.req.raw.headers);

  if (route.path === PURGE_PATH) return purge(c, pathWithQuery, headers);
  if (route.method === 'GET' && route.ttl > 0 && !headers.authorization) {
    return cachedGet(c, route, `${url.origin}/api${pathWithQuery}`, pathWithQuery, anonymousHeaders(headers));
  }
  const { UPSTREAM_BASE, UPSTREAM_SECRET } = config(c.env);
  const body = route.method === 'POST' ? await readBody(c.req.raw) : null;
  const result = await fetchUpstream(UPSTREAM_BASE, UPSTREAM_SECRET, { method: route.method, pathWithQuery, headers, body });
  return respond(result, 'BYPASS', 'private, no-store');
});

async function cachedGet(
  c: ApiContext,
  route: UpstreamRoute,
  key: string,
  pathWithQuery: string,
  headers: Record<string, string>,
): Promise<Response> {
  const browserCache = `public, max-age=${Math.min(route.ttl, 60)}`;
  const cached = await readCache(key);
  if (cached?.fresh) return respond(cached.result, 'HIT', browserCache);
  try {
    const result = await fillThrough(c.env, key, { pathWithQuery, headers, ttl: route.ttl });
    if (result.status === 200) c.executionCtx.waitUntil(writeCache(key, result, route.ttl));
    return respond(result, 'MISS', result.status === 200 ? browserCache : 'no-store');
  } catch (err) {
    // The upstream is down or slow: the last good copy beats an error page.
    if (cached && err instanceof EdgeError) return respond(cached.result, 'STALE', 'no-store');
    throw err;
  }
}

async function purge(c: ApiContext, pathWithQuery: string, headers: Record<string, string>): Promise<Response> {
  const { UPSTREAM_BASE, UPSTREAM_SECRET, ADMIN_TOKEN } = config(c.env);
  requireAdmin(c.req.raw.headers, ADMIN_TOKEN);
  const bytes = await readBody(c.req.raw);
  const { files } = parsePurgeBody(bytes);
  const result = await fetchUpstream(UPSTREAM_BASE, UPSTREAM_SECRET, { method: 'POST', pathWithQuery, headers, body: bytes });
  const response = respond(result, 'BYPASS', 'no-store');
  if (result.status === 200) {
    response.headers.set('x-edge-purged', String(await purgeEdge(c.env, new URL(c.req.url).origin, files)));
  }
  return response;
}

async function readBody(request: Request): Promise<ArrayBuffer> {
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/');
  const limit = multipart ? MAX_MULTIPART_BODY_BYTES : MAX_JSON_BODY_BYTES;
  if (Number(request.headers.get('content-length') ?? 0) > limit) {
    throw new EdgeError(413, 'payload_too_large', `The body must be at most ${limit} bytes`);
  }
  const body = await request.arrayBuffer();
  if (body.byteLength > limit) throw new EdgeError(413, 'payload_too_large', `The body must be at most ${limit} bytes`);
  return body;
}

function respond(result: UpstreamResult, state: CacheState, cacheControl: string): Response {
  return new Response(result.body.slice(0), {
    status: result.status,
    headers: { 'content-type': result.contentType, 'cache-control': cacheControl, 'x-edge-cache': state },
  });
}
