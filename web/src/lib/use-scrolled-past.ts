import { useSyncExternalStore } from 'react';

// Where the window stands, read only where reading it is free: in a scroll event and in an animation
// frame, after the browser has laid the page out. Reading window.scrollY while a render has left
// the page's layout stale forces a layout there and then (on a phone's first render of home, about
// a third of a second).
let scrollY = 0;
const listeners = new Set<() => void>();

function update(): void {
  scrollY = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('scroll', update, { passive: true });
    // A page the browser restored mid-way fires no scroll event for where it already stands.
    requestAnimationFrame(update);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', update);
  };
}

/**
 * Whether the page is scrolled further down than `px`. The snapshot is a boolean, so React
 * re-renders only when the threshold is crossed, not on every scroll event.
 */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(subscribe, () => scrollY > px, () => false);
}
