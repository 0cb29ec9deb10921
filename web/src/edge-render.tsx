// The edge's render of a page: the route table, components and queries the browser runs (src/main.tsx),
// rendered to HTML inside the Worker (edge/src/pages/page-render.ts calls it; web/vite.edge.config.ts
// builds it into web/dist-edge, which the Worker bundles). The browser then hydrates that HTML in place.
//
// Data: the components ask for it with the same TanStack queries as in the browser; here a query's
// GETs are answered by the Worker's own cache layer (`read`), never over HTTP. A render cannot wait for
// data, so the page is rendered until it asks for nothing new: each pass finds the queries it drew
// without data, fetches them all at once, and the next pass draws them (and finds the queries those
// reveal). The isolate remembers what each URL's render read, and the next render of that URL (its
// data's lifetime over) fetches all of it first: then its first pass is the page. A query that fails
// is left for the browser, drawn as the browser first draws it (loading); so is whatever a page asks
// for only in the browser (below the first screen, behind a tap).
// Live topics are read the same way, from the topics' objects (`readTopic`): a render's components
// ask for them through their own store (lib/live/live-source.ts), and the page carries the
// snapshots, with their seqs, for the browser's sockets to resume from.
import { dehydrate, type Query, type QueryClient, type QueryKey, type QueryOptions } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import type { RenderInput, RenderPage } from '../../shared/page-render';
import { Providers } from './app/providers';
import { newQueryClient } from './app/query-client';
import { isRouteHandle } from './app/route-handle';
import { routes } from './app/routes';
import { RenderRedirectContext } from './components/page-redirect';
import { HtmlSlotsContext } from './components/page/safe-html';
import { sendQueriesThrough } from './lib/api-client';
import { renderLiveSource, type RenderLiveSource } from './lib/live/live-source';

/** Passes that fetch: enough for a page's data and what it reveals (a list, then its cards' details); one more draws it. */
const MAX_DATA_PASSES = 3;
/** URLs whose reads the isolate remembers, the least recently rendered forgotten first. */
const REMEMBERED_URLS = 256;

/** What a URL's render read: its queries (their options, with the query function) and live topics. */
interface Reads {
  queries: (QueryOptions & { queryKey: QueryKey })[];
  topics: string[];
}

const remembered = new Map<string, Reads>();

const handler = createStaticHandler(routes);

export const renderPage: RenderPage = async ({ url, facts, read, readPosted, readTopic }) => {
  const context = await handler.query(new Request(url));
  // A redirect, or a route whose loader failed: the browser's router does those as it always has.
  if (context instanceof Response || context.errors || !renderedAtEdge(context)) return null;
  const client = newQueryClient();
  sendQueriesThrough(client, { get: read, post: readPosted });
  const live = renderLiveSource();
  const router = createStaticRouter(handler.dataRoutes, context);
  // Where the page, once it has its data, says the fan belongs instead.
  let redirect: string | null = null;
  const noteRedirect = (to: string) => void (redirect ??= to);
  const app = (slots: string[]) => (
    <RenderRedirectContext.Provider value={noteRedirect}>
      <HtmlSlotsContext.Provider value={{ add: (html) => slots.push(html) - 1 }}>
        <Providers client={client} facts={facts} live={live} navigate={null}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </HtmlSlotsContext.Provider>
    </RenderRedirectContext.Provider>
  );

  const failed = new Set<string>();
  const before = remembered.get(url);
  if (before) await readAhead(client, live, before, failed, readTopic);
  let page: { html: string; htmlSlots: string[] };
  for (let pass = 0; ; pass += 1) {
    const htmlSlots: string[] = [];
    // The page draws no data of its own in Suspense (it has its data, or leaves it to the browser):
    // renderToString draws all of it at once, without the cost of encoding a stream in chunks.
    const html = renderToString(app(htmlSlots));
    if (redirect !== null) return { redirect };
    const wanted = queriesWithoutData(client, failed);
    const topics = live.unread();
    if ((wanted.length === 0 && topics.length === 0) || pass === MAX_DATA_PASSES) {
      page = { html, htmlSlots };
      break;
    }
    await Promise.all([...wanted.map((query) => fetchOrLeave(client, query, failed)), ...topics.map((topic) => readInto(live, topic, readTopic))]);
  }
  remember(url, {
    queries: client.getQueryCache().getAll().filter((query) => query.state.status === 'success').map((query) => ({ ...query.options, queryKey: query.queryKey })),
    topics: Object.keys(live.snapshots()),
  });
  const { html, htmlSlots } = page;
  return { html, htmlSlots, state: { facts, queries: dehydrate(client), live: live.snapshots() } };
};

/** Fetches what the URL's last render read; what fails now is left for the browser, as in a pass. */
async function readAhead(client: QueryClient, live: RenderLiveSource, reads: Reads, failed: Set<string>, readTopic: RenderInput['readTopic']) {
  await Promise.all([
    ...reads.queries.map((options) => fetchOrLeave(client, client.getQueryCache().build(client, options), failed)),
    ...reads.topics.map((topic) => readInto(live, topic, readTopic)),
  ]);
}

function remember(url: string, reads: Reads): void {
  remembered.delete(url);
  remembered.set(url, reads);
  // A Map iterates in insertion order: the first key is the one rendered longest ago.
  if (remembered.size > REMEMBERED_URLS) remembered.delete(remembered.keys().next().value!);
}

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

/** Reads a live topic into the render's store; one the edge cannot give is left for the browser. */
async function readInto(live: RenderLiveSource, topic: string, readTopic: RenderInput['readTopic']): Promise<void> {
  live.put(topic, await readTopic(topic).catch(() => null));
}
