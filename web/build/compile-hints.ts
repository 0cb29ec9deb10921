// V8 compiles a script's functions lazily: the first call of each one stops the main thread while it
// is compiled. A page's start calls most of the app's functions (the router, React, TanStack Query,
// Zod, the page's components), and those first calls were 260 ms of an article's start on the main
// thread at full speed (npm run bench:startup), four times that on Lighthouse's phone. A script whose first line is
// the comment below has all its functions compiled by Chrome (136 and later) on a background thread
// while it downloads, so the main thread only runs them. Every chunk gets it: each is fetched when
// what it holds is about to run (the entry's at start, a page's with the page, a dialog's as it
// opens). Other browsers read a comment.
// The comment must be the file's first line, so it is added last, after Vite has written its own
// first line (the preload table, __vite__mapDeps), and each source map gets the line too.
import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Vite plugin: makes COMPILE_HINT the first line of every JavaScript chunk. */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          const chunk: OutputChunk = item;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // A source map's lines are ';'-separated: the new first line maps nothing.
          const map = bundle[`${chunk.fileName}.map`] as OutputAsset | undefined;
          if (map) {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}
