import { useCallback, useState, type CSSProperties } from 'react';
import {
  FONT_SIZE_BASE_NARROW,
  FONT_SIZE_BASE_WIDE,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  HEADING_FONT_OFFSETS,
  WIDE_SCREEN_BREAKPOINT_PX,
} from '../../../../shared/constants';

/** sessionStorage key: a reader's size is kept for the session, across articles. */
const STORAGE_KEY = 'articleFontSize';

function clamp(size: number): number {
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, Math.round(size)));
}

/** SPEC section 4: 18 on a page wider than 700 px, else 14, unless the reader chose this session. */
function initialSize(): number {
  const stored = Number(sessionStorage.getItem(STORAGE_KEY));
  if (Number.isFinite(stored) && stored >= FONT_SIZE_MIN && stored <= FONT_SIZE_MAX) return clamp(stored);
  return window.innerWidth > WIDE_SCREEN_BREAKPOINT_PX ? FONT_SIZE_BASE_WIDE : FONT_SIZE_BASE_NARROW;
}

/**
 * The article's reading size and its heading sizes (base plus the spec's offsets), as custom
 * properties for a `style` prop: the stylesheet applies them, so no inline <style> is needed (CSP).
 */
export function useFontSize() {
  const [size, setSize] = useState(initialSize);
  const step = useCallback((by: number) => {
    setSize((current) => {
      const next = clamp(current + by);
      sessionStorage.setItem(STORAGE_KEY, String(next));
      return next;
    });
  }, []);
  const vars: Record<string, string> = { '--article-fs': `${size}px` };
  for (const [tag, offset] of Object.entries(HEADING_FONT_OFFSETS)) vars[`--article-fs-${tag}`] = `${size + offset}px`;
  return {
    size,
    bigger: () => step(1),
    smaller: () => step(-1),
    canGrow: size < FONT_SIZE_MAX,
    canShrink: size > FONT_SIZE_MIN,
    style: vars as CSSProperties,
  };
}
