// The simulator as one Hono app: request counting, fault injection and the signature check in that
// order, then every route module, mounted here so this file reads as the upstream's route table.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { SimClock } from './clock';
import { checkSignature } from './control/check-signature';
import { controlRoutes } from './control/control-routes';
import { FaultBook, injectFaults } from './control/faults';
import type { NodeBindings } from './control/raw-path';
import { RequestStats, countRequests } from './control/request-stats';
import { authorsRoutes } from './routes/authors';
import { cacheRoutes } from './routes/cache';
import { fantasyRoutes } from './routes/fantasy';
import { matchesRoutes } from './routes/matches';
import { mediaRoutes } from './routes/media';
import { miscRoutes } from './routes/misc';
import { newsRoutes } from './routes/news';
import { playersRoutes } from './routes/players';
import { rankingRoutes } from './routes/ranking';
import { scheduleRoutes } from './routes/schedule';
import { seriesRoutes } from './routes/series';
import { storiesRoutes } from './routes/stories';
import { teamsRoutes } from './routes/teams';
import { userRoutes } from './routes/user';
import type { SimConfig, SimContext, World } from './world/types';
import { buildWorld } from './world/world';

export const DEFAULT_SEED = 2026;
export const DEFAULT_BALL_MS = 4_000;

export interface SimAppOptions {
  secret: string;
  /** Origin the simulator is reached at; image URLs are absolute under it. */
  publicUrl: string;
  seed?: number;
  ballMs?: number;
  /** Pins the clock at start (epoch ms); the world is built for that moment's year. */
  now?: number;
}

export interface SimApp {
  app: Hono<{ Bindings: NodeBindings }>;
  clock: SimClock;
  world: World;
  config: SimConfig;
}

export function createSimApp(options: SimAppOptions): SimApp {
  const config: SimConfig = {
    seed: options.seed ?? DEFAULT_SEED,
    ballMs: options.ballMs ?? DEFAULT_BALL_MS,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    secret: options.secret,
  };
  if (!Number.isInteger(config.seed)) throw new Error('seed must be an integer');
  if (!Number.isInteger(config.ballMs) || config.ballMs < 1) throw new Error('ballMs must be a positive integer');
  const clock = new SimClock();
  if (options.now !== undefined) clock.pin(options.now);
  const world = buildWorld(config, clock.now(), () => clock.now());
  const ctx: SimContext = { config, world, now: () => clock.now() };
  const stats = new RequestStats();
  const faults = new FaultBook();

  const app = new Hono<{ Bindings: NodeBindings }>();
  app.use(countRequests(stats));
  app.use(injectFaults(faults));
  app.use(checkSignature(config.secret));

  app.route('/__sim', controlRoutes({ stats, faults, clock, config, world }));
  // The world's calls.
  app.route('/', scheduleRoutes(ctx));
  app.route('/', seriesRoutes(ctx));
  app.route('/', teamsRoutes(ctx));
  app.route('/', playersRoutes(ctx));
  app.route('/', rankingRoutes(ctx));
  app.route('/', fantasyRoutes(ctx));
  // The live engine's.
  app.route('/', matchesRoutes(ctx));
  // Content: news, authors, stories, misc pages, users, cache purge and media.
  app.route('/', newsRoutes(ctx));
  app.route('/', authorsRoutes(ctx));
  app.route('/', storiesRoutes(ctx));
  app.route('/', miscRoutes(ctx));
  app.route('/', userRoutes(ctx));
  app.route('/', cacheRoutes(ctx));
  app.route('/', mediaRoutes(ctx));

  app.notFound((c) => c.json({ status: 'error', message: `No such call: ${c.req.method} ${c.req.path}` }, 404));
  // Never a stack trace on the wire: the message of a deliberate HTTP error, else a generic one.
  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      return c.json({ status: 'error', message: err.message || 'Request failed' }, err.status);
    }
    console.error('[sim] unhandled error:', err instanceof Error ? err.message : err);
    return c.json({ status: 'error', message: 'Internal server error' }, 500);
  });

  return { app, clock, world, config };
}
