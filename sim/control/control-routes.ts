// The control API under /__sim, unsigned: request stats, fault injection, the sim clock, planted
// content and a health probe. Tests, benches and scripts/start.ts depend on these exact shapes.
import { Hono, type Context } from 'hono';
import { z } from '../../shared/zod';
import type { SimClock } from '../clock';
import { articleHref } from '../content/article-model';
import { clearPlanted, plantArticle, plantCampaign, plantPage } from '../content/planted';
import type { SimConfig, SimFixture, World } from '../world/types';
import { ballScript } from '../live/ball-script';
import { matchEvents, matchStatus, matchSummary } from '../live/match-view';
import { carouselFixtures } from '../routes/matches';
import { FaultBook, FaultSchema } from './faults';
import { MATCH_PHASES, type MatchPhase, type PhaseMatch } from './match-phases';
import type { RequestStats } from './request-stats';
import { KEY_EVENT_KINDS } from '../live/script-types';

/** A moment as epoch ms or an ISO date(-time) string such as '2026-05-01T14:00:00Z'. */
const MomentSchema = z.union([
  z.number().check(z.int(), z.nonnegative(), z.lte(8.64e15)),
  z.pipe(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'now must be epoch ms or an ISO date')),
    z.transform((text, ctx) => {
      const ms = Date.parse(text);
      if (Number.isNaN(ms)) {
        ctx.issues.push({ code: 'custom', message: `${text} is not a date`, input: text });
        return z.NEVER;
      }
      return ms;
    }),
  ),
]);

/** How far a seek steps the clock at a time: an over, at most. */
const SEEK_STEP_BALLS = 6;
/** How far ahead of the clock a seek looks, in balls: a few matches of every lane. */
const SEEK_MAX_BALLS = 1800;
/**
 * How soon the moment a seek awaits comes, in balls: twenty overs at most. The test's jump to it
 * moves every match of the world as far, and each live match of the carousel tells it what it
 * bowled on the way (KEY_EVENTS_PER_FRAME_MAX in a frame).
 */
const AWAIT_MAX_BALLS = 120;

/** Balls hit for four or six, by the name a seek awaits them by. */
const BOUNDARY_RUNS = { four: 4, six: 6 } as const;
/**
 * `awaiting`: and with a key event of that kind still to come (a chase may be won without another
 * wicket), or a ball hit for four or six; `within`: that many balls at most (AWAIT_MAX_BALLS when
 * absent). A jump of many balls comes to the edge as one change too big for its resume ring, so a
 * socket resuming across it gets a snapshot: a test of what a resume replays awaits a moment close by.
 */
const SeekBody = z
  .strictObject({
    phase: z.enum(Object.keys(MATCH_PHASES) as [MatchPhase, ...MatchPhase[]]),
    awaiting: z.optional(z.enum([...KEY_EVENT_KINDS, 'four', 'six'])),
    within: z.optional(z.number().check(z.int(), z.positive(), z.lte(AWAIT_MAX_BALLS))),
  })
  .check(z.refine((body) => body.within === undefined || body.awaiting !== undefined, { message: 'within goes with awaiting' }));
const MatchIdSchema = z.number().check(z.int(), z.positive());
/** `kind`: the next key event of that kind only (a wicket, a fifty: sim/live/script-types.ts). */
const NextEventBody = z.strictObject({ matchId: MatchIdSchema, kind: z.optional(z.enum(KEY_EVENT_KINDS)) });
const NextBoundaryBody = z.strictObject({ matchId: MatchIdSchema, runs: z.union([z.literal(4), z.literal(6)]) });

const ClockBody = z.union([
  z.strictObject({ now: MomentSchema }),
  z.strictObject({ advanceMs: z.number().check(z.int(), z.nonnegative(), z.lte(8.64e15)) }),
  z.strictObject({ release: z.literal(true) }),
]);

