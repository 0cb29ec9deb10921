// The build's table of what each lazily loaded page needs: for every page module the router imports
// on demand (web/src/app/routes), the hashed chunks of its static import graph that the entry does
// not already preload, and the stylesheets of those chunks. Written as route-preloads.json next to
// index.html; the edge reads it and preloads them for the page asked (edge/src/pages/route-preloads.ts),
// so a phone fetches the page's code and styles alongside the entry instead of after the entry has run.
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface ChunkInfo {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  dynamicImports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  /** Vite's: the stylesheets the chunk's modules import, which Vite loads with the chunk. */
  viteMetadata?: { importedCss: Set<string> };
}

/** Keys are module paths as the Vite manifest writes them ('src/app/home-page.tsx'); values are '/assets/…js' and '/assets/…css'. */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // Once the bundle is final: Vite drops chunks that held only CSS late, and imports of them with them.
    async writeBundle(options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const exists = (fileName: string) => chunks.has(fileName);
      const graph = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports.filter(exists) ?? []) graph(imported, seen);
        return seen;
      };
      const styles = (files: Iterable<string>) => [...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
      const preloadedByEntry = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) graph(chunk.fileName, preloadedByEntry);
      // index.html links the entry's stylesheets itself.
      const styledByEntry = new Set(styles(preloadedByEntry));
      // A chunk that another page also imports statically (as home does the live carousel) is not
      // marked a dynamic entry, but the router still imports it on demand.
      const imported = new Set([...chunks.values()].flatMap((chunk) => chunk.dynamicImports));
      const table: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry && !imported.has(chunk.fileName)) continue;
        const files = [...graph(chunk.fileName)].filter((file) => !preloadedByEntry.has(file));
        const sheets = new Set(styles(files).filter((file) => !styledByEntry.has(file)));
        const needs = [...files, ...sheets].map((file) => `/${file}`);
        for (const module of importedModules(chunk)) table[relative(root, module).split('\\').join('/')] = needs;
      }
      await writeFile(join(options.dir ?? join(root, 'dist'), ROUTE_PRELOADS_FILE), JSON.stringify(table));
    },
  };
}

/** The modules a dynamic import of the chunk loads: its facade, or, where it has none, every module of ours in it. */
function importedModules(chunk: ChunkInfo): string[] {
  if (chunk.facadeModuleId) return [chunk.facadeModuleId];
  return chunk.moduleIds.filter((id) => !id.startsWith('\0') && !id.includes('/node_modules/'));
}
