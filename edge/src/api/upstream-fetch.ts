// One signed request to the upstream, with a deadline, and its answer checked before anyone sees
// it: a failure, a timeout or a body that is not a JSON object becomes an EdgeError.
import { UPSTREAM_RETRY_AFTER_MAX_SECONDS } from '../../../shared/constants';
import { signatureHeaders } from '../../../shared/signing';
import { EdgeError } from '../errors';

/** Longest the edge waits for the upstream before answering 504. */
export const UPSTREAM_TIMEOUT_MS = 6_000;

export interface UpstreamRequest {
  method: string;
  /** '/v1/news?page=2', exactly as it will be sent and signed. */
  pathWithQuery: string;
  headers: Record<string, string>;
  body: ArrayBuffer | null;
}

/** The upstream's answer, already read: safe to hand to several waiting callers. */
export interface UpstreamResult {
  status: number;
  contentType: string;
  body: ArrayBuffer;
  /** The upstream's Retry-After on a refusal (seconds, capped), when it sent one. */
  retryAfter?: number;
}

export async function fetchUpstream(base: string, secret: string, req: UpstreamRequest): Promise<UpstreamResult> {
  const signed = await signatureHeaders(secret, {
    method: req.method,
    pathWithQuery: req.pathWithQuery,
    authorization: req.headers.authorization ?? null,
    body: req.body,
  });
  let response: Response;
  try {
    response = await fetch(`${base}${req.pathWithQuery}`, {
      method: req.method,
      headers: { ...req.headers, ...signed, accept: 'application/json' },
      body: req.body,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (err) {
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
      throw new EdgeError(504, 'upstream_timeout', 'The upstream did not answer in time');
    }
    throw new EdgeError(502, 'upstream_error', 'The upstream could not be reached');
  }
  let body: ArrayBuffer;
  try {
    body = await response.arrayBuffer();
  } catch {
    throw new EdgeError(502, 'upstream_error', 'The upstream closed the connection mid-answer');
  }
  if (!isJsonObject(body)) {
    throw new EdgeError(502, 'upstream_invalid', 'The upstream sent an invalid response');
  }
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
  if (response.status >= 500) {
    throw new EdgeError(502, 'upstream_error', `The upstream failed (HTTP ${response.status})`, retryAfter);
  }
  return { status: response.status, contentType: 'application/json; charset=utf-8', body, ...(retryAfter !== undefined ? { retryAfter } : {}) };
}

/** Retry-After as seconds from now (RFC 9110: delay-seconds or an HTTP date), capped; undefined if absent or unreadable. */
export function retryAfterSeconds(header: string | null, nowMs = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  const seconds = /^\d{1,10}$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - nowMs) / 1000);
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(Math.max(seconds, 0), UPSTREAM_RETRY_AFTER_MAX_SECONDS);
}

function isJsonObject(body: ArrayBuffer): boolean {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(body));
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}
