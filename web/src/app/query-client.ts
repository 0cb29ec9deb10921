import { QueryClient } from '@tanstack/react-query';

/**
 * The data cache: one for the browser's page load, one for each render on the edge. The spec: data
 * fetches have no retry and no refetch on focus.
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}
