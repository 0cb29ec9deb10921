// A fantasy article's body has a section per custom block (a heading with the block's id, then the
// editor's prose). Where the page draws that block from the match data instead, the prose section
// is replaced, so a reader does not read the same picks twice.
// The body is cut by reading the HTML string, not a parsed document. This runs on the edge, which
// renders the page first and has no DOMParser, and again in the browser hydrating that page, and
// both must cut the body in the same places or the hydrated page would not match the edge's.
// The scanner keeps the open elements as a browser would where that decides what stands at the top
// level (comments, void elements, the text of script and style, quoted '>' in attributes, the
// paragraph a heading closes, end tags with nothing to close), and cuts only before a heading with
// nothing open around it, reading the id from the heading's own tag. Where a browser would move a
// heading out of broken markup (stray text in a table, a bold closed around a heading) it does not
// cut, and that section's prose stays. Pieces are slices of the input, unchanged; every piece still
// goes through SafeHtml.

export interface ContentPiece {
  /** The known block id this piece is the section of, or null for other content. */
  blockId: string | null;
  html: string;
}

const HEADING = /^h[1-6]$/;
/** Elements that never have content or an end tag. */
const VOID = new Set(['area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose content is text up to their end tag, never markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);
/** Start tags that end an open paragraph: in '<p>Intro<h2>' the heading comes after the paragraph. */
const CLOSES_P = new Set(['address', 'article', 'aside', 'blockquote', 'center', 'dd', 'details', 'dialog', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'listing', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'search', 'section', 'summary', 'table', 'ul', 'xmp']);
/** Elements an end tag for something opened outside them does not reach past. */
const SCOPE = new Set(['applet', 'button', 'caption', 'marquee', 'math', 'object', 'svg', 'table', 'td', 'template', 'th']);
/** A document's own tags, which a browser drops from a body's content. */
const IGNORED = new Set(['html', 'head', 'body']);
/** Parts of a table, which a browser drops where no table is open. */
const TABLE_PARTS = new Set(['caption', 'col', 'colgroup', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr']);

/**
 * How deep the scanner follows nesting (Chromium's parser stops nesting at 512 too): past it an
 * element is not kept open, so a body of thousands of unclosed tags costs each end tag at most this
 * many steps, not the whole pile.
 */
const MAX_DEPTH = 512;

const NAME = /[a-z][^\t\n\f\r />]*/iy;
/**
 * One attribute: a name, then maybe '=' and a value, quoted (where '>' is text) or bare. A quote
 * left open runs to the end of the input, as in a browser, which then drops the unfinished tag.
 */
const ATTRIBUTE = /[\t\n\f\r /]*([^\t\n\f\r />][^\t\n\f\r />=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"?|'([^']*)'?|([^\t\n\f\r >]+)))?/y;
const TAG_END = /[\t\n\f\r /]*>/y;

/** The body cut at its top-level headings; a heading whose id is in `blockIds` starts that block's piece. */
export function splitContent(html: string, blockIds: ReadonlySet<string>): ContentPiece[] {
  if (blockIds.size === 0) return [{ blockId: null, html }];
  const cuts: { at: number; blockId: string | null }[] = [{ at: 0, blockId: null }];
  const open: string[] = [];
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at)) {
    const closing = html[at + 1] === '/';
    NAME.lastIndex = at + (closing ? 2 : 1);
    const name = NAME.exec(html)?.[0].toLowerCase();
    if (!name) {
      // '<!--' opens a comment to '-->' ('<!-->' is an empty one); '<!', '<?' and '</' with no
      // name open one to the next '>'; any other '<' is text.
      const end = html.startsWith('<!--', at) ? '-->' : /[!?/]/.test(html[at + 1] ?? '') ? '>' : null;
      const found = end ? html.indexOf(end, at + 2) : at;
      at = found === -1 ? html.length : found + (end?.length ?? 1);
      continue;
    }
    const tag = readTag(html, NAME.lastIndex);
    if (!tag) break; // The input ends inside this tag.
    const start = at;
    at = tag.end;
    if (IGNORED.has(name) || (TABLE_PARTS.has(name) && !open.includes('table'))) continue;
    if (closing) {
      close(open, HEADING.test(name) ? (n) => HEADING.test(n) : (n) => n === name);
      continue;
    }
    if (CLOSES_P.has(name)) close(open, (n) => n === 'p');
    if (HEADING.test(name)) {
      if (HEADING.test(open.at(-1) ?? '')) open.pop();
      if (open.length === 0) cuts.push({ at: start, blockId: tag.id !== null && blockIds.has(tag.id) ? tag.id : null });
    }
    if (RAW_TEXT.has(name)) {
      // Its text runs to its end tag, which is then read (and finds nothing open to close).
      const end = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi');
      end.lastIndex = at;
      at = end.exec(html)?.index ?? html.length;
      continue;
    }
    // '<x/>' opens nothing: right in SVG, and safer than a browser's reading of '<div/>' (an open div).
    if (!VOID.has(name) && !tag.selfClosing && open.length < MAX_DEPTH) open.push(name);
  }
  // Neighbouring pieces of plain content read as one.
  const merged: ContentPiece[] = [];
  cuts.forEach((cut, k) => {
    const text = html.slice(cut.at, cuts[k + 1]?.at ?? html.length);
    const last = merged[merged.length - 1];
    if (last && last.blockId === null && cut.blockId === null) last.html += text;
    else merged.push({ blockId: cut.blockId, html: text });
  });
  return merged.filter((piece) => piece.blockId !== null || piece.html.trim() !== '');
}

/** The rest of a tag after its name, from `from`: its id (the first one), whether it ends '/>', and where it ends. */
function readTag(html: string, from: number): { id: string | null; selfClosing: boolean; end: number } | null {
  let id: string | null = null;
  for (let at = from; ; at = ATTRIBUTE.lastIndex) {
    TAG_END.lastIndex = at;
    const end = TAG_END.exec(html);
    if (end) return { id, selfClosing: end[0].endsWith('/>'), end: TAG_END.lastIndex };
    ATTRIBUTE.lastIndex = at;
    const attribute = ATTRIBUTE.exec(html);
    if (!attribute) return null;
    if (id === null && attribute[1]!.toLowerCase() === 'id') id = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
  }
}

/** Closes the innermost open element `matches`, and all inside it; nothing when a scope boundary comes first. */
function close(open: string[], matches: (name: string) => boolean): void {
  for (let k = open.length - 1; k >= 0; k--) {
    if (matches(open[k]!)) {
      open.length = k;
      return;
    }
    if (SCOPE.has(open[k]!)) return;
  }
}
