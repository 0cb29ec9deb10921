// How long a failing topic waits before asking the upstream again: the first retry comes at the
// normal interval (a single blip costs nothing), then the wait doubles up to a ceiling, so a
// struggling upstream is not hammered by every topic at once.
import { LIVE_MAX_BACKOFF_MS } from '../../../shared/constants';

export function backoff(intervalMs: number, failures: number): number {
  if (failures <= 1) return intervalMs;
  return Math.min(intervalMs * 2 ** (failures - 1), Math.max(intervalMs, LIVE_MAX_BACKOFF_MS));
}
