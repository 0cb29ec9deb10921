// The Worker's configuration, parsed once per isolate. A missing or malformed value fails every
// request loudly, naming the variable, rather than half-working.
import { z } from '../../shared/zod';
import { LIVE_FANOUT, LIVE_IDLE_GRACE_MS, LIVE_MAX_SOCKETS_PER_CLIENT, LIVE_RESUME_MAX_PATCHES, PAGE_RENDER_BUDGET_MS, PUSH_MAX_ATTEMPTS } from '../../shared/constants';

/** The cache keys' origin where no PRODUCTION_HOST is set (development, tests). */
const LOCAL_SITE_ORIGIN = 'http://localhost';

/** An ALLOWED_ORIGINS pattern that admits pages served from the visitor's own machine, or anything. */
function isLocalOrigin(pattern: string): boolean {
  return pattern === '*' || /^[a-z]+:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:|$)/i.test(pattern);
}

/** An http(s) origin as CSP writes it, optionally with a `*.` host wildcard: no path, no quotes. */
const CSP_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** A bare host name, lower-cased; empty when unset. */
const HostSchema = z._default(
  z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9.-]*$/, 'must be a host name like www.example.com')),
  '',
);

const ConfigSchema = z.pipe(
  z.object({
    UPSTREAM_BASE: z.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
      z.transform((base) => base.replace(/\/+$/, '')),
    ),
    UPSTREAM_SECRET: z.string({ error: 'is missing' }).check(z.minLength(16, 'must be at least 16 characters')),
    ADMIN_TOKEN: z.string({ error: 'is missing' }).check(z.minLength(16, 'must be at least 16 characters')),
    GOOGLE_CLIENT_ID: z._default(z.string(), ''),
    /**
     * 'true' where the upstream is the simulator (`npm start`, the tests): /login offers a development
     * sign-in as a test fan, through the same socialLogin call with a token the simulator takes for
     * one. Never in production: refused where PRODUCTION_HOST is set.
     */
    DEV_SIGN_IN: z.pipe(
      z._default(z.string().check(z.trim(), z.regex(/^(|true|false)$/, "must be 'true', 'false' or empty")), ''),
      z.transform((flag) => flag === 'true'),
    ),
    /** Leaf objects per live topic, each holding its share of the sockets (docs/capacity.md sizes it). */
    LIVE_SHARDS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)), 1),
    /** Children per node of a topic's fan-out tree: relays appear once the leaves outnumber it. */
    LIVE_FANOUT: z._default(z.coerce.number().check(z.int(), z.gte(2), z.lte(1024)), LIVE_FANOUT),
    /**
     * Origins allowed to open live sockets, comma-separated; `scheme://host:*` allows any port. The
     * site's own origin is always allowed; empty means it alone. Local hosts are for local development
     * (`npm start` lists them): refused with a PRODUCTION_HOST below.
     */
    ALLOWED_ORIGINS: z.pipe(
      z._default(z.string(), ''),
      z.transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    ),
    /** Live sockets one client address may hold open at once (client-sockets.ts); tests lower it. */
    LIVE_MAX_SOCKETS_PER_CLIENT: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), LIVE_MAX_SOCKETS_PER_CLIENT),
    /** How long a live topic keeps polling after its last listener left. */
    LIVE_IDLE_GRACE_MS: z._default(z.coerce.number().check(z.int(), z.nonnegative()), LIVE_IDLE_GRACE_MS),
    /** Recent changes each live topic keeps for resuming clients. */
    LIVE_RESUME_MAX_PATCHES: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), LIVE_RESUME_MAX_PATCHES),
    /**
     * How long a page's render at the edge may take, its data included, before the fan is served the
     * shell instead (edge/src/pages/page-render.ts). The tests' sites give it longer: their machine
     * runs two browsers, their simulators and Workers on two cores (tests/support/site.ts).
     */
    PAGE_RENDER_BUDGET_MS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(60_000)), PAGE_RENDER_BUDGET_MS),

    // --- Security headers (edge/src/security) ---
    /**
     * Origins the pages may show images and videos from (CSP img-src, media-src), comma-separated,
     * e.g. `https://img.example.com,https://*.cdn.example.com`; empty means the origin of
     * UPSTREAM_BASE, where the simulator serves all media. Each is checked: it goes into a header.
     */
    MEDIA_ORIGINS: z.pipe(
      z.pipe(
        z._default(z.string(), ''),
        z.transform((list) =>
          list
            .split(',')
            .map((origin) => origin.trim().replace(/\/+$/, ''))
            .filter(Boolean),
        ),
      ),
      z.array(z.string().check(z.regex(CSP_ORIGIN, 'must list origins like https://img.example.com'))),
    ),
    /** The site's public host name: HSTS is sent only there, and only over https. Empty locally. */
    PRODUCTION_HOST: HostSchema,

    // --- Ads (SPEC section 1: pushed only on the production host) ---
    /**
     * The host name whose pages request and show ads; empty means PRODUCTION_HOST, so a local or
     * preview site never shows them. Set it to a staging host (or 127.0.0.1 in tests) to see them there.
     */
    ADS_HOST: HostSchema,
    /** The one match whose pages show the match banner (SPEC section 1); empty means none. */
    PROMO_MATCH_ID: z.pipe(
      z._default(z.string().check(z.trim(), z.regex(/^(|[1-9]\d{0,14})$/, 'must be a match id (a positive whole number) or empty')), ''),
      z.transform((id) => (id === '' ? null : Number(id))),
    ),

    // --- Pages (edge/src/pages/page-render.ts) ---
    /**
     * The IANA zone every fan is placed in, whatever request.cf says; empty means Cloudflare's location
     * of each fan (request.cf.timezone). For local runs, where request.cf is the runtime's stand-in (a
     * fixed America/Chicago): `npm start` and the tests set the machine's zone, as a fan's own would be.
     */
    FAN_TIME_ZONE: z._default(
      z.string().check(
        z.trim(),
        z.refine((zone) => zone === '' || isTimeZone(zone), 'must be an IANA time zone like Asia/Kolkata, or empty'),
      ),
      '',
    ),

    // --- Web Push (edge/src/push, docs/push.md) ---
    /**
     * The site's VAPID key pair (RFC 8292), wrangler secrets: the public key uncompressed in base64url
     * (the browser subscribes with it; /app-config.json tells it), the private key as a JWK's `d`.
     * Both empty: the site offers no push alerts. `npm start` makes a development pair.
     */
    VAPID_PUBLIC_KEY: z._default(z.string().check(z.trim(), z.regex(/^([A-Za-z0-9_-]{87})?$/, 'must be a P-256 public key, 65 bytes in base64url')), ''),
    VAPID_PRIVATE_KEY: z._default(z.string().check(z.trim(), z.regex(/^([A-Za-z0-9_-]{43})?$/, 'must be a P-256 private key, 32 bytes in base64url')), ''),
    /** Who the push services may contact about the site's pushes (RFC 8292 `sub`): a mailto: or https: URL. */
    VAPID_SUBJECT: z._default(z.string().check(z.trim(), z.regex(/^(|mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')), ''),
    /**
     * The push services the edge posts to, comma-separated host names, `*.` for any subdomain: a
     * subscription naming another host is refused, so the edge cannot be made to post anywhere else.
     * Empty: the browsers' own (push-endpoints.ts). Tests name their local push service.
     */
    PUSH_SERVICE_HOSTS: z.pipe(
      z._default(z.string(), ''),
      z.transform((list) =>
        list
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    ),
    /** Sends of one push before it is a dead letter (tests lower it: each retry waits). */
    PUSH_MAX_ATTEMPTS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(20)), PUSH_MAX_ATTEMPTS),
  }).check(
    z.refine((settings) => !(settings.PRODUCTION_HOST && settings.ALLOWED_ORIGINS.some(isLocalOrigin)), {
      message: 'cannot list a local host (localhost, 127.0.0.1, [::1]) or * where PRODUCTION_HOST is set: they are for local development',
      path: ['ALLOWED_ORIGINS'],
    }),
    z.refine((settings) => (settings.VAPID_PUBLIC_KEY === '') === (settings.VAPID_PRIVATE_KEY === ''), {
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
      path: ['VAPID_PRIVATE_KEY'],
    }),
    z.refine((settings) => settings.VAPID_PUBLIC_KEY === '' || settings.VAPID_SUBJECT !== '', {
      message: 'must be set with the VAPID keys: push services ask who sends',
      path: ['VAPID_SUBJECT'],
    }),
    z.refine((settings) => !(settings.PRODUCTION_HOST && settings.DEV_SIGN_IN), {
      message: 'cannot be true where PRODUCTION_HOST is set: the development sign-in is for a site on the simulator',
      path: ['DEV_SIGN_IN'],
    }),
  ),
  z.transform((settings) => ({
    ...settings,
    MEDIA_ORIGINS: settings.MEDIA_ORIGINS.length > 0 ? settings.MEDIA_ORIGINS : [new URL(settings.UPSTREAM_BASE).origin],
    ADS_HOST: settings.ADS_HOST || settings.PRODUCTION_HOST,
    /**
     * The origin every edge-cache key is written under, whatever Host a request names: the
     * production host's, or one fixed local name. A key taken from the request's Host made each
     * made-up host a cache miss of its own, and so an upstream call.
     */
    SITE_ORIGIN: settings.PRODUCTION_HOST ? `https://${settings.PRODUCTION_HOST}` : LOCAL_SITE_ORIGIN,
  })),
);

export type Config = z.infer<typeof ConfigSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const parsed = new WeakMap<object, Config>();

/** The parsed configuration of a Worker's env (its vars and secrets). */
export function config(env: object): Config {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new ConfigError(`Invalid edge configuration: ${problems}`);
  }
  parsed.set(env, result.data);
  return result.data;
}
