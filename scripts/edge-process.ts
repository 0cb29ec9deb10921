// Runs the edge Worker under wrangler's local runtime (workerd via miniflare) as a child process,
// and resolves once it answers HTTP. Used by `npm start`, the tests and the benchmarks alike.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { localFanTimeZone } from './local-zone';
import { logTail } from './log-tail';
import { renderFallbacks } from './render-fallbacks';

export interface EdgeOptions {
  port: number;
  upstreamBase: string;
  upstreamSecret: string;
  adminToken: string;
  /** Where workerd keeps Durable Object and cache state; a fresh directory gives a cold edge. */
  persistTo: string;
  /** Extra `--var NAME:value` bindings (e.g. live-topic shard counts). */
  vars?: Record<string, string>;
  /** Print wrangler's output (npm start) or keep it for error messages (tests). */
  inheritOutput?: boolean;
}

export interface EdgeProcess {
  url: string;
  stop(): Promise<void>;
  /** The pages it served as the shell since the last call, each with its error (none with inheritOutput). */
  takeRenderFallbacks(): string[];
  /** Its last lines of output, each with when it came (none with inheritOutput, which prints them). */
  recentLog(): string[];
}

export interface RestartableEdge extends EdgeProcess {
  /** A new runtime on the same port and state, as after a deploy or a crash. */
  restart(): Promise<void>;
  /** Runs the Worker's cron handler once, as its schedule would (the direct runtime only). */
  runCron?(): Promise<void>;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
/** Lines of output kept for recentLog. */
const RECENT_LOG_LINES = 40;

export async function startEdge(options: EdgeOptions): Promise<EdgeProcess> {
  const vars = {
    UPSTREAM_BASE: options.upstreamBase,
    UPSTREAM_SECRET: options.upstreamSecret,
    ADMIN_TOKEN: options.adminToken,
    FAN_TIME_ZONE: localFanTimeZone(),
    ...options.vars,
  };
  const args = [
    'wrangler', 'dev',
    '--ip', '127.0.0.1',
    '--port', String(options.port),
    '--persist-to', options.persistTo,
    '--show-interactive-dev-session=false',
    // Info: each request answered and each reload of the Worker is a line, for a test's failure to show.
    '--log-level', 'info',
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ];
  const child = spawn('npx', args, {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    stdio: options.inheritOutput ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const fallbacks = renderFallbacks();
  const tail = logTail(RECENT_LOG_LINES);
  let serving = false;
  const hear = (chunk: Buffer) => {
    const text = chunk.toString();
    // Kept until it serves, for the error message of an edge that does not start.
    if (!serving) output += text;
    fallbacks.read(text);
    tail.read(text);
  };
  child.stdout?.on('data', hear);
  child.stderr?.on('data', hear);

  const url = `http://127.0.0.1:${options.port}`;
  const stop = () => stopProcessGroup(child);
  try {
    await waitUntilServing(url, () => {
      if (child.exitCode !== null) throw new Error(`wrangler exited with code ${child.exitCode}`);
    });
  } catch (err) {
    await stop();
    throw new Error(`The edge did not start: ${(err as Error).message}\n${output.slice(-4000)}`);
  }
  serving = true;
  return { url, stop, takeRenderFallbacks: () => fallbacks.take(), recentLog: () => tail.lines() };
}

/**
 * Waits until the Worker at `url` answers; `check` throws to give up early (its process exited).
 * Any answer from the Worker (a JSON 404 for this unknown call) means it is serving.
 */
export async function waitUntilServing(url: string, check: () => void, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    check();
    try {
      const response = await fetch(`${url}/api/__ready`, { signal: AbortSignal.timeout(2000) });
      if (response.headers.get('content-type')?.includes('application/json')) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/** wrangler starts workerd and helpers as children: stop the whole group. */
async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const forced = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 5000);
  await exited;
  clearTimeout(forced);
}