/** Ids up to a billion, so a planted block's id (article id × 1000 + position) stays a safe integer. */
const PlantedArticleBody = z.strictObject({
  id: z.number().check(z.int(), z.positive(), z.lte(999_999_999)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  content: z.string().check(z.maxLength(1_000_000)),
  faqs: z._default(
    z
      .array(
        z.strictObject({ question: z.string().check(z.minLength(1), z.maxLength(2_000)), answer: z.string().check(z.maxLength(20_000)) }),
      )
      .check(z.maxLength(50)),
    [],
  ),
  blocks: z._default(
    z
      .array(z.strictObject({ title: z.string().check(z.maxLength(300)), body: z.string().check(z.maxLength(200_000)) }))
      .check(z.maxLength(500)),
    [],
  ),
  /** A live article (isLive), and when it was published; default not live, published now. */
  isLive: z._default(z.boolean(), false),
  publishedAt: z.optional(MomentSchema),
});

const PlantedCampaignBody = z.strictObject({
  campaign: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'campaign must be a lowercase slug')),
  ads: z.array(z.strictObject({ target: z.string().check(z.maxLength(2_000)), image: z.string().check(z.maxLength(2_000)) })).check(z.maxLength(10)),
});

const PlantedPageBody = z.strictObject({
  slug: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'slug must be a lowercase slug')),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  content: z.string().check(z.maxLength(1_000_000)),
});

export interface ControlDeps {
  stats: RequestStats;
  faults: FaultBook;
  clock: SimClock;
  config: SimConfig;
  world: World;
}

function badRequest(c: Context, error: z.core.$ZodError) {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return c.json({ status: 'error', message: `${where}${issue?.message ?? 'Invalid body'}` }, 400);
}

async function jsonOrNull(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return null;
  }
}

