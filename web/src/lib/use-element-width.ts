import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The content width of an element, in CSS pixels, kept current as it resizes. Charts draw at this
 * size, so that their labels keep their size on a phone instead of shrinking with a fixed viewBox.
 */
export function useElementWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = (w: number) => setWidth(w > 0 ? Math.round(w) : fallback);
    // The observer's first answer comes after the browser's own layout and before its paint: the
    // first frame has the width, and the render's task never lays the page out to measure it.
    const observer = new ResizeObserver(([entry]) => entry && measure(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}
