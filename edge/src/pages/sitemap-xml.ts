// The XML of /robots.txt's sitemaps (sitemaps.org 0.9, and Google News 0.9 for the last 48 hours of
// articles). Pure: sitemaps.ts gathers the entries from the upstream.

/** sitemaps.org: a sitemap holds at most 50,000 URLs. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute. */
  loc: string;
  /** ISO 8601, when known. */
  lastmod?: string | null;
}

export interface NewsEntry {
  loc: string;
  title: string;
  /** ISO 8601. */
  published: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  // Characters XML 1.0 does not allow at all are dropped rather than escaped.
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemapIndex(sitemaps: string[]): string {
  const items = sitemaps.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

export function urlSet(entries: SitemapEntry[]): string {
  const items = dedupe(entries)
    .slice(0, SITEMAP_MAX_URLS)
    .map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`)
    .join('\n');
  return `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</urlset>\n`;
}

export function newsUrlSet(entries: NewsEntry[], publication: { name: string; language: string }): string {
  const items = dedupe(entries)
    .slice(0, SITEMAP_MAX_URLS)
    .map(
      (e) =>
        `<url><loc>${escapeXml(e.loc)}</loc><news:news><news:publication><news:name>${escapeXml(publication.name)}</news:name>` +
        `<news:language>${escapeXml(publication.language)}</news:language></news:publication>` +
        `<news:publication_date>${escapeXml(e.published)}</news:publication_date><news:title>${escapeXml(e.title)}</news:title></news:news></url>`,
    )
    .join('\n');
  return (
    `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n` +
    `${items}\n</urlset>\n`
  );
}

function dedupe<T extends { loc: string }>(entries: T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(e.loc) && seen.add(e.loc));
}
