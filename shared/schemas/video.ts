// Videos (team and exclusive videos), and the YouTube link rule of the video modal.
import { z } from 'zod';

/** The upstream writes the date as `created_at` or `createdAt`; both read into `createdAt`. */
export const VideoSchema = z
  .looseObject({
    video_url: z.string().min(1),
    thumb_url: z.string().nullish(),
    title: z.string(),
    created_at: z.string().nullish(),
    createdAt: z.string().nullish(),
  })
  .transform(({ created_at, ...rest }) => ({ ...rest, createdAt: rest.createdAt ?? created_at ?? null }));
export type Video = z.infer<typeof VideoSchema>;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

function parseUrl(value: string): URL | null {
  // Not URL.canParse: the workers type definitions lack it.
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function isYouTubeWatchUrl(value: string): boolean {
  const url = parseUrl(value);
  return (
    url !== null &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    YOUTUBE_HOSTS.has(url.hostname) &&
    url.pathname === '/watch' &&
    (url.searchParams.get('v') ?? '') !== ''
  );
}

/** SPEC section 5: a video link must be a YouTube watch URL. */
export const YouTubeWatchUrlSchema = z
  .string()
  .trim()
  .refine(isYouTubeWatchUrl, { message: 'Invalid YouTube URL' });
