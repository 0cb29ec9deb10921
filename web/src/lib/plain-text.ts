// Upstream HTML shown as a line of text (a match card's status note, a points-table row's): only
// its words ever reach the page. DOMParser builds an inert document: nothing in it runs or loads.

/** The text of an HTML fragment; script and style bodies are code, not words, so they are left out. */
export function plainText(html: string): string {
  try {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    for (const code of Array.from(body.querySelectorAll('script, style, template'))) code.remove();
    return body.textContent ?? '';
  } catch {
    return '';
  }
}
