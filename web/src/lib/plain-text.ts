// Upstream HTML shown as a line of text (a match card's status note, a points-table row's): only
// its words ever reach the page. DOMParser builds an inert document: nothing in it runs or loads.
// The edge has no DOMParser: its render takes the tags out and reads the common references, and the
// elements that show such text keep the edge's words through hydration (suppressHydrationWarning)
// until the text changes; the two differ only for a reference the edge does not know.
// Building one costs a phone milliseconds, and live cards render every few seconds, so text with
// no markup skips it and the rest is remembered.

/** Notes seen recently, by their HTML; a schedule page shows a few dozen. */
const seen = new Map<string, string>();
const REMEMBERED = 200;

/** The text of an HTML fragment; script and style bodies are code, not words, so they are left out. */
export function plainText(html: string): string {
  // No tag and no character reference: the fragment is its own text.
  if (!html.includes('<') && !html.includes('&')) return html;
  let text = seen.get(html);
  if (text === undefined) {
    text = parse(html);
    if (seen.size >= REMEMBERED) seen.delete(seen.keys().next().value!);
    seen.set(html, text);
  }
  return text;
}

function parse(html: string): string {
  if (typeof DOMParser === 'undefined') return roughText(html);
  try {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    for (const code of Array.from(body.querySelectorAll('script, style, template'))) code.remove();
    return body.textContent ?? '';
  } catch {
    return '';
  }
}

const REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The edge's reading: code and tags out, numeric and the common named references read. The same on
 * the edge and in the browser, for text both render (an article's contents).
 */
export function roughText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->|<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      const code = name[0] !== '#' ? undefined : name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      if (code === undefined) return REFERENCES[name.toLowerCase()] ?? whole;
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}
