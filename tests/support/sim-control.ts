// The simulator's control API (/__sim/*), as tests use it.
import { z } from 'zod';

const StatsSchema = z.object({ requests: z.record(z.string(), z.number()) });

export async function simRequests(simUrl: string): Promise<Record<string, number>> {
  const response = await fetch(`${simUrl}/__sim/stats`);
  return StatsSchema.parse(await response.json()).requests;
}

export type Fault =
  | { path: string; status: number }
  | { path: string; delayMs: number }
  | { path: string; garbage: true }
  | { path: string; drop: true };

export async function setFault(simUrl: string, fault: Fault): Promise<void> {
  const response = await fetch(`${simUrl}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`setting a fault failed: HTTP ${response.status}`);
}

export async function clearFaults(simUrl: string): Promise<void> {
  await fetch(`${simUrl}/__sim/faults`, { method: 'DELETE' });
}
