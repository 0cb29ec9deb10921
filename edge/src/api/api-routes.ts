// /api/*: the signed pass-through. Only allowlisted calls go out, each with only its declared query
// parameters in canonical order. Shared GETs are answered from the edge cache (cached-get.ts) for
// everyone, signed in or not; the reader's own calls pass through with the token.
import { Hono, type Context } from 'hono';
import { config } from '../config';
import type { Env } from '../env';
import { EdgeError } from '../errors';
import { clientKey, enforceLimit } from '../rate-limits';
import { cachedGet, respond, respondCached } from './cached-get';
import { readCache } from './edge-cache';
import { anonymousHeaders, forwardedHeaders } from './forwarded-headers';
import { parsePurgeBody, purgeEdge, requireAdmin } from './purge';
import { canonicalQuery } from './query-rules';
import { isSafePath, rawPathOf } from './safe-path';
import { fetchUpstream, type UpstreamRequest } from './upstream-fetch';
import { matchUpstreamRoute, PURGE_PATH } from './upstream-routes';

const MAX_QUERY_LENGTH = 1024;
const MAX_JSON_BODY_BYTES = 64 * 1024;
const MAX_MULTIPART_BODY_BYTES = 5 * 1024 * 1024;

type ApiContext = Context<{ Bindings: Env }>;

export const apiRoutes = new Hono<{ Bindings: Env }>();

apiRoutes.all('*', async (c) => {
  const rawPath = rawPathOf(c.req.url);
  if (!isSafePath(rawPath)) throw new EdgeError(400, 'bad_request', 'Invalid path');
  const path = rawPath.replace(/^\/api/, '');
  // HEAD is answered as GET; Hono leaves the body out.
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const route = matchUpstreamRoute(method, path);
  if (!route) throw new EdgeError(404, 'not_found', `Unknown API call: ${method} ${path}`);

  const url = new URL(c.req.url);
  if (url.search.length > MAX_QUERY_LENGTH) throw new EdgeError(400, 'bad_request', 'Query string too long');
  const pathWithQuery = `${path}${canonicalQuery(url.search, route.query)}`;
  const headers = forwardedHeaders(c.req.raw.headers);
  const client = clientKey(c.req.raw.headers);
  // Keyed on the configured origin, never the Host header: made-up hosts share one entry.
  const key = `${config(c.env).SITE_ORIGIN}/api${pathWithQuery}`;

  if (route.path === PURGE_PATH) return purge(c, pathWithQuery, headers, client);
  if (route.access === 'shared' || (route.access === 'viewer' && !headers.authorization)) {
    return cachedGet(c, { key, pathWithQuery, headers: anonymousHeaders(headers), ttl: route.ttl, client });
  }
  const request: UpstreamRequest = { method, pathWithQuery, headers, body: method === 'POST' ? await readBody(c.req.raw) : null };
  if (route.access === 'viewer') return viewerGet(c, request, key, client);
  await enforceLimit(c.env, 'API_MISS_LIMIT', client, 'requests');
  return respond(await upstream(c, request), 'BYPASS', 'private, no-store');
});

/**
 * A signed-in reader's call for shared content with their own state in it: passed through with the
 * token. When the upstream fails (or the reader is over the limit), the shared copy is better than
 * an error: the reader loses only their own like, not the article.
 */
async function viewerGet(c: ApiContext, request: UpstreamRequest, key: string, client: string): Promise<Response> {
  let failure: EdgeError;
  try {
    await enforceLimit(c.env, 'API_MISS_LIMIT', client, 'requests');
    const result = await upstream(c, request);
    if (result.status !== 429) return respond(result, 'BYPASS', 'private, no-store');
    failure = new EdgeError(502, 'upstream_error', 'The upstream refused the call (HTTP 429)');
  } catch (err) {
    if (!(err instanceof EdgeError)) throw err;
    failure = err;
  }
  const shared = await readCache(key);
  if (shared?.result.status === 200) return respondCached(shared, 'STALE', 'private, no-store');
  throw failure;
}

async function purge(c: ApiContext, pathWithQuery: string, headers: Record<string, string>, client: string): Promise<Response> {
  const { ADMIN_TOKEN, SITE_ORIGIN } = config(c.env);
  // Counted before the token is checked, so guessing the token is as slow as the limit.
  await enforceLimit(c.env, 'PURGE_LIMIT', client, 'purge attempts');
  requireAdmin(c.req.raw.headers, ADMIN_TOKEN);
  const bytes = await readBody(c.req.raw);
  const { files } = parsePurgeBody(bytes);
  const result = await upstream(c, { method: 'POST', pathWithQuery, headers, body: bytes });
  const response = respond(result, 'BYPASS', 'no-store');
  if (result.status === 200) {
    response.headers.set('x-edge-purged', String(await purgeEdge(c.env, SITE_ORIGIN, files)));
  }
  return response;
}

function upstream(c: ApiContext, request: UpstreamRequest) {
  const { UPSTREAM_BASE, UPSTREAM_SECRET } = config(c.env);
  return fetchUpstream(UPSTREAM_BASE, UPSTREAM_SECRET, request);
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
