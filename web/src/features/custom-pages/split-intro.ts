import { plainText } from '../../lib/plain-text';

/** The page's HTML opening with a paragraph: its attributes, its inside, and what follows it. */
const OPENING_PARAGRAPH = /^\s*<p(?:\s[^>]*)?>([\s\S]*?)<\/p\s*>/i;

/**
 * The page's opening paragraph as plain text (the banner's intro) and the rest of the HTML. Only
 * text is taken from the intro, so it needs no cleaning; the rest is cleaned where it is rendered.
 * Read from the string, not a parsed document: the edge, which renders the page first, has no
 * DOMParser, and the browser hydrating its page must split it the same way.
 */
export function splitIntro(html: string): { intro: string; rest: string } {
  const opening = OPENING_PARAGRAPH.exec(html);
  if (!opening) return { intro: '', rest: html };
  return { intro: plainText(opening[1] ?? '').trim(), rest: html.slice(opening[0].length) };
}
