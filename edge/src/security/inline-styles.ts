// The one inline style the SPA needs: the toast library (sonner) appends a <style> element with its
// CSS when its module loads (__insertCSS in node_modules/sonner/dist/index.mjs), on every page. CSP
// allows it by the hash of its text, so style-src needs no 'unsafe-inline'. The element is appended
// empty and then filled, and Chromium checks it both times: the empty text's hash is allowed too (an
// empty style element styles nothing). tests/unit/edge/inline-styles.test.ts recomputes both hashes
// from the installed sonner and fails, naming the new hash, when an upgrade changes its CSS.

/** sha256 of the CSS text sonner 2.0.8 inserts. */
export const TOAST_STYLE_HASH = "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='";

/** sha256 of the empty string: the same element, the moment before its CSS is added. */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
