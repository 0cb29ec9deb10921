// Runs the edge Worker as Cloudflare runs it: the bundle `wrangler deploy` would upload, with
// wrangler.toml's bindings, flags and compatibility date, in Miniflare with the Worker itself on the
// listening socket. Under `wrangler dev` every request and WebSocket frame crosses two
// local-development hops first (wrangler's proxy worker and Miniflare's entry worker), and the entry
// worker, not the Worker, negotiates permessage-deflate with the client, so wrangler.toml's
// `no_web_socket_compression` shows only here. No static assets unless asked for: with them, the
// assets layer's router is on the socket in front of the Worker (it applies run_worker_first), and
// the Worker is no longer first. Used by the edge tests and by `BENCH_DIRECT=1 npm run bench:live`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { waitUntilServing, type RestartableEdge } from './edge-process';
import { freePort } from './free-port';
import { logTail } from './log-tail';
import { localFanTimeZone } from './local-zone';
import { renderFallbacks } from './render-fallbacks';

export interface DirectEdgeOptions {
  upstreamBase: string;
  upstreamSecret: string;
  adminToken: string;
  /** Extra Worker variables (e.g. live-topic shard counts). */
  vars?: Record<string, string>;
  /** Where Durable Object and cache state is kept across restarts; in memory when absent. */
  persistTo?: string;
  /** Attach DevTools to workerd on this port (CPU profiles of the Worker). */
  inspectorPort?: number;
  /** Every request the Worker sends out goes here instead of the network (a test's recorder). */
  outbound?: (request: Request) => Promise<Response>;
  /** Lower limits for wrangler.toml's [[ratelimits]] bindings, by binding name (tests of the 429s). */
  rateLimits?: Record<string, number>;
  /** Serve web/dist as wrangler.toml's [assets] says (run_worker_first, _headers, .assetsignore). */
  assets?: boolean;
  /** With `assets`: serve this directory in place of web/dist (a broken build, in tests). */
  assetsDirectory?: string;
}

type RateLimits = Record<string, { simple: { limit: number; period?: number } }>;

function withLimits(ratelimits: RateLimits | undefined, overrides: Record<string, number> = {}): RateLimits | undefined {
  if (!ratelimits) return ratelimits;
  for (const name of Object.keys(overrides)) if (!ratelimits[name]) throw new Error(`wrangler.toml has no rate limit ${name}`);
  return Object.fromEntries(
    Object.entries(ratelimits).map(([name, binding]) => [
      name,
      { ...binding, simple: { ...binding.simple, limit: overrides[name] ?? binding.simple.limit } },
    ]),
  );
}

const root = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 90_000;
/** Lines of the Worker's output kept for a failed test to print. */
const RECENT_LOG_LINES = 40;
const PORT_ATTEMPTS = 3;

/**
 * Where a run's edges find the bundle made once for all of them (tests/support/edge-bundle.ts, a
 * test run's global setup); without it, each edge makes its own.
 */
export const EDGE_BUNDLE_DIR_ENV = 'EDGE_BUNDLE_DIR';

/** Writes the bundle `wrangler deploy` would upload into `outdir` (index.js). */
export function bundleEdge(outdir: string): void {
  // wrangler.toml's [assets] points at web/dist, which bundling checks for.
  if (!existsSync(join(root, 'web/dist/index.html'))) throw new Error('The direct runtime bundles as `wrangler deploy` does, which needs web/dist: run `npm run build` first');
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error' },
  });
}

export async function startDirectEdge(options: DirectEdgeOptions): Promise<RestartableEdge> {
  const shared = process.env[EDGE_BUNDLE_DIR_ENV];
  const dir = shared || mkdtempSync(join(tmpdir(), 'edge-direct-'));
  let mf: Miniflare | undefined;
  const fallbacks = renderFallbacks();
  const tail = logTail(RECENT_LOG_LINES);
  const stop = async () => {
    await mf?.dispose();
    mf = undefined;
    if (!shared) rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (!shared) bundleEdge(dir);
    const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, 'wrangler.toml'));
    const { assets, ratelimits, ...worker } = workerOptions as typeof workerOptions & { assets?: unknown; ratelimits?: RateLimits };
    const miniflareOptions = (port: number) =>
      ({
        ...worker,
        name: 'cricket-edge',
        // The bundle is one module. Named as such, not walked from a script path: Miniflare's walk
        // refuses a dynamic import() of a computed name, which React Router's bundle has (unused here).
        modules: [{ type: 'ESModule', path: join(dir, 'index.js'), contents: readFileSync(join(dir, 'index.js'), 'utf8') }],
        modulesRoot: dir,
        bindings: {
          ...worker.bindings,
          UPSTREAM_BASE: options.upstreamBase,
          UPSTREAM_SECRET: options.upstreamSecret,
          ADMIN_TOKEN: options.adminToken,
          FAN_TIME_ZONE: localFanTimeZone(),
          ...options.vars,
        },
        ratelimits: withLimits(ratelimits, options.rateLimits),
        ...(options.outbound ? { outboundService: options.outbound } : {}),
        unsafeDirectSockets: [{ host: '127.0.0.1', port }],
        // The Worker's console, printed as Miniflare would, and read for the pages it served as the shell.
        handleRuntimeStdio(stdout: Readable, stderr: Readable) {
          for (const [stream, out] of [[stdout, process.stdout], [stderr, process.stderr]] as const) {
            stream.on('data', (chunk: Buffer) => {
              out.write(chunk);
              fallbacks.read(chunk.toString());
              tail.read(chunk.toString());
            });
          }
        },
        ...(options.persistTo !== undefined ? { defaultPersistRoot: options.persistTo } : {}),
        ...(options.inspectorPort !== undefined ? { inspectorPort: options.inspectorPort } : {}),
        ...(options.assets
          ? { assets: options.assetsDirectory ? { ...(assets as object), directory: options.assetsDirectory } : assets }
          : {}),
      }) as MiniflareOptions;
    const launch = async (port: number) => {
      mf = new Miniflare(miniflareOptions(port));
      await mf.ready;
      await waitUntilServing(`http://127.0.0.1:${port}`, () => undefined, READY_TIMEOUT_MS);
    };
    // A port found free can be taken before Miniflare binds it: by another test file's server, or as
    // the local end of one of the many connections the tests open. Then another port is tried.
    let port = await freePort();
    for (let attempt = 1; ; attempt++) {
      try {
        await launch(port);
        break;
      } catch (err) {
        await mf?.dispose();
        mf = undefined;
        if (attempt === PORT_ATTEMPTS || (err as { code?: unknown }).code !== 'ERR_ADDRESS_IN_USE') throw err;
        port = await freePort();
      }
    }
    const url = `http://127.0.0.1:${port}`;
    return {
      url,
      async restart() {
        await mf?.dispose();
        await launch(port);
      },
      stop,
      async runCron() {
        const worker = await mf!.getWorker();
        const result = await worker.scheduled({ cron: '* * * * *', scheduledTime: new Date() });
        if (result.outcome !== 'ok') throw new Error(`the Worker's cron handler ended ${result.outcome}`);
      },
      takeRenderFallbacks: () => fallbacks.take(),
      // Its output is printed as it comes (handleRuntimeStdio), and its last lines kept.
      recentLog: () => tail.lines(),
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
