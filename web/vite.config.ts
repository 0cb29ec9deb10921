import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints';
import { intlWarmup } from './build/intl-warmup';
import { routePreloads } from './build/route-preloads';
import { staticShell } from './build/static-shell';

export default defineConfig({
  root: 'web',
  // The static shell: index.html paints the chrome and a skeleton before any script runs. The route
  // preloads: what each page's code needs, for the edge to preload with the page. The Intl warm-up:
  // the browser's date data, loaded off the main thread before the app needs it. The compile hints:
  // Chrome compiles each chunk's functions while it downloads, not on the main thread as they are
  // first called.
  plugins: [react(), staticShell(), routePreloads(), intlWarmup(), compileHints()],
  // 'hidden': maps are written for reading crash reports' stacks, but the bundles do not point to
  // them, and web/public/.assetsignore keeps them off the assets layer.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Few files, since every request costs a phone a round trip and its main thread a little:
        // - zod: Zod and its settings (shared/zod.ts) in one chunk, which runs before every chunk
        //   that builds a schema. Left to itself, the bundler may put the settings in a chunk that
        //   runs after the first schema is built.
        // - app: everything the entry imports, in one chunk, not split by which page chunks share
        //   it (it was nine files).
        // - small chunks that pages share (a formatter, a path builder, under 8 KB) are copied into
        //   each chunk that imports them instead of being files of their own: a page loads 9 to 14
        //   files instead of 29 to 50, for about the same bytes. The copies share one registry in
        //   the bundler's runtime chunk, so each module still runs once and keeps one state.
        codeSplitting: {
          // Chunks that hold styles stay files: Vite emits a style's CSS from every chunk holding it.
          experimentalInlineCommonChunks: { maxSize: 8192, exclude: /\.css(\?|$)/ },
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|shared[\\/]zod\.ts$/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // `vite dev` for UI work: the API and live sockets go to a running `npm start`.
    proxy: { '/api': 'http://127.0.0.1:8787', '/live': { target: 'ws://127.0.0.1:8787', ws: true } },
  },
});
