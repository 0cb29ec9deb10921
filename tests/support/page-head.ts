// Reads what the edge wrote into a page's HTML: the head's tags, its JSON-LD, the embedded answers of
// a page it serves as the shell, and the state of a page React rendered (shared/page-render.ts).
// The edge writes these tags itself (edge/src/pages/page-head.ts), one per element and with
// double-quoted attributes, so patterns can read them; entities are decoded as a browser would.
import { EMBEDDED_ANSWERS_ID, EMBEDDED_CONFIG_ID, PAGE_STATE_ID } from '../../shared/constants';
import type { PageState } from '../../shared/page-render';

export interface PageHeadTags {
  title: string;
  description: string | null;
  canonical: string | null;
  /** og:* and twitter:* by name. */
  meta: Record<string, string>;
  /** Every JSON-LD object, parsed. */
  structuredData: Record<string, unknown>[];
  /** The embedded answers by /api path, parsed; empty when the page has none. */
  embedded: Record<string, unknown>;
  /** The public configuration the page carries (as /app-config.json gives it), or null. */
  config: unknown;
  /** The data of each query the edge's render drew, by its query key as JSON; null: the page was not rendered. */
  rendered: Record<string, unknown> | null;
  /** Every <script> start tag of the document. */
  scriptTags: string[];
  /** The images the head preloads, by href. */
  imagePreloads: string[];
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decodeEntities(match[1]!) : null;
}

export function readPageHead(html: string): PageHeadTags {
  const meta: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = attribute(tag, 'property') ?? attribute(tag, 'name');
    const content = attribute(tag, 'content');
    if (key && content !== null) meta[key] = content;
  }
  const canonicalTag = /<link rel="canonical"[^>]*>/.exec(html)?.[0];
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const structuredData = scripts.filter(([, attrs]) => attrs!.includes('application/ld+json')).map(([, , body]) => JSON.parse(body!));
  const embeddedScript = scripts.find(([, attrs]) => attrs!.includes(`id="${EMBEDDED_ANSWERS_ID}"`));
  const configScript = scripts.find(([, attrs]) => attrs!.includes(`id="${EMBEDDED_CONFIG_ID}"`));
  const stateScript = scripts.find(([, attrs]) => attrs!.includes(`id="${PAGE_STATE_ID}"`));
  return {
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta.description ?? null,
    canonical: canonicalTag ? attribute(canonicalTag, 'href') : null,
    meta,
    structuredData,
    embedded: embeddedScript ? JSON.parse(embeddedScript[2]!) : {},
    config: configScript ? JSON.parse(configScript[2]!) : null,
    rendered: stateScript ? renderedQueries(JSON.parse(stateScript[2]!)) : null,
    scriptTags: [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag),
    // The head's: a page React rendered carries React's own preloads of its images in its body too.
    imagePreloads: [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
      ([tag]) => attribute(tag, 'href') ?? '',
    ),
  };
}

/** The JSON-LD object of `type` on the page; fails the caller when there is none. */
export function structuredDataOf(head: PageHeadTags, type: string): Record<string, unknown> {
  const found = head.structuredData.find((data) => data['@type'] === type);
  if (!found) throw new Error(`No ${type} JSON-LD; the page has ${head.structuredData.map((d) => d['@type']).join(', ') || 'none'}`);
  return found;
}

/** TanStack Query's dehydrated queries, as key → data. */
function renderedQueries(state: { queries: { queries: { queryKey: unknown; state: { data: unknown } }[] } }): Record<string, unknown> {
  return Object.fromEntries(state.queries.queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));
}

/** The data the edge's render of the page at `url` drew with, for the query whose key starts with `prefix`. */
export async function renderedData<T>(url: string, prefix: readonly unknown[]): Promise<T> {
  const rendered = readPageHead(await (await fetch(url)).text()).rendered;
  if (!rendered) throw new Error(`${url} was not rendered at the edge`);
  const start = JSON.stringify(prefix).slice(0, -1);
  const found = Object.entries(rendered).find(([key]) => key.startsWith(start));
  if (!found) throw new Error(`${url} was rendered with no query under ${JSON.stringify(prefix)}`);
  return found[1] as T;
}

/** The state the edge's render of the page made (shared/page-render.ts); null for a page it did not render. */
export function pageStateOf(html: string): PageState | null {
  const state = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return state ? (JSON.parse(state) as PageState) : null;
}

/** The live topics the edge's render of the page drew, by name (its page state's `live`); {} for a page it did not render. */
export function liveTopicsOf(html: string): PageState['live'] {
  return pageStateOf(html)?.live ?? {};
}
