// The Misc calls of SPEC.md section 7: meta records, custom pages, the team, exclusive videos,
// ads, the contact form and crash logs; and the home page's facts, records read from scorecards.
import { Hono } from 'hono';
import { z } from '../../shared/zod';
import { adsFor } from '../content/ads';
import { ApiError, jsonBody, onApiError, optionalIntParam, parseInput } from '../content/api-reply';
import { customPage } from '../content/custom-pages';
import { recentFacts } from '../content/facts';
import { metaFor } from '../content/meta';
import { plantedCampaign, plantedPage } from '../content/planted';
import { teamMembers } from '../content/team-members';
import { exclusiveVideos } from '../content/videos';
import type { SimContext } from '../world/types';

const Slug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a lowercase slug'));
const SlugPath = z.object({ slug: Slug });
const VideoQuery = z.object({ series: optionalIntParam(1, Number.MAX_SAFE_INTEGER), match: optionalIntParam(1, Number.MAX_SAFE_INTEGER) });

const FeedbackBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Full Name is required'), z.maxLength(120)),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Email ID is required')), z.email('Email ID is not valid')),
  subject: z.string().check(z.trim(), z.minLength(1, 'Subject is required'), z.maxLength(200)),
  body: z.string().check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(5000)),
  type: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), 'feedback'),
});

const LogBody = z.object({
  type: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  info: z.object({
    stack: z.optional(z.string().check(z.maxLength(20_000))),
    message: z.optional(z.string().check(z.maxLength(2_000))),
    userAgent: z.optional(z.string().check(z.maxLength(1_000))),
    href: z.optional(z.string().check(z.maxLength(2_000))),
    referrer: z.optional(z.string().check(z.maxLength(2_000))),
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

  // series (a cid) and match narrow the list to the videos of one series or one match; an unknown
  // id is a 404, a known one with nothing out yet an empty list.
  app.get('/v1/misc/exclusiveVideos', (c) => {
    const filter = parseInput(VideoQuery, c.req.query());
    if (filter.series !== undefined && !ctx.world.seriesById(filter.series)) throw new ApiError(404, `Series ${filter.series} not found`);
    if (filter.match !== undefined && !ctx.world.fixture(filter.match)) throw new ApiError(404, `Match ${filter.match} not found`);
    const videos = exclusiveVideos(ctx.world, ctx.now(), filter);
    return c.json({ status: 'success', data: videos.map(({ team_ids: _teams, ...v }) => v) });
  });

  app.get('/v1/ads/:campaign', (c) => {
    const { campaign } = parseInput(z.object({ campaign: Slug }), c.req.param());
    return c.json({ status: 'success', data: plantedCampaign(ctx.world, campaign) ?? adsFor(ctx.config, campaign) });
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
