import { createContext, useContext } from 'react';

export const NearViewportContext = createContext(true);

/**
 * Whether the block this is called in is near the viewport yet (see NearViewport). Outside a
 * NearViewport it is always true. Blocks pass it as their queries' `enabled`: until then they
 * show their skeleton, which keeps their place.
 */
export function useNearViewport(): boolean {
  return useContext(NearViewportContext);
}
