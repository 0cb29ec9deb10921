// `npm run sim`: the simulator on its own. Configuration comes from the environment, parsed once;
// a bad value stops the start with the variable's name.
import { z } from '../shared/zod';
import { DEFAULT_BALL_MS, DEFAULT_SEED } from './app';
import { DEFAULT_SIM_PORT, startSim } from './server';

const intFrom = (fallback: number, min: number, max: number) =>
  z.pipe(
    z.optional(
      z.pipe(
        z.pipe(z.string().check(z.regex(/^\d+$/, 'must be a whole number')), z.transform(Number)),
        z.number().check(z.int(), z.gte(min), z.lte(max)),
      ),
    ),
    z.transform((v) => v ?? fallback),
  );

const Env = z.object({
  SIM_PORT: intFrom(DEFAULT_SIM_PORT, 0, 65_535),
  SIM_SEED: intFrom(DEFAULT_SEED, 0, 2 ** 31 - 1),
  SIM_BALL_MS: intFrom(DEFAULT_BALL_MS, 1, 3_600_000),
  SIM_HOST: z.optional(z.string().check(z.minLength(1))),
  SIM_PUBLIC_URL: z.optional(z.url()),
  UPSTREAM_SECRET: z.pipe(
    z.optional(z.string().check(z.minLength(1))),
    z.transform((v) => v ?? 'local-dev-secret-change-me'),
  ),
});

const parsed = Env.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`[sim] ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const env = parsed.data;

const sim = await startSim({
  port: env.SIM_PORT,
  seed: env.SIM_SEED,
  ballMs: env.SIM_BALL_MS,
  secret: env.UPSTREAM_SECRET,
  ...(env.SIM_HOST ? { host: env.SIM_HOST } : {}),
  ...(env.SIM_PUBLIC_URL ? { publicUrl: env.SIM_PUBLIC_URL } : {}),
});
console.log(`[sim] upstream simulator on ${sim.url} (seed ${env.SIM_SEED}, one ball every ${env.SIM_BALL_MS} ms)`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[sim] ${signal}: stopping`);
  await sim.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
