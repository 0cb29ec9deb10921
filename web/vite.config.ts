import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  plugins: [react()],
  // 'hidden': maps are written for reading crash reports' stacks, but the bundles do not point to
  // them, and web/public/.assetsignore keeps them off the assets layer.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
  server: {
    // `vite dev` for UI work: the API and live sockets go to a running `npm start`.
    proxy: { '/api': 'http://127.0.0.1:8787', '/live': { target: 'ws://127.0.0.1:8787', ws: true } },
  },
});
