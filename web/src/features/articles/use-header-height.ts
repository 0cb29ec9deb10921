import { useLayoutEffect, useState } from 'react';

/**
 * The sticky site header's height in px, kept current as it changes (the nav row wraps, the
 * breakpoint moves). The article's sticky bar sits under it and table-of-contents jumps land below
 * it, so both follow the header as it is, not a guess of it.
 */
export function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!header) return;
    // The observer's first answer comes after the browser's own layout and before its paint, so
    // the first frame already has the height, and the render's task never lays the page out to
    // measure it (a long task on a phone, on a page as tall as an article).
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      setHeight(Math.round(box ? box.blockSize : header.getBoundingClientRect().height));
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}
