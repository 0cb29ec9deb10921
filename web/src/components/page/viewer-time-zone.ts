import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';

/** The viewer's time zone for "local" match times; the spec's default when the browser has none. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}
