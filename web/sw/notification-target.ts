// Where a tap on a notification goes: the path it carries, on this site only. A notification's data
// came from our own edge, but the service worker trusts nothing it did not check.

/** The URL to open for a notification's data, or null when it names no path on `origin`. */
export function notificationTarget(data: unknown, origin: string): string | null {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : null;
  } catch {
    return null;
  }
}
