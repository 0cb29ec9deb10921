import { useLayoutEffect, useRef } from 'react';
import { WIDE_SCREEN_BREAKPOINT_PX } from '../../../../shared/constants';
import type { CustomBlock } from '../../../../shared/schemas/article';

interface TableOfContentsProps {
  /** The custom blocks, or the text's own sections (content-headings.ts). */
  blocks: Pick<CustomBlock, 'id' | 'heading'>[];
  /** Shows the block (a collapsed article expands first) and scrolls it below the sticky header. */
  onJump: (id: string) => void;
}

/** The article's custom blocks in order (SPEC section 2), or its sections; a details element, so it opens and closes. */
export function TableOfContents({ blocks, onJump }: TableOfContentsProps) {
  // Open beside the text on wide screens; folded on phones, where it would push the article down.
  // The page arrives folded (the edge knows no screen width) and opens as the app starts, before its
  // first paint; from then on it is the reader's.
  const details = useRef<HTMLDetailsElement>(null);
  useLayoutEffect(() => {
    if (details.current && window.innerWidth > WIDE_SCREEN_BREAKPOINT_PX) details.current.open = true;
  }, []);
  if (blocks.length === 0) return null;
  return (
    <details className="article-toc" ref={details}>
      <summary className="article-toc__summary">Table of Contents</summary>
      <ol className="article-toc__list">
        {blocks.map((block) => (
          <li key={block.id}>
            <a
              href={`#${block.id}`}
              onClick={(event) => {
                event.preventDefault();
                onJump(block.id);
              }}
            >
              {block.heading}
            </a>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The blocks sorted by their order, each id once. */
export function sortedBlocks(blocks: CustomBlock[]): CustomBlock[] {
  const seen = new Set<string>();
  return [...blocks]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .filter((block) => !seen.has(block.id) && seen.add(block.id));
}
