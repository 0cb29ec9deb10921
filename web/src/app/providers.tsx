import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppBoundary } from '../components/app-boundary';
import { CookieBanner } from '../components/cookie-banner';
import { OfflineGate } from '../components/offline-gate';
import { ToastHost } from '../components/toasts';
import { queryClient } from './query-client';

/**
 * Everything around the router: data cache, the last-resort crash boundary (the layout has its own
 * inside the router, whose root route would otherwise catch first), the offline gate, the cookie
 * banner and the toasts' host.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppBoundary>
        <OfflineGate>
          {children}
          <CookieBanner />
        </OfflineGate>
      </AppBoundary>
      <ToastHost />
    </QueryClientProvider>
  );
}
