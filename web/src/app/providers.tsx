import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import type { RenderFacts } from '../../../shared/page-render';
import { AppBoundary } from '../components/app-boundary';
import { CookieBanner } from '../components/cookie-banner';
import { ClientNavigationContext, type ClientNavigate } from '../components/link';
import { OfflineGate } from '../components/offline-gate';
import { ToastHost } from '../components/toasts';
import { FavouritesSync } from '../features/my-teams/favourites-sync';
import { KeyEventAlerts } from '../features/my-teams/key-event-alerts';
import { PushSync } from '../features/my-teams/push-sync';
import { LiveSourceContext, type LiveSource } from '../lib/live/live-source';
import { PersonalViews } from './personal-views';
import { RenderFactsProvider } from './render-facts';

interface ProvidersProps {
  client: QueryClient;
  /** The edge's render facts: on the edge, and in the browser hydrating its page; else null. */
  facts: RenderFacts | null;
  /** Where live topics are read: the page's store in the browser, the render's own on the edge. */
  live: LiveSource;
  /** The router's navigate, for the app's links; null on the edge, where nothing is clicked. */
  navigate: ClientNavigate | null;
  /** The router: the browser's, or the edge's static one. */
  children: ReactNode;
}

/**
 * Everything around the router, the same on the edge and in the browser (so hydration meets the same
 * tree): data cache, render facts, live topics, a signed-in fan's own view of an edge-rendered page, the
 * last-resort crash boundary (the layout has its own inside the router, whose root route would
 * otherwise catch first), the offline gate, the cookie banner, the alerts of the fan's teams, their
 * sync with a signed-in fan's profile and with this device's push alerts, and the toasts' host.
 */
export function Providers({ client, facts, live, navigate, children }: ProvidersProps) {
  return (
    <StrictMode>
      <RenderFactsProvider value={facts}>
        <LiveSourceContext.Provider value={live}>
          <QueryClientProvider client={client}>
            <PersonalViews served={facts !== null} />
            <AppBoundary>
              <OfflineGate>
                <ClientNavigationContext.Provider value={navigate}>
                  {children}
                  <KeyEventAlerts />
                  <FavouritesSync />
                  <PushSync />
                </ClientNavigationContext.Provider>
                <CookieBanner />
              </OfflineGate>
            </AppBoundary>
            <ToastHost />
          </QueryClientProvider>
        </LiveSourceContext.Provider>
      </RenderFactsProvider>
    </StrictMode>
  );
}
