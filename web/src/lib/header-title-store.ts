import { createStore } from 'zustand/vanilla';

/**
 * A title a page sets at run time ('TeamA vs TeamB' on a match page), shown in the header in place
 * of its route's handle.headerTitle. Pages set it through useHeaderTitle, the layout reads it.
 */
export const headerTitleStore = createStore<{ title: string | null }>(() => ({ title: null }));
