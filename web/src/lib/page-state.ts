// What the edge's render of the page was made of (shared/page-render.ts), embedded in the page it
// served: the browser's first render uses it to be that render again, so React hydrates the page
// in place. Absent where the edge served its shell alone; then the app draws the page itself.
import { PAGE_STATE_ID } from '../../../shared/constants';
import type { DehydratedState } from '@tanstack/react-query';
import type { PageState } from '../../../shared/page-render';

function isPageState(value: unknown): value is PageState {
  if (typeof value !== 'object' || value === null || !('facts' in value) || !('queries' in value)) return false;
  const { facts, queries } = value;
  return (
    typeof facts === 'object' &&
    facts !== null &&
    'now' in facts &&
    typeof facts.now === 'number' &&
    'timeZone' in facts &&
    typeof facts.timeZone === 'string' &&
    'consented' in facts &&
    typeof facts.consented === 'boolean' &&
    'origin' in facts &&
    typeof facts.origin === 'string' &&
    'ads' in facts &&
    typeof facts.ads === 'object' &&
    facts.ads !== null &&
    typeof queries === 'object' &&
    queries !== null &&
    (!('live' in value) || (typeof value.live === 'object' && value.live !== null))
  );
}

/** The page's state, taken out of the document once; null when the edge rendered nothing, or sent something unreadable. */
export function takePageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return isPageState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The served answers, each counted as read at `now`. The edge keeps a render for its data's lifetime
 * (a news list's minute), so a page can carry answers older than the app's staleTime; counted as read
 * then, the app would fetch them again as it hydrates and redraw the page under the fan's finger with
 * whatever changed since (a story published, the list moved down a card). The page is as current as
 * the edge said when it served it; the app's own clock for staleness starts there.
 */
export function servedAsRead(state: DehydratedState, now: number): DehydratedState {
  if (!Array.isArray(state.queries)) return state;
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}
