import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { MetaSchema } from '../../../shared/schemas/site';
import { apiGet } from './api-client';
import { inBrowser } from './in-browser';

export interface PageMeta {
  title?: string | null;
  description?: string | null;
}

const MetaEnvelopeSchema = dataEnvelope(MetaSchema);
/** Meta records change with deploys, not while a fan reads. */
const META_STALE_MS = 60 * 60_000;

/**
 * Two sources, so that effect order does not decide who wins: the route's record (set by the
 * layout from handle.metaSlug) and a page's own values (an article's metaTitle). A page's values
 * win while the page is mounted, whichever effect ran last.
 */
const sources: { route?: PageMeta; page?: PageMeta } = {};

function setDescription(description: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}

/**
 * The head the edge wrote for the page this document was served for (it adds a canonical link
 * then): on that path it is the page's own, and stands in for the route's generic record. After the
 * reader moves on, the route's record applies as usual.
 */
const edgeHead =
  inBrowser && document.querySelector('link[rel="canonical"]')
  ? {
      path: window.location.pathname,
      meta: { title: document.title, description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content },
    }
  : null;

/** Missing parts keep what is there: the edge already put the route's title into the served HTML. */
function applyMeta(): void {
  const route = edgeHead && window.location.pathname === edgeHead.path ? edgeHead.meta : sources.route;
  const meta = sources.page ?? route;
  if (meta?.title) document.title = meta.title;
  if (meta?.description) setDescription(meta.description);
}

/**
 * document.title and <meta name="description"> from a meta record (GET /v1/misc/meta/{slug}) or
 * from explicit values. A slug (or undefined, for nothing) is the route's source; an object is a
 * page's own, which wins over the route's, unless `source` says it is the route's (a route's fixed
 * title).
 */
export function usePageMeta(
  slugOrMeta: string | PageMeta | undefined,
  source: 'route' | 'page' = typeof slugOrMeta === 'object' ? 'page' : 'route',
): void {
  const slug = typeof slugOrMeta === 'string' ? slugOrMeta : undefined;
  // On the path the edge wrote the head for, its head stands in for the route's record (applyMeta):
  // the record is asked for only once the reader has moved on, not as every page starts.
  // On the edge, the page being rendered is the one whose head it writes.
  const edgeHeadStands =
    source === 'route' && (!inBrowser || (edgeHead !== null && window.location.pathname === edgeHead.path));
  const record = useQuery({
    queryKey: ['meta', slug],
    queryFn: (context) => apiGet(`/v1/misc/meta/${encodeURIComponent(slug ?? '')}`, MetaEnvelopeSchema, context),
    enabled: slug !== undefined && !edgeHeadStands,
    staleTime: META_STALE_MS,
    select: (envelope) => envelope.data,
  });
  const meta = typeof slugOrMeta === 'object' ? slugOrMeta : record.data;
  const title = meta?.title;
  const description = meta?.description;

  useEffect(() => {
    // While the next record loads, the previous page's title stays rather than flashing a blank.
    if (!title && !description) return;
    const mine: PageMeta = { title, description };
    sources[source] = mine;
    applyMeta();
    return () => {
      if (sources[source] === mine) delete sources[source];
      applyMeta();
    };
  }, [source, title, description]);
}
