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
    const measure = () => setHeight(Math.round(header.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}
