import { defineConfig } from 'vite';

// The service worker (sw/service-worker.ts) as one classic script at the site's root, /sw.js: a
// worker's scope is its script's folder, and the name stays the same from build to build (a browser
// checks that URL for updates). Written into the browser build's dist after it (not emptied).
export default defineConfig({
  root: 'web',
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    minify: true,
    lib: { entry: 'sw/service-worker.ts', formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
