import { DEFAULT_TIME_ZONE } from '../../../shared/constants';

let zone: string | undefined;

/**
 * The viewer's time zone, for "local" match times and the API's time-zone header; the spec's default
 * when the browser has none. Read once a page load: the API client asks on every request, and each
 * ask would build a DateTimeFormat (the first one of a page also loads the time-zone data, which
 * no caching avoids).
 */
export function viewerTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  return zone;
}
