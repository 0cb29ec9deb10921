// A simulator on a free port over real HTTP, and a client that signs like the edge does.
import { signatureHeaders } from '../../../shared/signing';
import { type RunningSim, type StartSimOptions, startSim } from '../../../sim/server';

export const SECRET = 'sim-test-secret';
/** A Friday evening in November 2026: the T10 league, a quadrangular and the Ashes build-up. */
export const PINNED = Date.parse('2026-11-20T14:30:00Z');

export interface Harness {
  sim: RunningSim;
  /** A signed GET; returns the status and the body text exactly as sent. */
  get(pathWithQuery: string): Promise<{ status: number; text: string }>;
  /** A signed GET that must succeed; returns the parsed body. */
  json(pathWithQuery: string): Promise<unknown>;
  control(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

export async function startHarness(options: Partial<StartSimOptions> = {}): Promise<Harness> {
  const sim = await startSim({ port: 0, secret: SECRET, now: PINNED, ...options });
  const get = async (pathWithQuery: string) => {
    const headers = await signatureHeaders(SECRET, { method: 'GET', pathWithQuery, body: null });
    const response = await fetch(`${sim.url}${pathWithQuery}`, { headers });
    return { status: response.status, text: await response.text() };
  };
  return {
    sim,
    get,
    async json(pathWithQuery) {
      const { status, text } = await get(pathWithQuery);
      if (status !== 200) throw new Error(`GET ${pathWithQuery}: HTTP ${status} ${text.slice(0, 200)}`);
      return JSON.parse(text);
    },
    async control(method, path, body) {
      const response = await fetch(`${sim.url}/__sim${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}
