// Watches a local edge's output for pages it could not render and served as the shell instead
// (edge/src/pages/page-render.ts logs each one). A test's page that fell back is not the page
// production serves: the tests count these lines as failures (tests/support/page-suite.ts).
const FALLBACK = /The render of \S+ .*served the shell/;

export interface RenderFallbacks {
  /** Feeds the edge's output, in chunks as it comes. */
  read(chunk: string): void;
  /** The fallback lines seen since the last take, with what followed each (the error, its stack). */
  take(): string[];
}

/** Lines of the error and its stack kept after a fallback's own line. */
const CONTEXT_LINES = 4;

export function renderFallbacks(): RenderFallbacks {
  let partial = '';
  let seen: string[][] = [];
  let open: string[] | null = null;
  return {
    read(chunk) {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (FALLBACK.test(line)) seen.push((open = [line.trim()]));
        else if (open && open.length <= CONTEXT_LINES && line.trim() !== '') open.push(line.trim());
        else open = null;
      }
    },
    take() {
      const taken = seen.map((lines) => lines.join('\n'));
      seen = [];
      open = null;
      return taken;
    },
  };
}
