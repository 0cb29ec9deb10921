// A whole local site for a test file: the simulator on a free port and the edge pointed at it, with
// a fresh (cold) state directory, in one of two runtimes:
//   direct    the deployable bundle with the Worker itself on the socket, as on Cloudflare
//             (scripts/direct-edge.ts); static assets only when asked for (BROWSER_SITE, below).
//   wrangler  `wrangler dev`, as `npm start` runs it, serving the built SPA too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEdge, type EdgeOptions, type EdgeProcess, type RestartableEdge } from '../../scripts/edge-process';
import { freePort } from '../../scripts/free-port';
import { LOCAL_ADMIN_TOKEN, LOCAL_UPSTREAM_SECRET } from '../../scripts/local-secrets';
import { startSim } from '../../sim/server';
import { warmSite } from './warm-up';

export interface Site {
  url: string;
  simUrl: string;
  adminToken: string;
  /**
   * Where the edge keeps its Durable Objects' and cache's state (Miniflare's persist root), for a test
   * to count what was made; absent for the browser files' shared site.
   */
  stateDirectory?: string;
  stop(): Promise<void>;
  /**
   * Stops the edge and starts a new one on the same port and the same state directory, as after a
   * deploy or a crash: Durable Objects come back from storage. The simulator keeps running.
   */
  restartEdge(): Promise<void>;
  /** Runs the Worker's cron handler once (a site in the direct runtime). */
  runCron(): Promise<void>;
  /** The pages the edge served as the shell since the last call, each with its logged error. */
  takeRenderFallbacks(): Promise<string[]>;
  /** The edge's last lines of output, each with when it came (wrangler's; the direct runtime prints its own). */
  recentEdgeLog(): Promise<string[]>;
}

export interface SiteOptions {
  runtime: 'direct' | 'wrangler';
  /** The simulator's milliseconds per ball (its default when absent). */
  ballMs?: number;
  /** Extra Worker variables. */
  vars?: Record<string, string>;
  /** Every request the Worker sends out goes here (direct runtime only): a recorder of the test's own. */
  outbound?: (request: Request) => Promise<Response>;
  /** Lower [[ratelimits]] limits by binding name (direct runtime only). */
  rateLimits?: Record<string, number>;
  /** Direct runtime: serve the built SPA too, with the assets layer's router in front of the Worker. */
  assets?: boolean;
  /** With `assets`: serve this directory in place of web/dist (a broken build). */
  assetsDirectory?: string;
  /** Paths asked for once the site is up, before any test: a page until it is rendered (warmUp, below). */
  warm?: string[];
}

/**
 * The site the browser tests run: what `wrangler deploy` uploads, behind the assets layer's router
 * as on Cloudflare, not `wrangler dev`. wrangler 4.86's dev proxy (the newest wrangler that runs on
 * Node 20) parks a GET whose pooled connection to the Worker's runtime closed under it (both ends drop
 * a connection idle for 5 s) and sends it only when the next request comes: a page opened 5 s after
 * the last request waited for its document until the test timed out (workers-sdk#15252 fixes it, in
 * a wrangler that needs Node 22). The Worker never saw that request; the same request from outside
 * the browser was answered at once.
 */
export const BROWSER_SITE = { runtime: 'direct', assets: true } as const satisfies Partial<SiteOptions>;

/**
 * How long a test site's page render may take before the edge serves the shell (the Worker's
 * PAGE_RENDER_BUDGET_MS; production's is shared/constants.ts's, 2.5 s). The tests' two-core machine
 * runs two browser files side by side, each with its Chromium, simulators and Workers, near all of its
 * CPU: a new isolate's first render of a page there took 2.5 s and more in a run in three (home, a
 * live blog, a player), where it takes under 0.9 s on the same machine at rest. So a test fails when
 * a render throws or hangs, not when the machine is busy. The budget itself is tested on its own, with
 * a slow upstream (tests/edge/pages-render-cache.test.ts).
 */
export const TEST_RENDER_BUDGET_MS = 15_000;

export async function startSite(options: SiteOptions): Promise<Site> {
  const sim = await startSim({ port: 0, secret: LOCAL_UPSTREAM_SECRET, ballMs: options.ballMs });
  const persistTo = mkdtempSync(join(tmpdir(), 'cricket-edge-'));
  try {
    const edgeOptions = {
      upstreamBase: sim.url,
      upstreamSecret: LOCAL_UPSTREAM_SECRET,
      adminToken: LOCAL_ADMIN_TOKEN,
      persistTo,
      // A site on the simulator offers the development sign-in, as `npm start`'s does; one given a
      // PRODUCTION_HOST does not (the edge refuses both at once), and options.vars may turn it off.
      vars: {
        ...(options.vars?.PRODUCTION_HOST ? {} : { DEV_SIGN_IN: 'true' }),
        PAGE_RENDER_BUDGET_MS: String(TEST_RENDER_BUDGET_MS),
        ...options.vars,
      },
    };
    const edge =
      options.runtime === 'direct'
        ? // Miniflare, imported only by the files that run the Worker directly.
          await (await import('../../scripts/direct-edge')).startDirectEdge({
            ...edgeOptions,
            assets: options.assets,
            assetsDirectory: options.assetsDirectory,
            rateLimits: options.rateLimits,
            outbound: options.outbound,
          })
        : await startWranglerEdge(edgeOptions);
    try {
      await warmSite(edge.url, options.warm ?? [], async () => edge.takeRenderFallbacks());
    } catch (err) {
      await edge.stop();
      throw err;
    }
    return {
      url: edge.url,
      simUrl: sim.url,
      adminToken: LOCAL_ADMIN_TOKEN,
      stateDirectory: persistTo,
      restartEdge: () => edge.restart(),
      async runCron() {
        if (!edge.runCron) throw new Error('only a site in the direct runtime runs its cron on demand');
        await edge.runCron();
      },
      takeRenderFallbacks: async () => edge.takeRenderFallbacks(),
      recentEdgeLog: async () => edge.recentLog(),
      async stop() {
        await edge.stop();
        await sim.close();
        rmSync(persistTo, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await sim.close();
    rmSync(persistTo, { recursive: true, force: true });
    throw err;
  }
}

/** Ports `wrangler dev` is tried on before the edge is said not to start. */
const PORT_ATTEMPTS = 3;

/** `wrangler dev`, restarted as a new process on the same port and state directory. */
async function startWranglerEdge(options: Omit<EdgeOptions, 'port'>): Promise<RestartableEdge> {
  const started = await startOnFreePort(options);
  const withPort = started.options;
  let dev = started.edge;
  return {
    url: dev.url,
    async restart() {
      await dev.stop();
      dev = await startEdge(withPort);
    },
    stop: () => dev.stop(),
    takeRenderFallbacks: () => dev.takeRenderFallbacks(),
    recentLog: () => dev.recentLog(),
  };
}

/**
 * A port found free can be taken before wrangler binds it (another test file's server, the local
 * end of a connection): wrangler then exits saying so, and the next free port is tried.
 */
async function startOnFreePort(options: Omit<EdgeOptions, 'port'>): Promise<{ edge: EdgeProcess; options: EdgeOptions }> {
  for (let attempt = 1; ; attempt++) {
    const withPort = { ...options, port: await freePort() };
    try {
      return { edge: await startEdge(withPort), options: withPort };
    } catch (err) {
      if (attempt >= PORT_ATTEMPTS || !/Address already in use/.test((err as Error).message)) throw err;
    }
  }
}
