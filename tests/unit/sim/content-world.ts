// A real world on a pinned clock for the content route tests: the modules are driven directly
// with app.request(), as sim/app.ts would mount them.
import { SimClock } from '../../../sim/clock';
import { buildWorld } from '../../../sim/world/world';
import type { SimConfig, SimContext } from '../../../sim/world/types';

/** A Friday afternoon, UTC, with several rolling live matches under way. */
export const AT = Date.UTC(2026, 10, 20, 15, 0, 0);
export const BALL_MS = 2000;

export function contentSim(seed = 42, at = AT) {
  const clock = new SimClock();
  clock.pin(at);
  const config: SimConfig = { seed, ballMs: BALL_MS, publicUrl: 'http://sim.test', secret: 'test-secret' };
  const world = buildWorld(config, at, () => clock.now());
  const ctx: SimContext = { config, world, now: () => clock.now() };
  return { clock, config, world, ctx };
}

/** The JSON body as a plain record, for envelope checks the schemas do not cover. */
export async function jsonOf(res: Response): Promise<Record<string, unknown>> {
  const body: unknown = await res.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('expected a JSON object');
  return { ...body };
}

export function post(path: string, body: unknown, headers: Record<string, string> = {}): [string, RequestInit] {
  return [path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }];
}
