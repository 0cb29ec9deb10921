// A well-formedness check of the XML the edge writes (sitemaps): one root, every element closed in
// order, attributes quoted, and no bare '&' or '<' in text. Enough for documents without DTDs,
// CDATA or processing instructions beyond the declaration, which is all the edge writes.
import { expect } from 'vitest';

export function expectWellFormedXml(xml: string): void {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  expect(body.startsWith('<'), 'the declaration then the root').toBe(true);
  const open: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(body))) {
    consumed = token.lastIndex;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      expect(/&(?!(?:amp|lt|gt|quot|apos);)/.test(text), `a bare & in ${JSON.stringify(text.slice(0, 80))}`).toBe(false);
      if (open.length === 0) expect(text.trim(), 'text outside the root').toBe('');
      continue;
    }
    if (closing) {
      expect(open.pop(), `</${name}> closes the element opened last`).toBe(name);
    } else if (!selfClosing) {
      if (open.length === 0) roots++;
      open.push(name!);
    }
  }
  expect(consumed, `unreadable XML at ${JSON.stringify(body.slice(consumed, consumed + 80))}`).toBe(body.length);
  expect(open, 'unclosed elements').toEqual([]);
  expect(roots).toBe(1);
}
