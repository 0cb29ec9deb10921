import { useEffect } from 'react';
import { headerTitleStore } from './header-title-store';

/**
 * For pages whose header title comes from data, e.g. `useHeaderTitle(match ? 'IND vs AUS' : null)`.
 * The title is cleared when the page unmounts, so the next page falls back to its route handle.
 */
export function useHeaderTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    headerTitleStore.setState({ title });
    return () => {
      // A newer page may already have set its own title; only clear ours.
      if (headerTitleStore.getState().title === title) headerTitleStore.setState({ title: null });
    };
  }, [title]);
}
