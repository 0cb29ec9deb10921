import { DEFAULT_TIME_ZONE } from '../../../shared/constants';

let zone: string | undefined;

/**
 * The zone the app shows dates in and names in the API's time-zone header: where the edge rendered
 * the page the fan landed on, the zone the edge placed them in, for the whole visit (see
 * `keepServedTimeZone`); else the device's, or the spec's default when the browser has none. Read
 * once a page load: the API client asks on every request, and each ask would build a DateTimeFormat
 * (the first one of a page also loads the time-zone data, which no caching avoids).
 */
export function viewerTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  return zone;
}

/**
 * The visit keeps the zone the edge rendered its first page in. The edge places the fan by where
 * Cloudflare locates them; a device set to another zone (a traveller, a VPN, a phone set by hand)
 * would otherwise see every time, day label and "today" drawn again in the device's zone once the
 * page hydrated: a schedule's day and its matches changing under the fan's finger.
 */
export function keepServedTimeZone(served: string): void {
  zone = served;
}
