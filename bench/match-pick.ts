// Which live match a bench scenario measures: one with more play left than the scenario lasts, so
// that no run measures a match ending (its topic going quiet, or stopping, mid-window). How much
// play is left comes from the simulator: its clock, and the match's end that its ball-by-ball
// script fixes (sim/live/match-view.ts's matchEndMs).
import { z } from '../shared/zod';
import { createSimApp } from '../sim/app';
import { matchEndMs } from '../sim/live/match-view';
import type { World } from '../sim/world/types';

/** Play a pushed scenario's match must have left beyond its window: time to open its sockets. */
export const OPEN_ALLOWANCE_MS = 60_000;

export interface LiveMatch {
  id: number;
  format: string;
  startUtc: string;
}

export interface PlayableMatch extends LiveMatch {
  playLeftMs: number;
}

/** Milliseconds of play a match has left, or undefined when the simulator does not know it. */
export type PlayLeft = (matchId: number) => number | undefined;

/**
 * Of the live matches with more than `minPlayLeftMs` of play left, a T20 if there is one, else the
 * one that started last: on the simulator's rolling slots a new T20 starts every 160 s and lasts
 * about 250 deliveries. Throws, naming each live match's play left, when none has enough.
 */
export function pickPlayable(live: LiveMatch[], playLeftMs: PlayLeft, minPlayLeftMs: number): PlayableMatch {
  const known = live.map((m) => ({ ...m, playLeftMs: playLeftMs(m.id) }));
  const playable = known
    .filter((m): m is PlayableMatch => m.playLeftMs !== undefined && m.playLeftMs > minPlayLeftMs)
    .sort((a, b) => Number(/T20/.test(b.format)) - Number(/T20/.test(a.format)) || b.startUtc.localeCompare(a.startUtc));
  const pick = playable[0];
  if (pick) return pick;
  const seen = known.map((m) => `${m.id} (${m.playLeftMs === undefined ? 'unknown' : `${Math.round(m.playLeftMs / 1000)} s`})`).join(', ');
  throw new Error(`no live match has more than ${Math.round(minPlayLeftMs / 1000)} s of play left; live: ${seen || 'none'}`);
}

/** Play left by the simulator's own world and clock. */
export function simPlayLeft(sim: { world: World; clock: { now(): number } }): PlayLeft {
  return (id) => {
    const fixture = sim.world.fixture(id);
    return fixture && matchEndMs(sim.world, fixture) - sim.clock.now();
  };
}

const ClockState = z.object({ now: z.number(), pinned: z.boolean(), ballMs: z.number() });

/**
 * Play left on a simulator in another process (BENCH_SIM_URL): a replica of its world, built here
 * from its seed (SIM_SEED, the default unless given) and its ball time and clock (GET /__sim/clock).
 */
export async function replicaPlayLeft(simUrl: string, seed: number): Promise<PlayLeft> {
  const state = ClockState.parse(await (await fetch(`${simUrl}/__sim/clock`, { signal: AbortSignal.timeout(30_000) })).json());
  const replica = createSimApp({ secret: 'replica', publicUrl: simUrl, seed, ballMs: state.ballMs, now: state.now });
  if (!state.pinned) replica.clock.release();
  return simPlayLeft(replica);
}
