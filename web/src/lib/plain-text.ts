// Upstream HTML shown as a line of text (a match card's status note, a points-table row's): only
// its words ever reach the page. DOMParser builds an inert document: nothing in it runs or loads.
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
  try {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    for (const code of Array.from(body.querySelectorAll('script, style, template'))) code.remove();
    return body.textContent ?? '';
  } catch {
    return '';
  }
}
