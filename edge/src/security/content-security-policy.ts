// The Content-Security-Policy of the Worker's answers. A page (the SPA's HTML) may load what the SPA
// needs and nothing else; every other answer (JSON, snapshots, errors) may load nothing at all.
// The SPA routes client-side, so a document keeps the policy it was loaded with: the extra sources
// Google's sign-in needs are on /login's document alone, and the SPA reaches and leaves /login by a
// full document load (web/src/features/auth/).
import { EMPTY_STYLE_HASH, TOAST_STYLE_HASH } from './inline-styles';

export interface PagePolicyOptions {
  /** The page's URL: its live sockets go to the same host (`/live/...`). */
  url: URL;
  /** Origins the page shows images and videos from besides its own (configuration: MEDIA_ORIGINS). */
  mediaOrigins: readonly string[];
  /** Whether the page signs in with Google (/login, when the edge has a client id). */
  googleSignIn: boolean;
  /**
   * The hashes ('sha256-…') of the style attributes the page was served with: React's render at the
   * edge writes a component's `style` prop as an attribute, where the browser's React sets it through
   * the CSSOM. These and no other inline style attributes are allowed.
   */
  styleAttributeHashes?: readonly string[];
}

/** Article video embeds; the privacy-enhanced host, which sets no cookies until a video plays. */
export const VIDEO_EMBEDS = 'https://www.youtube-nocookie.com';

/** What Google's sign-in script needs, as its setup guide lists it ("Content Security Policy"). */
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
};

/** The policy of everything that is not a page: opened as a document, it loads and runs nothing. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of the service worker's script (/sw.js), which is the worker's own: it loads nothing but
 * the pictures of the notifications it shows (the site's badge, the team crests from the media hosts).
 */
export function serviceWorkerPolicy(mediaOrigins: readonly string[]): string {
  return serialize({ 'default-src': ["'none'"], 'img-src': ["'self'", ...mediaOrigins] });
}

export function pagePolicy({ url, mediaOrigins, googleSignIn, styleAttributeHashes = [] }: PagePolicyOptions): string {
  const google = googleSignIn ? GOOGLE_SIGN_IN : undefined;
  // 'self' matches ws: and wss: only in browsers that follow CSP Level 3; older ones need it spelled out.
  const sockets = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", google?.script],
    // The browser's React sets style attributes through the CSSOM, which CSP does not govern; the
    // one <style> element is the toast library's (inline-styles.ts). A page rendered at the edge
    // carries its style attributes in its HTML: those are allowed by hash (style-src-attr).
    'style-src': ["'self'", TOAST_STYLE_HASH, EMPTY_STYLE_HASH, google?.style],
    ...(styleAttributeHashes.length > 0 && { 'style-src-attr': ["'unsafe-hashes'", ...styleAttributeHashes] }),
    // blob: is the preview of a picture the visitor picks for their profile (URL.createObjectURL).
    'img-src': ["'self'", 'data:', 'blob:', ...mediaOrigins],
    // Web stories play video clips from the media hosts.
    'media-src': ["'self'", ...mediaOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", sockets, google?.connect],
    'frame-src': [VIDEO_EMBEDS, google?.frame],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

function serialize(directives: Record<string, (string | undefined)[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter((source) => source !== undefined))].join(' '))
    .join('; ');
}
