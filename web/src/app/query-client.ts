import { QueryClient } from '@tanstack/react-query';

// The spec: data fetches have no retry and no refetch on focus.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
