import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The edge's render of the pages (src/edge-render.tsx) as one ES module for the Worker, which
// wrangler.toml's [alias] names `web-render` and bundles with the rest of the edge. Everything it
// imports is inside (React's edge build, the router, the app); styles, images and public files are
// the browser build's (vite.config.ts). Production React always, `wrangler dev` included: React's
// development build renders many times slower.
export default defineConfig({
  root: 'web',
  publicDir: false,
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: {
    noExternal: true,
    target: 'webworker',
    resolve: { conditions: ['workerd', 'worker', 'module'], externalConditions: ['workerd', 'worker'] },
  },
  build: {
    ssr: 'src/edge-render.tsx',
    outDir: 'dist-edge',
    emptyOutDir: true,
    minify: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
