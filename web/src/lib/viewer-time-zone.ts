import { DEFAULT_TIME_ZONE } from '../../../shared/constants';

let zone: string | undefined;

/**
 * The viewer's time zone, for "local" match times and the API's time-zone header; the spec's default
 * when the browser has none. Read once a page load: building a DateTimeFormat to ask costs about a
 * millisecond on a phone, and the API client asks on every request.
 */
export function viewerTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  return zone;
}
