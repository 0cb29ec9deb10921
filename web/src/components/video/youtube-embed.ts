// The YouTube embed the video modal shows, and the one message it waits for. The CSP allows frames
// only from youtube-nocookie.com, which sets no cookies until the fan plays. With enablejsapi=1 the
// player answers a page that says it is listening with an onReady message: until that arrives (and
// offline it never does) the modal keeps its own facade up instead of a broken frame.
import { z } from '../../../../shared/zod';

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The embed address for a video id already checked by youTubeWatchId (11 URL-safe characters). */
export function youTubeEmbedUrl(id: string, pageOrigin: string): string {
  const query = new URLSearchParams({ autoplay: '1', enablejsapi: '1', origin: pageOrigin, rel: '0', playsinline: '1' });
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?${query.toString()}`;
}

/** The canonical watch address, for 'Open on YouTube': built from the id, never the raw upstream string. */
export function youTubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

/** What the page sends the player so that it starts talking (the iframe API's own handshake). */
export function listeningMessage(channelId: number): string {
  return JSON.stringify({ event: 'listening', id: channelId, channel: 'widget' });
}

const PlayerMessageSchema = z.looseObject({ event: z.string(), id: z.nullish(z.union([z.number(), z.string()])) });
const MAX_MESSAGE_CHARS = 64_000;

/**
 * Whether a window message is the player saying it is ready: from the embed origin only, JSON
 * (a string, as the player sends it, or an object), with event 'onReady'. Anything else, from any
 * other sender or of any other shape, is ignored.
 */
export function isPlayerReadyMessage(origin: string, data: unknown): boolean {
  if (origin !== YOUTUBE_EMBED_ORIGIN) return false;
  let value = data;
  if (typeof data === 'string') {
    if (data.length > MAX_MESSAGE_CHARS) return false;
    try {
      value = JSON.parse(data);
    } catch {
      return false;
    }
  }
  const message = PlayerMessageSchema.safeParse(value);
  return message.success && message.data.event === 'onReady';
}
