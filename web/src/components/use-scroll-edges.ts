// Whether a sideways-scrolling row stands at its start and at its end, kept up to date as it scrolls
// and as it resizes: what its Previous and Next arrows need to know to disable or hide.
import { useEffect, useState, type RefObject } from 'react';

/**
 * `content` names what the row holds (a count, a filter): when it changes the edges are measured
 * again, and with `rewind` the row first goes back to its start.
 */
export function useScrollEdges(scroller: RefObject<HTMLElement | null>, content: string | number, rewind = false) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const update = () => {
      const atStart = node.scrollLeft <= 1;
      const atEnd = node.scrollLeft + node.clientWidth >= node.scrollWidth - 1;
      // The same edges keep the same state: no render of the row for each scroll event or resize.
      setEdges((edges) => (edges.atStart === atStart && edges.atEnd === atEnd ? edges : { atStart, atEnd }));
    };
    if (rewind) node.scrollLeft = 0;
    node.addEventListener('scroll', update, { passive: true });
    // Measured first by the observer's first answer, which comes after the browser's own layout:
    // measuring here would make the browser lay the page out inside the render's task.
    const resize = new ResizeObserver(update);
    resize.observe(node);
    return () => {
      node.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [scroller, content, rewind]);

  return edges;
}
