import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/**
 * Whether the page is scrolled further down than `px`. The snapshot is a boolean, so React
 * re-renders only when the threshold is crossed, not on every scroll event.
 */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY > px, () => false);
}
