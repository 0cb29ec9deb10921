import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { intlWarmup } from './build/intl-warmup';
import { routePreloads } from './build/route-preloads';
import { staticShell } from './build/static-shell';

export default defineConfig({
  root: 'web',
  // The static shell: index.html paints the chrome and a skeleton before any script runs. The route
  // preloads: what each page's code needs, for the edge to preload with the page. The Intl warm-up:
  // the browser's date data, loaded off the main thread before the app needs it. Fast Refresh is off:
  // it patches React's internals, and the app runs on Preact (an edit reloads the page in `vite dev`).
  plugins: [react({ refreshExclude: /./ }), staticShell(), routePreloads(), intlWarmup()],
  // The app is written against React's API and runs on Preact's implementation of it (preact/compat):
  // react-dom is 60 KB gzipped on every page, Preact about 5. TypeScript and the unit tests, which
  // render on the server, use React itself; src/effect-scheduler.ts runs effects when React would.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // 'hidden': maps are written for reading crash reports' stacks, but the bundles do not point to
  // them, and web/public/.assetsignore keeps them off the assets layer.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Zod and its settings (shared/zod.ts) in one chunk, which runs before every chunk that
        // builds a schema. Left to itself, the bundler may put the settings in a chunk that runs
        // after the first schema is built.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|shared[\\/]zod\.ts$/ }] },
      },
    },
  },
  server: {
    // `vite dev` for UI work: the API and live sockets go to a running `npm start`.
    proxy: { '/api': 'http://127.0.0.1:8787', '/live': { target: 'ws://127.0.0.1:8787', ws: true } },
  },
});
