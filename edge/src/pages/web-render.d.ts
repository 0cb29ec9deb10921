// The edge's render of the pages, built from web/src/edge-render.tsx by web/vite.edge.config.ts into
// web/dist-edge/edge-render.js, which wrangler.toml's [alias] maps this name to.
declare module 'web-render' {
  export const renderPage: import('../../../shared/page-render').RenderPage;
}
