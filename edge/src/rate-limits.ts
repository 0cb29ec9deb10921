// Fair use, per client: Cloudflare's Workers Rate Limiting binding counts calls per key in each
// location (Miniflare counts them in memory). Only what costs the upstream or an object is counted:
// cache misses and pass-through calls, live socket upgrades, purge attempts, lookups of live
// topics the edge has not seen and the site does not list, and analytics beacons (each a write). Every limit is per client: a limit shared
// by a location lets one abuser spend it for every fan there. Cached answers are never limited: a match-day crowd reading the
// same scorecard costs nothing. The limits themselves are in wrangler.toml ([[ratelimits]]).
import type { Env } from './env';
import { EdgeError } from './errors';

export type Limiter = 'API_MISS_LIMIT' | 'LIVE_UPGRADE_LIMIT' | 'PURGE_LIMIT' | 'TOPIC_LOOKUP_LIMIT' | 'COLLECT_LIMIT';

/** Every [[ratelimits]] binding counts over one minute: a refused client may try again after it. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

/**
 * The client a request counts against. Cloudflare sets cf-connecting-ip on every request it
 * forwards (a client cannot forge it there); locally it may be absent, and all share one bucket.
 */
export function clientKey(headers: Headers): string {
  return headers.get('cf-connecting-ip') ?? 'local';
}

/** Counts one call against `key` and throws a 429 with Retry-After once the limit is reached. */
export async function enforceLimit(env: Env, limiter: Limiter, key: string, what: string): Promise<void> {
  const { success } = await env[limiter].limit({ key });
  if (!success) {
    throw new EdgeError(429, 'rate_limited', `Too many ${what}: try again in a minute`, RATE_LIMIT_PERIOD_SECONDS);
  }
}
