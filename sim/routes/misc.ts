// The Misc calls of SPEC.md section 7: meta records, custom pages, the team, exclusive videos,
// ads, the contact form and crash logs; and the home page's facts, records read from scorecards.
import { Hono } from 'hono';
import { z } from 'zod';
import { adsFor } from '../content/ads';
import { ApiError, jsonBody, onApiError, optionalIntParam, parseInput } from '../content/api-reply';
import { customPage } from '../content/custom-pages';
import { recentFacts } from '../content/facts';
import { metaFor } from '../content/meta';
import { plantedPage } from '../content/planted';
import { teamMembers } from '../content/team-members';
import { exclusiveVideos } from '../content/videos';
import type { SimContext } from '../world/types';

const Slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a lowercase slug');
const SlugPath = z.object({ slug: Slug });

const FeedbackBody = z.object({
  name: z.string().trim().min(1, 'Full Name is required').max(120),
  email: z.string().trim().min(1, 'Email ID is required').pipe(z.email('Email ID is not valid')),
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  body: z.string().trim().min(1, 'Message is required').max(5000),
  type: z.string().trim().min(1).max(40).default('feedback'),
});

const LogBody = z.object({
  type: z.string().trim().min(1).max(40),
  info: z.object({
    stack: z.string().max(20_000).optional(),
    message: z.string().max(2_000).optional(),
    userAgent: z.string().max(1_000).optional(),
    href: z.string().max(2_000).optional(),
    referrer: z.string().max(2_000).optional(),
  }),
});

/** What the misc calls received, in memory, for tests and for a look while debugging. */
export interface MiscInbox {
  feedback: z.output<typeof FeedbackBody>[];
  logs: z.output<typeof LogBody>[];
}

export function miscRoutes(ctx: SimContext) {
  const app = new Hono();
  app.onError(onApiError);
  const inbox: MiscInbox = { feedback: [], logs: [] };
  const keep = <T>(list: T[], item: T) => {
    list.push(item);
    if (list.length > 500) list.shift();
  };

  app.get('/v1/misc/meta/:slug', (c) => {
    const { slug } = parseInput(SlugPath, c.req.param());
    return c.json({ status: 'success', data: metaFor(ctx.config, slug) });
  });

  // cg_random is the SPA's cache buster: checked, then ignored.
  app.get('/v1/misc/customPage/:slug', (c) => {
    const { slug } = parseInput(SlugPath, c.req.param());
    parseInput(z.object({ cg_random: optionalIntParam(0, Number.MAX_SAFE_INTEGER) }), c.req.query());
    const page = plantedPage(ctx.world, slug) ?? customPage(slug);
    if (!page) throw new ApiError(404, `Page ${slug} not found`);
    return c.json({ status: 'success', data: page });
  });

  // Records of the last 30 days of play, from the completed matches' scorecards.
  app.get('/v1/misc/facts', (c) => c.json({ status: 'success', data: recentFacts(ctx.world, ctx.now()) }));

  app.get('/v1/misc/ourTeam', (c) => c.json({ status: 'success', data: teamMembers(ctx.config) }));

  app.get('/v1/misc/exclusiveVideos', (c) =>
    c.json({ status: 'success', data: exclusiveVideos(ctx.world, ctx.now()).map(({ team_ids: _teams, ...v }) => v) }),
  );

  app.get('/v1/ads/:campaign', (c) => {
    const { campaign } = parseInput(z.object({ campaign: Slug }), c.req.param());
    return c.json({ status: 'success', data: adsFor(ctx.config, campaign) });
  });

  app.post('/v1/misc/feedback', async (c) => {
    const feedback = parseInput(FeedbackBody, await jsonBody(c));
    keep(inbox.feedback, feedback);
    return c.json({ status: 'success', message: 'Thank you for contacting us. We will get back to you soon.' });
  });

  // Crash reports from the SPA's error boundary.
  app.post('/v1/misc/log', async (c) => {
    keep(inbox.logs, parseInput(LogBody, await jsonBody(c)));
    return c.json({ status: 'success', message: 'Logged' });
  });

  return Object.assign(app, { inbox });
}
