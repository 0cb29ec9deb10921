// The site `npm run bench:live` measures: the simulator in this process and the edge in one of two
// runtimes.
//   wrangler (default)  `wrangler dev` with a cold state directory, as tests/support/site.ts starts
//                       it, with one difference: wrangler reads a copy of wrangler.toml whose static
//                       assets are a frozen copy of web/dist. wrangler dev reloads the Worker whenever
//                       its assets change, which drops every socket (1006); in a shared checkout, a
//                       `vite build` during a run would otherwise ruin the measurement.
//   direct              The same Worker as Cloudflare runs it (scripts/direct-edge.ts): bundled, in
//                       Miniflare with the Worker itself on the listening socket, without the two
//                       local-development hops of wrangler dev.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDirectEdge } from '../scripts/direct-edge';
import { waitUntilServing } from '../scripts/edge-process';
import { freePort } from '../scripts/free-port';
import { LOCAL_ADMIN_TOKEN, LOCAL_UPSTREAM_SECRET } from '../scripts/local-secrets';
import { startSim } from '../sim/server';
import { childRuntime, wranglerRuntime, type Runtime } from './live-support';
import { simPlayLeft, type PlayLeft } from './match-pick';

export interface BenchSite {
  url: string;
  simUrl: string;
  runtime: Runtime;
  /** How much play a match has left, from the simulator's world and clock. */
  playLeft: PlayLeft;
  stop(): Promise<void>;
}

export type RuntimeKind = 'wrangler' | 'direct';

const root = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

export async function startBenchSite(vars: Record<string, string>, kind: RuntimeKind): Promise<BenchSite> {
  return kind === 'direct' ? startDirect(vars) : startWrangler(vars);
}

async function startWrangler(vars: Record<string, string>): Promise<BenchSite> {
  const sim = await startSim({ port: 0, secret: LOCAL_UPSTREAM_SECRET });
  const dir = mkdtempSync(join(tmpdir(), 'bench-live-'));
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child) await stopProcessGroup(child);
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const assets = join(dir, 'assets');
    if (existsSync(join(root, 'web/dist/index.html'))) cpSync(join(root, 'web/dist'), assets, { recursive: true });
    else {
      mkdirSync(assets);
      writeFileSync(join(assets, 'index.html'), '<!doctype html><title>bench</title>');
    }
    const config = readFileSync(join(root, 'wrangler.toml'), 'utf8')
      .replace(/^main = ".*"$/m, `main = ${JSON.stringify(join(root, 'edge/src/index.ts'))}`)
      .replace(/^directory = ".*"$/m, `directory = ${JSON.stringify(assets)}`);
    writeFileSync(join(dir, 'wrangler.toml'), config);

    const port = await freePort();
    const allVars = { UPSTREAM_BASE: sim.url, UPSTREAM_SECRET: LOCAL_UPSTREAM_SECRET, ADMIN_TOKEN: LOCAL_ADMIN_TOKEN, ...vars };
    const args = [
      'wrangler', 'dev',
      '--config', join(dir, 'wrangler.toml'),
      '--ip', '127.0.0.1',
      '--port', String(port),
      '--persist-to', join(dir, 'state'),
      '--show-interactive-dev-session=false',
      '--log-level', 'warn',
      ...Object.entries(allVars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ];
    let output = '';
    child = spawn('npx', args, {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    // BENCH_EDGE_LOG=1 shows wrangler's output (the Worker's warnings and errors) on stderr.
    const show = process.env.BENCH_EDGE_LOG === '1';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
      if (show) process.stderr.write(chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const url = `http://127.0.0.1:${port}`;
    const wrangler = child;
    await waitUntilServing(url, () => {
      if (wrangler.exitCode !== null) throw new Error(`wrangler exited with code ${wrangler.exitCode}`);
    }, READY_TIMEOUT_MS).catch((err: unknown) => {
      throw new Error(`The edge did not start: ${(err as Error).message}\n${output.slice(-4000)}`);
    });
    return { url, simUrl: sim.url, runtime: wranglerRuntime(port), playLeft: simPlayLeft(sim), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function startDirect(vars: Record<string, string>): Promise<BenchSite> {
  const sim = await startSim({ port: 0, secret: LOCAL_UPSTREAM_SECRET });
  try {
    const inspect = process.env.BENCH_INSPECT;
    if (inspect !== undefined && !/^\d{1,5}$/.test(inspect)) throw new Error('BENCH_INSPECT takes a port number');
    const edge = await startDirectEdge({
      upstreamBase: sim.url,
      upstreamSecret: LOCAL_UPSTREAM_SECRET,
      adminToken: LOCAL_ADMIN_TOKEN,
      vars,
      inspectorPort: inspect === undefined ? undefined : Number(inspect),
    });
    const stop = async () => {
      await edge.stop();
      await sim.close();
    };
    return { url: edge.url, simUrl: sim.url, runtime: childRuntime(), playLeft: simPlayLeft(sim), stop };
  } catch (err) {
    await sim.close();
    throw err;
  }
}

/**
 * wrangler starts workerd and helpers in its own process group: stop the whole group. A workerd
 * swamped by the baseline may outlive wrangler's exit: whatever is left of the group gets SIGKILL.
 */
async function stopProcessGroup(child: ChildProcess): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-pgid, name);
      return true;
    } catch {
      return false; // No process left in the group.
    }
  };
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (signal('SIGTERM')) await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  } else {
    signal('SIGTERM');
  }
  for (let i = 0; i < 30 && signal(0); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  signal('SIGKILL');
}
