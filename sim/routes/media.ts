// Media, like a CDN: every URL of sim/media/urls.ts drawn on request, the story clip and uploaded
// profile pictures. Unsigned and cacheable for a day; anything unknown is a 404.
import { Hono, type Context } from 'hono';
import { z } from '../../shared/zod';
import { AD_ART } from '../content/ads';
import { ApiError, onApiError } from '../content/api-reply';
import type { ArticleType } from '../content/article-model';
import { authorByUsername } from '../content/authors';
import { findArticle } from '../content/news-feed';
import { findStory } from '../content/stories';
import { teamMemberById } from '../content/team-members';
import { userStateFor } from '../content/users';
import { videoById } from '../content/videos';
import { adBannerSvg } from '../media/ad-banner';
import { articleImageSvg } from '../media/article-image';
import { byteRange, storyClip } from '../media/clip';
import { flagSvg, hasDesignedFlag } from '../media/flag';
import { playerAvatarSvg } from '../media/player-avatar';
import { portraitSvg } from '../media/portrait';
import { storyImageSvg } from '../media/story-image';
import { teamLogoSvg } from '../media/team-logo';
import { slugify } from '../media/urls';
import { videoThumbSvg } from '../media/video-thumb';
import type { SimContext, World } from '../world/types';

const CACHE_CONTROL = 'public, max-age=86400';
const TYPE_LABEL: Record<ArticleType, string> = {
  news: 'Cricket News',
  top_story: 'Top Story',
  fantasy: 'Fantasy',
  weekly_recap: 'Weekly Recap',
};

function svg(c: Context, body: string) {
  return c.body(body, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': CACHE_CONTROL });
}

function notFound(what: string): never {
  throw new ApiError(404, `${what} not found`);
}

// File names are parsed like any other input, but a name that does not parse is simply not one of
// our files: a CDN answers 404 there, not 400.
const NumericSvg = z.pipe(
  z.string().check(z.regex(/^\d{1,12}\.svg$/)),
  z.transform((f) => Number(f.slice(0, -4))),
);
const SlugSvg = z.pipe(
  z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}\.svg$/)),
  z.transform((f) => f.slice(0, -4)),
);
const GroupId = z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number));
const UploadName = z.string().check(z.regex(/^user-\d+-\d+\.(png|jpg|webp|gif)$/));

function fileOr404<S extends z.ZodMiniType>(schema: S, value: string): z.output<S> {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : notFound('Media');
}

const numericFile = (file: string) => fileOr404(NumericSvg, file);
const slugFile = (file: string) => fileOr404(SlugSvg, file);

/** Countries the world mentions, plus those with a designed flag. */
function knownCountry(world: World, slug: string): string | undefined {
  const names = new Set<string>([
    ...world.teams.map((t) => t.country),
    ...world.venues.map((v) => v.country),
    ...world.teams.flatMap((t) => t.players.map((p) => p.country)),
  ]);
  for (const name of names) if (slugify(name) === slug) return name;
  return hasDesignedFlag(slug) ? slug.replace(/-/g, ' ').replace(/\b\w/g, (ch) => ch.toUpperCase()) : undefined;
}

export function mediaRoutes(ctx: SimContext) {
  const app = new Hono();
  app.onError(onApiError);
  const { world } = ctx;
  const seed = ctx.config.seed;

  app.get('/media/teams/:file', (c) => {
    const team = world.team(numericFile(c.req.param('file')));
    return team ? svg(c, teamLogoSvg(seed, team)) : notFound('Team');
  });

  app.get('/media/players/:file', (c) => {
    const player = world.player(numericFile(c.req.param('file')));
    return player ? svg(c, playerAvatarSvg(player, world.team(player.team_id))) : notFound('Player');
  });

  app.get('/media/flags/:file', (c) => {
    const country = knownCountry(world, slugFile(c.req.param('file')));
    return country ? svg(c, flagSvg(country)) : notFound('Flag');
  });

  app.get('/media/articles/:file', (c) => {
    const a = findArticle(world, numericFile(c.req.param('file')), ctx.now());
    return a ? svg(c, articleImageSvg(seed, a.id, a.title, a.isLive ? 'Live' : TYPE_LABEL[a.type])) : notFound('Article');
  });

  app.get('/media/authors/:file', (c) => {
    const a = authorByUsername(slugFile(c.req.param('file')));
    return a ? svg(c, portraitSvg(a.name, a.designation)) : notFound('Author');
  });

  app.get('/media/stories/clip.webm', async (c) => {
    const bytes = await storyClip();
    const headers = { 'content-type': 'video/webm', 'cache-control': CACHE_CONTROL, 'accept-ranges': 'bytes' };
    const range = byteRange(c.req.header('range'), bytes.length);
    if (range === 'invalid') return c.body(null, 416, { ...headers, 'content-range': `bytes */${bytes.length}` });
    if (!range) return c.body(bytes, 200, headers);
    const [start, end] = range;
    return c.body(bytes.slice(start, end + 1), 206, { ...headers, 'content-range': `bytes ${start}-${end}/${bytes.length}` });
  });

  app.get('/media/stories/:group/:file', (c) => {
    const group = fileOr404(GroupId, c.req.param('group'));
    const found = findStory(world, group, numericFile(c.req.param('file')));
    return found ? svg(c, storyImageSvg(seed, found.story.id, found.story.title)) : notFound('Story');
  });

  app.get('/media/videos/:file', (c) => {
    const id = numericFile(c.req.param('file'));
    const video = videoById(world, id, ctx.now());
    return video ? svg(c, videoThumbSvg(seed, video.id, video.title)) : notFound('Video');
  });

  app.get('/media/members/:file', (c) => {
    const m = teamMemberById(numericFile(c.req.param('file')));
    return m ? svg(c, portraitSvg(m.name, m.designation)) : notFound('Team member');
  });

  app.get('/media/ads/:file', (c) => {
    const name = slugFile(c.req.param('file'));
    const art = AD_ART[name];
    return art ? svg(c, adBannerSvg(name, art)) : notFound('Ad');
  });

  // Profile pictures from POST /v1/user/updateProfile.
  app.get('/media/uploads/:file', (c) => {
    const upload = userStateFor(world).uploads.get(fileOr404(UploadName, c.req.param('file')));
    return upload
      ? c.body(upload.bytes, 200, { 'content-type': upload.type, 'cache-control': CACHE_CONTROL, 'x-content-type-options': 'nosniff' })
      : notFound('Upload');
  });

  app.get('/media/*', () => notFound('Media'));

  return app;
}
