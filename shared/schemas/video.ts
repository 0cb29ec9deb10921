// Videos (team and exclusive videos), and the YouTube link rule of the video modal.
import { z } from '../zod';
import { OptionalIdSchema } from './primitives';

/** The upstream writes the date as `created_at` or `createdAt`; both read into `createdAt`. */
export const VideoSchema = z.pipe(
  z.looseObject({
    video_url: z.string().check(z.minLength(1)),
    thumb_url: z.nullish(z.string()),
    title: z.string(),
    created_at: z.nullish(z.string()),
    createdAt: z.nullish(z.string()),
    /** What the video is about (docs/upstream-api.md): its series (cid) and match, when it has them. */
    series_id: OptionalIdSchema,
    match_id: OptionalIdSchema,
  }),
  z.transform(({ created_at, ...rest }) => ({ ...rest, createdAt: rest.createdAt ?? created_at ?? null })),
);
export type Video = z.infer<typeof VideoSchema>;

// SPEC section 5: a video link must be a YouTube watch URL. youtube.com/watch?v=ID on the desktop,
// bare or mobile host; youtu.be short links and /embed/ or /shorts/ paths are not watch URLs. The id
// is YouTube's 11-character form, so what reaches the embed path can be nothing else.
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function parseUrl(value: string): URL | null {
  // Not URL.canParse: the workers type definitions lack it.
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The video id of a YouTube watch URL, or null for anything else. */
export function youTubeWatchId(value: string): string | null {
  const url = parseUrl(value.trim());
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (!YOUTUBE_HOSTS.has(url.hostname) || url.pathname !== '/watch' || url.username || url.password) return null;
  const id = url.searchParams.get('v') ?? '';
  return YOUTUBE_ID.test(id) ? id : null;
}

/** SPEC section 5: a video link must be a YouTube watch URL. */
export const YouTubeWatchUrlSchema = z.string().check(
  z.trim(),
  z.refine((value) => youTubeWatchId(value) !== null, { message: 'Invalid YouTube URL' }),
);
