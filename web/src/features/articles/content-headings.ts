// The sections of an article's own content, for its table of contents when the upstream gives it no
// custom blocks: each <h2> of the HTML, named by its text, with the id it carries or one made from
// its text. The page gives the headings those ids once it is in the browser (article-view.tsx).
import { roughText } from '../../lib/plain-text';

export interface ContentHeading {
  id: string;
  heading: string;
}

const H2 = /<h2\b([^>]*)>([\s\S]*?)<\/h2\s*>/gi;
const ID = /\bid\s*=\s*(?:"([^"]+)"|'([^']+)')/i;

/** 'In their words' is 'in-their-words'. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The content's <h2> sections in order, each id once; headings with no text are left out. */
export function contentHeadings(html: string): ContentHeading[] {
  const taken = new Set<string>();
  const headings: ContentHeading[] = [];
  for (const [, attributes = '', inner = ''] of html.matchAll(H2)) {
    const heading = roughText(inner).replace(/\s+/g, ' ').trim();
    if (!heading) continue;
    const own = ID.exec(attributes);
    const base = own?.[1] ?? own?.[2] ?? `section-${slug(heading) || 'part'}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    headings.push({ id, heading });
  }
  return headings;
}
