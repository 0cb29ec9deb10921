import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_CLOSE_MS } from '../../../shared/constants';
import { AppBoundary } from '../components/app-boundary';
import { CookieBanner } from '../components/cookie-banner';
import { OfflineGate } from '../components/offline-gate';
import { queryClient } from './query-client';

/**
 * Everything around the router: data cache, the last-resort crash boundary (the layout has its own
 * inside the router, whose root route would otherwise catch first), the offline gate, the cookie
 * banner and toasts (SPEC section 9: they close after 15 s).
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
      <Toaster duration={TOAST_CLOSE_MS} position="top-center" theme="system" closeButton richColors />
    </QueryClientProvider>
  );
}
