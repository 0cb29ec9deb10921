// The simulator's control API (/__sim/*), as tests use it.
import { z } from '../../shared/zod';
import type { MatchPhase } from '../../sim/control/match-phases';
import type { KeyEventKind } from '../../sim/live/script-types';
import type { WireMatch } from './wire-match';

const StatsSchema = z.object({ requests: z.record(z.string(), z.number()) });

export async function simRequests(simUrl: string): Promise<Record<string, number>> {
  const response = await fetch(`${simUrl}/__sim/stats`);
  return StatsSchema.parse(await response.json()).requests;
}

export type Fault =
  { path: string; status: number; retryAfter?: number } | { path: string; delayMs: number } | { path: string; garbage: true } | { path: string; drop: true };

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

/**
 * Moves the simulator's clock to the first moment a live match of the carousel is in `phase`
 * (sim/control/match-phases.ts) and returns that match as the carousel lists it then: a test gets a
 * match in the state it needs at once, instead of waiting for the lanes to reach one. The edge's
 * copy of the carousel catches up within its lifetime (5 s); the match's own topic at its next poll.
 * `awaiting`: a match with a key event of that kind to come within 120 balls (a chase may end without
 * a wicket), or a ball hit for four or six; `within`: as many balls at most.
 */
export async function seekMatch<T extends WireMatch>(simUrl: string, phase: MatchPhase, options: { awaiting?: KeyEventKind | 'four' | 'six'; within?: number } = {}): Promise<T> {
  const { match } = (await postControl(simUrl, '/clock/seek', { phase, ...options })) as { match: T };
  return match;
}

/**
 * Moves the simulator's clock to just after the next key event of live match `matchId` (a wicket or a
 * milestone, each a block of its live blog; of `kind` only, when given) and returns the event's title: a test that watches for a
 * new block gets one at once. The edge's copy catches up at its next poll of the blocks (10 s).
 */
export async function nextKeyEvent(simUrl: string, matchId: number, kind?: KeyEventKind): Promise<string> {
  const { event } = (await postControl(simUrl, '/clock/next-event', { matchId, ...(kind ? { kind } : {}) })) as { event: { title: string } };
  return event.title;
}

/**
 * Moves the simulator's clock to just after the next four or six hit in live match `matchId`, and
 * returns the ball: its innings, over ('12.3') and commentary.
 */
export async function nextBoundary(simUrl: string, matchId: number, runs: 4 | 6): Promise<{ inning: number; over: string; commentary: string }> {
  const { ball } = (await postControl(simUrl, '/clock/next-boundary', { matchId, runs })) as { ball: { inning: number; over: string; commentary: string } };
  return ball;
}

const ClockSchema = z.object({ now: z.number(), pinned: z.boolean() });

/** Stops the simulator's clock where it is: nothing changes upstream until it moves or runs again. */
export async function pinSimClock(simUrl: string): Promise<void> {
  const { now } = ClockSchema.parse(await (await fetch(`${simUrl}/__sim/clock`)).json());
  await postControl(simUrl, '/clock', { now });
}

/** Runs the simulator's clock again from where it stands. */
export async function releaseSimClock(simUrl: string): Promise<void> {
  await postControl(simUrl, '/clock', { release: true });
}

/** Moves the simulator's clock forward; a running clock keeps running from the new point. */
export async function advanceSimClock(simUrl: string, ms: number): Promise<void> {
  const response = await fetch(`${simUrl}/__sim/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  if (!response.ok) throw new Error(`advancing the clock failed: HTTP ${response.status}`);
}

export interface PlantedArticle {
  id: number;
  title: string;
  content: string;
  faqs?: { question: string; answer: string }[];
  /** Live-blog blocks, oldest first. */
  blocks?: { title: string; body: string }[];
  /** A live article; default false. */
  isLive?: boolean;
  /** ISO date or epoch ms; default now. */
  publishedAt?: string | number;
}

const PlantedArticleReply = z.object({ id: z.number(), href: z.string(), liveBlogHref: z.string() });

/** Serves the article (HTML as given) from the upstream; returns its article and live-blog paths. */
export async function plantArticle(simUrl: string, article: PlantedArticle): Promise<z.infer<typeof PlantedArticleReply>> {
  return PlantedArticleReply.parse(await postControl(simUrl, '/planted/articles', article));
}

/** Serves the custom page at `slug` (HTML as given) in place of the generated one. */
export async function plantPage(simUrl: string, page: { slug: string; title: string; content: string }): Promise<void> {
  await postControl(simUrl, '/planted/pages', page);
}

/** Serves the campaign's ads (none: a campaign that answers no ads) in place of the house ads. */
export async function plantCampaign(simUrl: string, campaign: string, ads: { target: string; image: string }[]): Promise<void> {
  await postControl(simUrl, '/planted/campaigns', { campaign, ads });
}

async function postControl(simUrl: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${simUrl}/__sim${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /__sim${path} failed: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}
