// The security headers of every answer the Worker gives: pages, /api, /live, /app-config.json and the
// errors of onError and notFound alike, set in one place after the route has answered. Static files
// the assets layer serves without the Worker (every built file but the shell, wrangler.toml
// run_worker_first) get theirs from web/public/_headers, with the same nosniff and Referrer-Policy values.
import type { MiddlewareHandler } from 'hono';
import { config, ConfigError, type Config } from '../config';
import { DATA_POLICY, pagePolicy, serviceWorkerPolicy, VIDEO_EMBEDS } from './content-security-policy';

/** The service worker's script, whose answer's policy is the worker's own (SERVICE_WORKER_PATH's route in index.ts). */
export const SERVICE_WORKER_PATH = '/sw.js';

export type HeaderSettings = Pick<Config, 'MEDIA_ORIGINS' | 'PRODUCTION_HOST' | 'GOOGLE_CLIENT_ID'>;

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by a page rendered at the edge: the hashes of its style attributes, for its CSP. */
    styleAttributeHashes?: string[];
  }
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Two years, subdomains included; sent only from the production host, over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Powerful features off for the page and everything it frames; what a video embed needs stays on,
 * for the page and the embed's origin.
 */
const FEATURES_OFF = [
  'accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer',
  'microphone', 'midi', 'payment', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
];
const VIDEO_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];
const PERMISSIONS_POLICY = [
  ...FEATURES_OFF.map((feature) => `${feature}=()`),
  ...VIDEO_FEATURES.map((feature) => `${feature}=(self "${VIDEO_EMBEDS}")`),
].join(', ');

/** The headers of an answer to `url` whose body is of `contentType`. */
export function securityHeadersFor(
  url: URL,
  contentType: string | null,
  settings: HeaderSettings,
  styleAttributeHashes: readonly string[] = [],
): Record<string, string> {
  const isPage = contentType?.toLowerCase().startsWith('text/html') ?? false;
  const onLogin = url.pathname.replace(/\/+$/, '') === '/login';
  const headers: Record<string, string> = {
    'content-security-policy': isPage
      ? pagePolicy({ url, mediaOrigins: settings.MEDIA_ORIGINS, googleSignIn: onLogin && settings.GOOGLE_CLIENT_ID !== '', styleAttributeHashes })
      : url.pathname === SERVICE_WORKER_PATH && contentType?.includes('javascript')
        ? serviceWorkerPolicy(settings.MEDIA_ORIGINS)
        : DATA_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    // For browsers without CSP frame-ancestors; the others ignore it next to that directive.
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    // Google's sign-in popup must be able to answer its opener.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  // Not on other hosts (previews, workers.dev, local): a max-age there would pin https to them.
  if (settings.PRODUCTION_HOST !== '' && url.hostname === settings.PRODUCTION_HOST && url.protocol === 'https:') {
    headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
  }
  return headers;
}

/** Sets the security headers on whatever the routes (or onError, or notFound) answered. */
export function securityHeaders(): MiddlewareHandler {
  return async function securityHeaders(c, next) {
    await next();
    // A WebSocket upgrade's answer belongs to the accepted socket; its headers cannot change.
    if (c.res.status === 101) return;
    const headers = securityHeadersFor(new URL(c.req.url), c.res.headers.get('content-type'), headerSettings(c.env), c.get('styleAttributeHashes'));
    if (setAll(c.res.headers, headers)) return;
    // Answers from fetch() (the assets layer, the cache, the shard objects) have immutable headers:
    // those are copied once. Clearing c.res first stops Hono merging the old answer into a second copy.
    const copy = new Response(c.res.body, c.res);
    setAll(copy.headers, headers);
    c.res = undefined;
    c.res = copy;
  };
}

/** Sets every header; false when `target` is immutable (the first set throws, so nothing changed). */
function setAll(target: Headers, headers: Record<string, string>): boolean {
  try {
    for (const [name, value] of Object.entries(headers)) target.set(name, value);
    return true;
  } catch (err) {
    if (err instanceof TypeError) return false;
    throw err;
  }
}

/** Without settings (a misconfigured Worker, which answers every call with the error naming them). */
const STRICTEST: HeaderSettings = { MEDIA_ORIGINS: [], PRODUCTION_HOST: '', GOOGLE_CLIENT_ID: '' };

function headerSettings(env: object): HeaderSettings {
  try {
    return config(env);
  } catch (err) {
    if (err instanceof ConfigError) return STRICTEST;
    throw err;
  }
}
