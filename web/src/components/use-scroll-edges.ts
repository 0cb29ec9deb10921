// Whether a sideways-scrolling row stands at its start and at its end, kept up to date as it scrolls
// and as it resizes: what its Previous and Next arrows need to know to disable or hide.
import { useEffect, useState, type RefObject } from 'react';

/**
 * `content` names what the row holds (a count, a filter): when it changes the edges are measured
 * again. When `rewindOn` changes (a choice the fan made, such as a filter) the row goes back to its
 * start; a change of content alone (a match pushed onto a live row) leaves it where the fan scrolled it.
 */
export function useScrollEdges(scroller: RefObject<HTMLElement | null>, content: string | number, rewindOn?: string) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  useEffect(() => {
    const node = scroller.current;
    if (node && rewindOn !== undefined) node.scrollLeft = 0;
  }, [scroller, rewindOn]);

  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const update = () => {
      const atStart = node.scrollLeft <= 1;
      const atEnd = node.scrollLeft + node.clientWidth >= node.scrollWidth - 1;
      // The same edges keep the same state: no render of the row for each scroll event or resize.
      setEdges((edges) => (edges.atStart === atStart && edges.atEnd === atEnd ? edges : { atStart, atEnd }));
    };
    node.addEventListener('scroll', update, { passive: true });
    // Measured first by the observer's first answer, which comes after the browser's own layout:
    // measuring here would make the browser lay the page out inside the render's task.
    const resize = new ResizeObserver(update);
    resize.observe(node);
    return () => {
      node.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [scroller, content]);

  return edges;
}
