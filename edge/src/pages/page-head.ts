// What the edge writes into a page's <head> (title, description, canonical, Open Graph, Twitter card,
// JSON-LD) and how each value is escaped for where it goes. Pure: page-routes.ts puts the result in
// the built index.html with HTMLRewriter. Every value may come from the upstream, so every value is
// escaped: text and attributes as HTML, JSON-LD and embedded data as script-safe JSON.
import { SITE_NAME } from '../../../shared/constants';

export interface PageHead {
  /** The document title, site name included. */
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute image for link previews; the site's card when the page has none. */
  image: string | null;
  ogType: 'website' | 'article' | 'profile';
  /**
   * The image the page shows largest when it first renders (a phone's largest paint): preloaded at
   * high priority, so it loads alongside the code instead of after the code has run.
   */
  leadImage?: string | null;
  /** schema.org objects, each written as its own JSON-LD script. */
  structuredData: object[];
}

/** The site's own card (web/public/og-card.jpg, drawn by scripts/og-card.ts) for pages with no image. */
export const SITE_CARD = { path: '/og-card.jpg', width: 1200, height: 630 };

/** Longest description a search result shows whole; longer ones are cut at a word (fitText). */
export const DESCRIPTION_MAX_CHARS = 160;

/** Plain text of an HTML fragment (an excerpt or a block's body): tags dropped, entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** ISO 8601 of an upstream date, or null when it is not one. */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/**
 * JSON safe inside a <script> element: '<' (so no '</script>' or '<!--' can end or change the
 * element), '>' and '&', and the two line separators JavaScript once treated as line ends, all
 * written as \u escapes, which JSON.parse reads back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The tags the edge adds to <head>, after the title and description it rewrites in place. */
export function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image ?? new URL(SITE_CARD.path, head.canonical).href),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  // The card's size lets a preview lay it out before fetching it; a page's own image has none known.
  if (!head.image)
    tags.push(meta('property', 'og:image:width', String(SITE_CARD.width)), meta('property', 'og:image:height', String(SITE_CARD.height)));
  if (head.leadImage) tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.leadImage)}" fetchpriority="high" />`);
  for (const data of head.structuredData) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('');
}
