// Warming a site up before its tests: its pages asked for until the edge renders them, not the shell.
import { PAGE_STATE_ID } from '../../shared/constants';

/** Times a warmed page is asked for before the site is said not to render it. */
const WARM_ATTEMPTS = 3;

/** How long the edge's log may lag behind the shell it served. */
const FALLBACK_LOG_WAIT_MS = 5_000;

/** Asks for each path of the site at `origin` as warmUp does, one after another. */
export async function warmSite(origin: string, paths: string[], takeRenderFallbacks: () => Promise<string[]>): Promise<void> {
  for (const path of paths) await warmUp(origin + path, takeRenderFallbacks);
}

/**
 * Asks for `url`, a page until the edge serves it rendered, not as the shell: a new isolate's first
 * render compiles the app and reads a cold simulator, which on a busy machine (test files side by side)
 * can run past PAGE_RENDER_BUDGET_MS. A deployed site pays that once per isolate; it is not what a test
 * of its pages is about. The shells it was served are taken from the edge's log, so no test counts them.
 */
async function warmUp(url: string, takeRenderFallbacks: () => Promise<string[]>): Promise<void> {
  let shells = 0;
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url);
    const body = await response.text();
    // An /api answer is warm once asked; a page once rendered.
    if (!response.headers.get('content-type')?.startsWith('text/html') || body.includes(`id="${PAGE_STATE_ID}"`)) break;
    shells++;
    if (attempt === WARM_ATTEMPTS) throw new Error(`${url} was served as the shell ${attempt} times in a row: ${(await takeRenderFallbacks()).join('; ')}`);
  }
  // Each shell's line in the log, which may come after its answer.
  const deadline = Date.now() + FALLBACK_LOG_WAIT_MS;
  for (let logged = 0; logged < shells && Date.now() < deadline; ) {
    logged += (await takeRenderFallbacks()).length;
    if (logged < shells) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
