import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { newQueryClient } from './app/query-client';
import { leaveServedPage } from './app/render-facts';
import { rootErrorOptions } from './app/root-errors';
import { routes } from './app/routes';
import { answerServedBanner } from './components/cookie-banner';
import type { ClientNavigate } from './components/link';
import { startAnalytics } from './lib/analytics/analytics-start';
import { browserLiveSource } from './lib/live/live-source';
import { nextTask } from './lib/next-task';
import { servedAsRead, takePageState } from './lib/page-state';
import { keepServedTimeZone } from './lib/viewer-time-zone';
import './styles.css';
// Asks whether ads are on as the app starts, so that slots know by the time a page renders them.
import './components/ads/ads-config';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
answerServedBanner(root);
// The edge's render of this page, when it made one: what it drew with, to hydrate the same page.
// Taken before the router starts its loaders: the match centre's reads its live topics, which the
// page may carry already.
const served = takePageState();
const queryClient = newQueryClient();
// The edge's dehydrate() made it; hydrate() skips whatever it cannot read. Its answers count as
// read now (lib/page-state.ts), so the page is not fetched again, and redrawn, as it hydrates.
if (served) hydrate(queryClient, servedAsRead(served.queries as DehydratedState, Date.now()));
// The visit shows times in the zone the edge drew its first page in (lib/viewer-time-zone.ts).
if (served) keepServedTimeZone(served.facts.timeZone);
const live = browserLiveSource(served?.live);
const router = createBrowserRouter(routes);
// The edge's clock holds while its page stands; the first page the fan goes to is the browser's.
const servedLocation = router.state.location.key;
const stopWatching = router.subscribe(({ location }) => {
  if (location.key === servedLocation) return;
  leaveServedPage();
  stopWatching();
});
const navigate: ClientNavigate = (to, options) => router.navigate(to, options);

// The app starts in two tasks, not one: evaluating its modules, which makes the router (it matches
// the URL, takes over the history entry and starts loading the page's code and data), and, in a new
// task, the first render. Between them the browser may paint and answer the fan's taps; on a
// mid-range phone each is 100 to 300 ms. The router is made at once, not in a later task: made
// after the load event, its taking over the history entry would cancel a Back pressed just then.
// The first render waits for the page's own code (its lazy route), which the edge preloads with the
// page: rendered before it, the app would draw a placeholder page over the served one and then the
// page over that, two renders and two layouts of the whole page more on a phone's main thread.
// A promise, not top-level await: an entry module that awaits makes the bundler split the modules
// it shares with the pages' chunks into two dozen more files, each one more request on a phone.
void firstPageLoaded()
  .then(nextTask)
  .then(() => {
    const app = (
      <Providers client={queryClient} facts={served?.facts ?? null} live={live} navigate={navigate}>
        <RouterProvider router={router} />
      </Providers>
    );
    // Analytics load once the page is interactive, and only with the fan's consent (docs/analytics.md).
    startAnalytics(router);
    if (!served) {
      createRoot(root, rootErrorOptions).render(app);
      return;
    }
    // The edge's page is the app's: React takes over its elements as they are. A difference it has
    // to recover from (a render that differs from the edge's) is a bug, said in the console.
    hydrateRoot(root, app, {
      ...rootErrorOptions,
      onRecoverableError(error, { componentStack }) {
        console.error('React could not hydrate the page as the edge rendered it:', error, componentStack);
      },
    });
  });

/** Resolves once the router has loaded the first page's code, or failed to (its error screen is then the page). */
function firstPageLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
