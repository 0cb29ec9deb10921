// Media, like a CDN: every URL of sim/media/urls.ts drawn on request, the story clip and uploaded
// profile pictures. Unsigned and cacheable for a day; anything unknown is a 404.
import { Hono, type Context } from 'hono';
import { z } from '../../shared/zod';
import { AD_ART } from '../content/ads';
import { ApiError, onApiError } from '../content/api-reply';
import { authorByUsername } from '../content/authors';
import { findArticle } from '../content/news-feed';
import { findStory } from '../content/stories';
import { teamMemberById } from '../content/team-members';
import { madeUpTeamVideo } from '../content/team-videos';
import { userStateFor } from '../content/users';
import { videoById } from '../content/videos';
import { adBannerSvg } from '../media/ad-banner';
import { articleImageSvg } from '../media/article-image';
import { byteRange, storyClip } from '../media/clip';
import { flagSvg, hasDesignedFlag } from '../media/flag';
import { playerAvatarSvg } from '../media/player-avatar';
import { portraitSvg } from '../media/portrait';
import { webpOf } from '../media/raster';
import { storyImageSvg } from '../media/story-image';
import { teamLogoSvg } from '../media/team-logo';
import { slugify } from '../media/urls';
import { videoThumbSvg } from '../media/video-thumb';
import type { SimContext, World } from '../world/types';

const CACHE_CONTROL = 'public, max-age=86400';

/** A generated picture in the format its file name asks: the drawing itself, or WebP as a CDN serves photos. */
async function picture(c: Context, format: PictureFormat, svg: string) {
  if (format === 'svg') return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': CACHE_CONTROL });
  const webp = await webpOf(svg);
  return c.body(new Uint8Array(webp), 200, { 'content-type': 'image/webp', 'cache-control': CACHE_CONTROL });
}

function notFound(what: string): never {
  throw new ApiError(404, `${what} not found`);
}

// File names are parsed like any other input, but a name that does not parse is simply not one of
// our files: a CDN answers 404 there, not 400.
type PictureFormat = 'svg' | 'webp';
const pictureName = (f: string) => ({ name: f.slice(0, f.lastIndexOf('.')), format: f.slice(f.lastIndexOf('.') + 1) as PictureFormat });
const NumericFile = z.pipe(
  z.string().check(z.regex(/^\d{1,12}\.(svg|webp)$/)),
  z.transform((f) => {
    const file = pictureName(f);
    return { ...file, id: Number(file.name) };
  }),
);
const SlugFile = z.pipe(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}\.(svg|webp)$/)), z.transform(pictureName));
const GroupId = z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number));
const UploadName = z.string().check(z.regex(/^user-\d+-\d+\.(png|jpg|webp|gif)$/));

function fileOr404<S extends z.ZodMiniType>(schema: S, value: string): z.output<S> {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : notFound('Media');
}

const numericFile = (file: string) => fileOr404(NumericFile, file);
const slugFile = (file: string) => fileOr404(SlugFile, file);

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
    const file = numericFile(c.req.param('file'));
    const team = world.team(file.id);
    return team ? picture(c, file.format, teamLogoSvg(seed, team)) : notFound('Team');
  });

  app.get('/media/players/:file', (c) => {
    const file = numericFile(c.req.param('file'));
    const player = world.player(file.id);
    return player ? picture(c, file.format, playerAvatarSvg(player, world.team(player.team_id))) : notFound('Player');
  });

  app.get('/media/flags/:file', (c) => {
    const file = slugFile(c.req.param('file'));
    const country = knownCountry(world, file.name);
    return country ? picture(c, file.format, flagSvg(country)) : notFound('Flag');
  });

  app.get('/media/articles/:file', (c) => {
    const file = numericFile(c.req.param('file'));
    const a = findArticle(world, file.id, ctx.now());
    return a ? picture(c, file.format, articleImageSvg(seed, a.id, a.title)) : notFound('Article');
  });

  app.get('/media/authors/:file', (c) => {
    const file = slugFile(c.req.param('file'));
    const a = authorByUsername(file.name);
    return a ? picture(c, file.format, portraitSvg(a.name, a.designation)) : notFound('Author');
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
    const file = numericFile(c.req.param('file'));
    const found = findStory(world, group, file.id);
    return found ? picture(c, file.format, storyImageSvg(seed, found.story.id, found.story.title)) : notFound('Story');
  });

  app.get('/media/videos/:file', (c) => {
    const file = numericFile(c.req.param('file'));
    const video = videoById(world, file.id, ctx.now());
    return video ? picture(c, file.format, videoThumbSvg(seed, video.id, video.title)) : notFound('Video');
  });

  app.get('/media/team-videos/:file', (c) => {
    const file = numericFile(c.req.param('file'));
    const video = madeUpTeamVideo(world, file.id, ctx.now());
    return video ? picture(c, file.format, videoThumbSvg(seed, video.id, video.title)) : notFound('Video');
  });

  app.get('/media/members/:file', (c) => {
    const file = numericFile(c.req.param('file'));
    const m = teamMemberById(file.id);
    return m ? picture(c, file.format, portraitSvg(m.name, m.designation)) : notFound('Team member');
  });

  app.get('/media/ads/:file', (c) => {
    const file = slugFile(c.req.param('file'));
    // Own keys only: a file named 'constructor' must not find Object.prototype's.
    const art = Object.hasOwn(AD_ART, file.name) ? AD_ART[file.name] : undefined;
    return art ? picture(c, file.format, adBannerSvg(file.name, art)) : notFound('Ad');
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
