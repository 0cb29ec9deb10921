import { useCallback, useEffect, useState, type CSSProperties } from 'react';
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

/** SPEC section 4: 18 on a page wider than 700 px, else 14 (article.css has the same, for the page's first paint). */
function defaultSize(): number {
  return window.innerWidth > WIDE_SCREEN_BREAKPOINT_PX ? FONT_SIZE_BASE_WIDE : FONT_SIZE_BASE_NARROW;
}

/** The size the reader chose this session, or null. */
function storedSize(): number | null {
  const stored = Number(sessionStorage.getItem(STORAGE_KEY));
  return Number.isFinite(stored) && stored >= FONT_SIZE_MIN && stored <= FONT_SIZE_MAX ? clamp(stored) : null;
}

/** Heading sizes at the spec's offsets from the body's: the same on the edge and in any window. */
const HEADING_VARS = Object.fromEntries(
  Object.entries(HEADING_FONT_OFFSETS).map(([tag, offset]) => [`--article-fs-${tag}`, `calc(var(--article-fs) + ${offset}px)`]),
);

/**
 * The article's reading size and its heading sizes (base plus the spec's offsets), as custom
 * properties for a `style` prop: the stylesheet applies them, so no inline <style> is needed (CSP).
 * Until the reader picks a size the stylesheet's default stands, which depends on the window's width
 * alone: the edge, which knows no width, renders the same page for every screen. A size chosen
 * earlier this session applies once the app runs.
 */
export function useFontSize() {
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => setChosen(storedSize()), []);
  const step = useCallback((by: number) => {
    setChosen((current) => {
      const next = clamp((current ?? defaultSize()) + by);
      sessionStorage.setItem(STORAGE_KEY, String(next));
      return next;
    });
  }, []);
  // The defaults (14 and 18) are well inside the limits: both buttons work until the reader picks.
  const size = chosen ?? FONT_SIZE_BASE_NARROW;
  const vars: Record<string, string> = chosen === null ? { ...HEADING_VARS } : { ...HEADING_VARS, '--article-fs': `${chosen}px` };
  return {
    bigger: () => step(1),
    smaller: () => step(-1),
    canGrow: chosen === null || size < FONT_SIZE_MAX,
    canShrink: chosen === null || size > FONT_SIZE_MIN,
    style: vars as CSSProperties,
  };
}
