// When a push that failed for a reason that may pass is sent again: twice as long after each attempt,
// at most PUSH_RETRY_MAX_SECONDS, and never sooner than the push service's Retry-After asked.
import { PUSH_RETRY_FIRST_SECONDS, PUSH_RETRY_MAX_SECONDS } from '../../../shared/constants';

/** The wait before attempt `attempt + 1` of a send that failed on attempt `attempt`. */
export function retryDelaySeconds(attempt: number, retryAfter: number | undefined): number {
  const doubled = Math.min(PUSH_RETRY_FIRST_SECONDS * 2 ** (attempt - 1), PUSH_RETRY_MAX_SECONDS);
  return Math.min(Math.max(doubled, retryAfter ?? 0), PUSH_RETRY_MAX_SECONDS);
}
