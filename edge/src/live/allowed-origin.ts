// Which browser pages may open live sockets. Browsers always send Origin on a WebSocket upgrade, so
// this stops other sites from riding a visitor's browser onto the live topics; clients that are not
// browsers send none and are let through (they could forge it anyway). The site's own origin is
// always allowed, and with ALLOWED_ORIGINS empty it is the only one: a page on any localhost port (a
// fan's own machine runs whatever it likes there) is allowed only where local development lists it.

/** `patterns`: exact origins, `scheme://host:*` for any port (or none), or `*` for any origin. */
export function allowedOrigin(origin: string | undefined, ownOrigin: string, patterns: string[]): boolean {
  if (origin === undefined) return true;
  if (origin === ownOrigin) return true;
  return patterns.some((pattern) => {
    if (pattern === '*' || pattern === origin) return true;
    if (!pattern.endsWith(':*')) return false;
    const base = pattern.slice(0, -2);
    return origin === base || (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)));
  });
}
