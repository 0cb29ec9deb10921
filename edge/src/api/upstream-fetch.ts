// One signed request to the upstream, with a deadline, and its answer checked before anyone sees
// it: a failure, a timeout or a body that is not a JSON object becomes an EdgeError.
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
  if (response.status >= 500) {
    throw new EdgeError(502, 'upstream_error', `The upstream failed (HTTP ${response.status})`);
  }
  return { status: response.status, contentType: 'application/json; charset=utf-8', body };
}

function isJsonObject(body: ArrayBuffer): boolean {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(body));
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}
