// Serves the simulator over real HTTP on Node. The port is bound first, so that with port 0 the
// world's absolute media URLs can name the port that was actually picked.
import { createAdaptorServer } from '@hono/node-server';
import { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SimClock } from './clock';
import { type SimApp, createSimApp } from './app';
import type { World } from './world/types';

export interface StartSimOptions {
  secret: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  seed?: number;
  ballMs?: number;
  /** Origin clients reach the simulator at; defaults to the bound URL. */
  publicUrl?: string;
  /** Pins the clock at start (epoch ms). */
  now?: number;
}

export interface RunningSim {
  url: string;
  port: number;
  clock: SimClock;
  world: World;
  close(): Promise<void>;
}

export const DEFAULT_SIM_PORT = 8790;

export async function startSim(options: StartSimOptions): Promise<RunningSim> {
  const host = options.host ?? '127.0.0.1';
  let sim: SimApp | undefined;
  const server = createAdaptorServer({
    // HTTP/1 only (the default), so env carries a node IncomingMessage for the raw URL and drops.
    fetch: (request, env) =>
      sim ? sim.app.fetch(request, env.incoming instanceof IncomingMessage ? { incoming: env.incoming } : {}) : new Response('{"status":"error","message":"Starting"}', { status: 503 }),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_SIM_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? (address satisfies AddressInfo).port : (options.port ?? DEFAULT_SIM_PORT);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  sim = createSimApp({
    secret: options.secret,
    publicUrl: options.publicUrl ?? url,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.ballMs !== undefined ? { ballMs: options.ballMs } : {}),
    ...(options.now !== undefined ? { now: options.now } : {}),
  });
  const { clock, world } = sim;
  return {
    url,
    port,
    clock,
    world,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Keep-alive connections would hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
