// The runtime `npm run bench:floor` measures: bench/floor-worker.js in Miniflare, with the Worker
// itself on the listening socket (as scripts/direct-edge.ts runs the site's Worker) and
// wrangler.toml's compatibility date and flags, so that both send with the same runtime settings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { waitUntilServing } from '../scripts/edge-process';
import { freePort } from '../scripts/free-port';
import { childRuntime, type Runtime } from './live-support';

export interface FloorSite {
  url: string;
  runtime: Runtime;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

/** wrangler.toml's compatibility date and flags (top-level lines: `name = "..."` and `name = [...]`). */
function compatibility(): { compatibilityDate: string; compatibilityFlags: string[] } {
  const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8');
  const date = /^compatibility_date = "([\d-]+)"$/m.exec(toml)?.[1];
  if (!date) throw new Error('wrangler.toml has no compatibility_date line');
  const flags = /^compatibility_flags = (\[.*\])$/m.exec(toml)?.[1];
  return { compatibilityDate: date, compatibilityFlags: flags ? (JSON.parse(flags) as string[]) : [] };
}

/** The floor's runtime is counted as this process's workerd children: start it while no other runs. */
export async function startFloorSite(): Promise<FloorSite> {
  const port = await freePort();
  const mf = new Miniflare({
    name: 'bench-floor',
    modules: true,
    scriptPath: join(root, 'bench/floor-worker.js'),
    ...compatibility(),
    durableObjects: { FLOOR: 'Floor' },
    unsafeDirectSockets: [{ host: '127.0.0.1', port }],
  });
  try {
    await mf.ready;
    const url = `http://127.0.0.1:${port}`;
    await waitUntilServing(url, () => undefined, READY_TIMEOUT_MS);
    return { url, runtime: childRuntime(), stop: () => mf.dispose() };
  } catch (err) {
    await mf.dispose();
    throw err;
  }
}
