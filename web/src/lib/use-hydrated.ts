import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the edge renders a page and while the browser hydrates it; true in every render after.
 * What must match the served page until the app owns it (the order a list was served in) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
