// Vite plugin: copies src/intl-warmup.js into the build under a name hashed from its content (so
// the assets layer serves it immutable, as every other build file) and loads it from index.html's
// head with `async`, so it runs as soon as it arrives, before the app's modules have downloaded.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export function intlWarmup(): Plugin {
  const source = readFileSync(new URL('../src/intl-warmup.js', import.meta.url), 'utf8');
  const fileName = `assets/intl-warmup-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  return {
    name: 'intl-warmup',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head-prepend' }];
    },
  };
}
