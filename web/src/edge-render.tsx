// The edge's render of a page: the route table, components and queries the browser runs (src/main.tsx),
// rendered to HTML inside the Worker (edge/src/pages/page-render.ts calls it; web/vite.edge.config.ts
// builds it into web/dist-edge, which the Worker bundles). The browser then hydrates that HTML in place.
//
// Data: the components ask for it with the same TanStack queries as in the browser; here a query's
// GETs are answered by the Worker's own cache layer (`read`), never over HTTP. A render cannot wait for
// data, so the page is rendered until it asks for nothing new: each pass finds the queries it drew
// without data, fetches them all at once, and the next pass draws them (and finds the queries those
// reveal). A query that fails is left for the browser, drawn as the browser first draws it (loading);
// so is whatever a page asks for only in the browser (below the first screen, behind a tap).
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import type { RenderPage } from '../../shared/page-render';
import { Providers } from './app/providers';
import { newQueryClient } from './app/query-client';
import { isRouteHandle } from './app/route-handle';
import { routes } from './app/routes';
import { HtmlSlotsContext } from './components/page/safe-html';
import { sendQueriesThrough } from './lib/api-client';

/** Passes before the last: enough for a page's data and what it reveals (a list, then its cards' details). */
const MAX_DATA_PASSES = 3;

const handler = createStaticHandler(routes);

export const renderPage: RenderPage = async ({ url, facts, read, readPosted }) => {
  const context = await handler.query(new Request(url));
  // A redirect, or a route whose loader failed: the browser's router does those as it always has.
  if (context instanceof Response || context.errors || !renderedAtEdge(context)) return null;
  const client = newQueryClient();
  sendQueriesThrough(client, { get: read, post: readPosted });
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (slots: string[]) => (
    <HtmlSlotsContext.Provider value={{ add: (html) => slots.push(html) - 1 }}>
      <Providers client={client} facts={facts} navigate={null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </HtmlSlotsContext.Provider>
  );

  const failed = new Set<string>();
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    renderToString(app([]));
    const wanted = queriesWithoutData(client, failed);
    if (wanted.length === 0) break;
    await Promise.all(wanted.map((query) => fetchOrLeave(client, query, failed)));
  }

  const htmlSlots: string[] = [];
  const stream = await renderToReadableStream(app(htmlSlots), {
    onError(error) {
      console.error('A page render threw', error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, htmlSlots, state: { facts, queries: dehydrate(client) } };
};

/** Every route of the match renders at the edge: none is one the browser draws alone. */
function renderedAtEdge(context: StaticHandlerContext): boolean {
  return context.matches.every(({ route }) => !isRouteHandle(route.handle) || !route.handle.browserOnly);
}

/** The render's queries that are enabled and have neither data nor a fetch under way. */
function queriesWithoutData(client: QueryClient, failed: Set<string>): Query[] {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' })
    .filter((query) => !failed.has(query.queryHash) && enabled(query) && typeof query.options.queryFn === 'function');
}

/** useQuery's `enabled`, which the query keeps with its options (a value, or a function of the query). */
function enabled(query: Query): boolean {
  const option: unknown = (query.options as { enabled?: unknown }).enabled;
  return (typeof option === 'function' ? option(query) : option) !== false;
}

/** Fetches the query; one that fails is dropped from the render's cache, and not asked again. */
async function fetchOrLeave(client: QueryClient, query: Query, failed: Set<string>): Promise<void> {
  try {
    await query.fetch();
  } catch {
    failed.add(query.queryHash);
    client.getQueryCache().remove(query);
  }
}

