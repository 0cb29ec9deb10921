// `npm start`: the simulator (unless UPSTREAM_BASE names a real upstream) and the edge Worker under
// wrangler's local runtime, serving the built SPA at http://127.0.0.1:8787. Ctrl-C stops both.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSim } from '../sim/server';
import { startEdge } from './edge-process';
import { LOCAL_ADMIN_TOKEN, LOCAL_UPSTREAM_SECRET } from './local-secrets';
import { developmentVapidKeyPair, vapidVars } from './vapid-keys';

const port = Number(process.env.PORT ?? 8787);
const simPort = Number(process.env.SIM_PORT ?? 8790);
const upstreamSecret = process.env.UPSTREAM_SECRET ?? LOCAL_UPSTREAM_SECRET;
const adminToken = process.env.ADMIN_TOKEN ?? LOCAL_ADMIN_TOKEN;
const persistTo = fileURLToPath(new URL('../.wrangler/state', import.meta.url));

const sim = process.env.UPSTREAM_BASE
  ? null
  : await startSim({
      port: simPort,
      secret: upstreamSecret,
      seed: process.env.SIM_SEED ? Number(process.env.SIM_SEED) : undefined,
      ballMs: process.env.SIM_BALL_MS ? Number(process.env.SIM_BALL_MS) : undefined,
    });
const upstreamBase = process.env.UPSTREAM_BASE ?? sim!.url;

mkdirSync(persistTo, { recursive: true });
// The ads settings may come from the environment, e.g. `ADS_HOST=127.0.0.1 npm start` to see ads locally.
const vars: Record<string, string> = Object.fromEntries(
  ['ADS_HOST', 'PROMO_MATCH_ID'].flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
);
// Local development: pages on any local port (a dev server of the SPA) may open live sockets. The
// Worker allows only the site itself when ALLOWED_ORIGINS is empty, as wrangler.toml ships it.
vars.ALLOWED_ORIGINS = process.env.ALLOWED_ORIGINS ?? 'http://127.0.0.1:*,http://localhost:*';
// On the simulator, /login offers a development sign-in as one of its test fans; a real upstream
// (UPSTREAM_BASE) has real accounts, and gets Google's alone.
if (sim) vars.DEV_SIGN_IN = 'true';
// Push alerts with a development VAPID pair, kept beside the local state so a browser's subscription
// outlives a restart (production's pair is two wrangler secrets).
Object.assign(vars, vapidVars(await developmentVapidKeyPair(fileURLToPath(new URL('../.wrangler/vapid-dev.json', import.meta.url)))));
const edge = await startEdge({ port, upstreamBase, upstreamSecret, adminToken, persistTo, inheritOutput: true, vars });

console.log(`\n  Cricket site:  ${edge.url}`);
console.log(`  Upstream:      ${upstreamBase}${sim ? '  (embedded simulator)' : ''}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await edge.stop();
  await sim?.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
