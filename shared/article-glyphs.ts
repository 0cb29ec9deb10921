// The glyphs of the article's action bar (24-unit SVG paths): drawn by the SPA's bar
// (web/src/features/articles/article-actions.tsx) and by the edge's copy of it in the page as served
// (edge/src/pages/article-top.ts), which must look the same.
export const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z';
export const SHARE_PATH =
  'M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4';
