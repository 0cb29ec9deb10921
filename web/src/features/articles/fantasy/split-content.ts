// A fantasy article's body has a section per custom block (a heading with the block's id, then the
// editor's prose). Where the page draws that block from the match data instead, the prose section
// is replaced, so a reader does not read the same picks twice. Parsing happens in an inert document
// (DOMParser runs no script and loads nothing); every piece still goes through SafeHtml after.

export interface ContentPiece {
  /** The known block id this piece is the section of, or null for other content. */
  blockId: string | null;
  html: string;
}

const HEADING = /^H[1-6]$/;

/** The body cut at its headings; a heading whose id is in `blockIds` starts that block's piece. */
export function splitContent(html: string, blockIds: ReadonlySet<string>): ContentPiece[] {
  if (blockIds.size === 0 || typeof DOMParser === 'undefined') return [{ blockId: null, html }];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const pieces: { blockId: string | null; holder: HTMLElement }[] = [];
  let current: { blockId: string | null; holder: HTMLElement } | null = null;
  for (const node of [...doc.body.childNodes]) {
    // A parsed document has no window, so its nodes are not instances of this window's Element.
    if (node.nodeType === Node.ELEMENT_NODE && HEADING.test((node as Element).tagName)) {
      const id = (node as Element).getAttribute('id');
      current = { blockId: id && blockIds.has(id) ? id : null, holder: doc.createElement('div') };
      pieces.push(current);
    } else if (!current) {
      current = { blockId: null, holder: doc.createElement('div') };
      pieces.push(current);
    }
    current.holder.append(node);
  }
  // Neighbouring pieces of plain content read as one.
  const merged: ContentPiece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    const text = piece.holder.innerHTML;
    if (last && last.blockId === null && piece.blockId === null) last.html += text;
    else merged.push({ blockId: piece.blockId, html: text });
  }
  return merged.filter((piece) => piece.blockId !== null || piece.html.trim() !== '');
}
