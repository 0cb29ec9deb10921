// A whole local site for a test file: the simulator on a free port and the edge under wrangler's
// local runtime with a fresh (cold) state directory, pointed at it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEdge } from '../../scripts/edge-process';
import { LOCAL_ADMIN_TOKEN, LOCAL_UPSTREAM_SECRET } from '../../scripts/local-secrets';
import { startSim } from '../../sim/server';

export interface Site {
  url: string;
  simUrl: string;
  adminToken: string;
  stop(): Promise<void>;
  /**
   * Stops the edge and starts a new one on the same port and the same state directory, as after a
   * deploy or a crash: Durable Objects come back from storage. The simulator keeps running.
   */
  restartEdge(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface SiteOptions {
  /** The simulator's milliseconds per ball (its default when absent). */
  ballMs?: number;
  /** Extra Worker variables (wrangler --var). */
  vars?: Record<string, string>;
}

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const sim = await startSim({ port: 0, secret: LOCAL_UPSTREAM_SECRET, ballMs: options.ballMs });
  const persistTo = mkdtempSync(join(tmpdir(), 'cricket-edge-'));
  try {
    const edgeOptions = {
      port: await freePort(),
      upstreamBase: sim.url,
      upstreamSecret: LOCAL_UPSTREAM_SECRET,
      adminToken: LOCAL_ADMIN_TOKEN,
      persistTo,
      vars: options.vars,
    };
    let edge = await startEdge(edgeOptions);
    return {
      url: edge.url,
      simUrl: sim.url,
      adminToken: LOCAL_ADMIN_TOKEN,
      async restartEdge() {
        await edge.stop();
        edge = await startEdge(edgeOptions);
      },
      async stop() {
        await edge.stop();
        await sim.close();
        rmSync(persistTo, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await sim.close();
    throw err;
  }
}
