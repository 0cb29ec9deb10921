// The app's modules run in the browser and, to render a page's first HTML, on the edge
// (src/edge-render.tsx), where there is no window or document. What a module does as it loads with
// the browser's objects is done only where they are.
export const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
