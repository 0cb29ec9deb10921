// The client headers the upstream needs (SPEC.md section 7), each checked before it is forwarded.
// A malformed one is refused with its name rather than passed on or silently dropped.
import {
  SCREEN_RESOLUTION_HEADER,
  SESSION_ID_HEADER,
  TIME_ZONE_HEADER,
} from '../../../shared/constants';
import { EdgeError } from '../errors';

const FORWARDED: Record<string, RegExp> = {
  authorization: /^Bearer [A-Za-z0-9._~+/:=-]{1,4096}$/,
  [SESSION_ID_HEADER]: /^[A-Za-z0-9-]{1,64}$/,
  [SCREEN_RESOLUTION_HEADER]: /^[0-9]{2,5}x[0-9]{2,5}$/,
  [TIME_ZONE_HEADER]: /^[A-Za-z0-9_+/-]{1,64}$/,
  'content-type': /^(application\/json(; ?charset=utf-8)?|multipart\/form-data; ?boundary=[A-Za-z0-9'()+_,./:=?-]{1,70})$/i,
};

export function forwardedHeaders(incoming: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, pattern] of Object.entries(FORWARDED)) {
    const value = incoming.get(name);
    if (value === null) continue;
    if (!pattern.test(value)) throw new EdgeError(400, 'bad_request', `Invalid ${name} header`);
    out[name] = value;
  }
  return out;
}

/**
 * The headers a shared (cached) answer may depend on. Never the caller's credentials, and not the
 * session id either: the upstream personalises by session (is_liked), and a cached copy is shared
 * by every anonymous reader, so it must be the upstream's anonymous view.
 */
export function anonymousHeaders(headers: Record<string, string>): Record<string, string> {
  const { authorization: _token, [SESSION_ID_HEADER]: _session, 'content-type': _none, ...rest } = headers;
  return rest;
}