export function controlRoutes({ stats, faults, clock, config, world }: ControlDeps): Hono {
  const app = new Hono();
  const clockState = () => ({ now: clock.now(), pinned: clock.pinned, ballMs: config.ballMs });

  app.get('/health', (c) => c.json({ ok: true }));

  app.get('/stats', (c) => c.json({ requests: stats.snapshot() }));
  app.delete('/stats', (c) => {
    stats.reset();
    return c.json({ ok: true });
  });

  app.get('/faults', (c) => c.json({ faults: faults.list() }));
  app.post('/faults', async (c) => {
    const parsed = FaultSchema.safeParse(await jsonOrNull(c));
    if (!parsed.success) return badRequest(c, parsed.error);
    faults.add(parsed.data);
    return c.json({ ok: true, faults: faults.list() });
  });
  app.delete('/faults', (c) => {
    faults.clear();
    return c.json({ ok: true });
  });

  app.get('/clock', (c) => c.json(clockState()));
  // Pin to a moment, step forward, or let the clock run again from where it stands.
  app.post('/clock', async (c) => {
    const parsed = ClockBody.safeParse(await jsonOrNull(c));
    if (!parsed.success) return badRequest(c, parsed.error);
    const body = parsed.data;
    if ('now' in body) clock.pin(body.now);
    else if ('advanceMs' in body) clock.advance(body.advanceMs);
    else clock.release();
    return c.json(clockState());
  });

  /** The match's next ball hit for `runs` after `at` (within `balls`), and when it is bowled: then it is in the match's answers. */
  const nextBoundaryAt = (fixture: SimFixture, at: number, runs: 4 | 6, balls = SEEK_MAX_BALLS) => {
    const bowledAt = (slot: number) => fixture.startMs + (slot + 1) * config.ballMs;
    const ball = ballScript(world, fixture).deliveries.find((d) => bowledAt(d.slot) > at && d.batRuns === runs);
    return ball && bowledAt(ball.slot) <= at + balls * config.ballMs ? { ball, atMs: bowledAt(ball.slot) } : null;
  };

  // Moves the clock forward to the first moment a live match of the carousel is in the phase asked
  // for (control/match-phases.ts), and answers that match's summary as the carousel has it then.
  app.post('/clock/seek', async (c) => {
    const parsed = SeekBody.safeParse(await jsonOrNull(c));
    if (!parsed.success) return badRequest(c, parsed.error);
    const { phase, awaiting, within = AWAIT_MAX_BALLS } = parsed.data;
    const inPhase = MATCH_PHASES[phase];
    const start = clock.now();
    const step = SEEK_STEP_BALLS * config.ballMs;
    const ahead = SEEK_MAX_BALLS * config.ballMs;
    const comes = (fixture: SimFixture, at: number) => {
      if (awaiting === undefined) return true;
      if (awaiting === 'four' || awaiting === 'six') return nextBoundaryAt(fixture, at, BOUNDARY_RUNS[awaiting], within) !== null;
      return matchEvents(world, fixture, at + within * config.ballMs).some((event) => event.atMs > at && event.kind === awaiting);
    };
    for (let at = start; at <= start + ahead; at += step) {
      for (const fixture of carouselFixtures(world, at)) {
        if (matchStatus(world, fixture, at) !== 'Live') continue;
        const summary = matchSummary(world, fixture, at);
        if (!inPhase(summary as PhaseMatch) || !comes(fixture, at)) continue;
        clock.advance(at - start);
        return c.json({ ...clockState(), match: summary });
      }
    }
    const awaited = awaiting ? ` with a ${awaiting} in its next ${within} balls` : '';
    return c.json({ status: 'error', message: `No live match is ${phase}${awaited} within ${SEEK_MAX_BALLS} balls` }, 404);
  });

  // Moves the clock forward to just after the next key event of a live match (a wicket, a milestone:
  // each a block of its live blog), and answers the event: a test watching for the next one gets it
  // at once, instead of waiting for play to bring it.
  app.post('/clock/next-event', async (c) => {
    const parsed = NextEventBody.safeParse(await jsonOrNull(c));
    if (!parsed.success) return badRequest(c, parsed.error);
    const start = clock.now();
    const fixture = world.fixture(parsed.data.matchId);
    if (!fixture || matchStatus(world, fixture, start) !== 'Live') {
      return c.json({ status: 'error', message: `Match ${parsed.data.matchId} is not live` }, 404);
    }
    const { kind } = parsed.data;
    const next = matchEvents(world, fixture, start + SEEK_MAX_BALLS * config.ballMs).find((event) => event.atMs > start && (kind === undefined || event.kind === kind));
    if (!next) return c.json({ status: 'error', message: `Match ${parsed.data.matchId} has no ${kind ?? 'key'} event within ${SEEK_MAX_BALLS} balls` }, 404);
    clock.advance(next.atMs + 1 - start);
    return c.json({ ...clockState(), event: { at: new Date(next.atMs).toISOString(), title: next.title } });
  });

  // Moves the clock forward to just after the next four or six hit in a live match, and answers the
  // ball: a test of what a page does with a pushed boundary gets one at once.
  app.post('/clock/next-boundary', async (c) => {
    const parsed = NextBoundaryBody.safeParse(await jsonOrNull(c));
    if (!parsed.success) return badRequest(c, parsed.error);
    const { matchId, runs } = parsed.data;
    const start = clock.now();
    const fixture = world.fixture(matchId);
    if (!fixture || matchStatus(world, fixture, start) !== 'Live') {
      return c.json({ status: 'error', message: `Match ${matchId} is not live` }, 404);
    }
    const next = nextBoundaryAt(fixture, start, runs);
    if (!next) return c.json({ status: 'error', message: `Match ${matchId} has no ${runs === 6 ? 'six' : 'four'} within ${SEEK_MAX_BALLS} balls` }, 404);
    const { ball, atMs } = next;
    clock.advance(atMs - start);
    return c.json({ ...clockState(), ball: { at: new Date(atMs).toISOString(), inning: ball.inning, over: `${ball.over}.${ball.ball}`, commentary: ball.commentary } });
  });

  // Content served as the CMS would hold it, HTML untouched, in front of the generated content; the
  // edge caches answers as usual, so plant before the first read and use a fresh id or slug each time.
  app.post('/planted/articles', async (c) => {
    const parsed = PlantedArticleBody.safeParse(await jsonOrNull(c));
    if (!parsed.success) return badRequest(c, parsed.error);
    const article = plantArticle(world, clock.now(), parsed.data);
    return c.json({
      ok: true,
      id: article.id,
      slug: article.slug,
      href: articleHref(article),
      liveBlogHref: `/live-blogs/${article.slug}-${article.id}`,
    });
  });
  app.post('/planted/pages', async (c) => {
    const parsed = PlantedPageBody.safeParse(await jsonOrNull(c));
    if (!parsed.success) return badRequest(c, parsed.error);
    plantPage(world, parsed.data);
    return c.json({ ok: true, slug: parsed.data.slug });
  });
  app.post('/planted/campaigns', async (c) => {
    const parsed = PlantedCampaignBody.safeParse(await jsonOrNull(c));
    if (!parsed.success) return badRequest(c, parsed.error);
    plantCampaign(world, parsed.data.campaign, parsed.data.ads);
    return c.json({ ok: true, campaign: parsed.data.campaign });
  });
  app.delete('/planted', (c) => {
    clearPlanted(world);
    return c.json({ ok: true });
  });

  app.notFound((c) => c.json({ status: 'error', message: 'Unknown control call' }, 404));
  return app;
}
