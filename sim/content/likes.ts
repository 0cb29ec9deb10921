// Likes kept in memory, one per viewer per article. A viewer is the signed-in user when the bearer
// token is valid, else the browser session (x-session-id), so anonymous likes also toggle.
import { SESSION_ID_HEADER } from '../../shared/constants';
import type { World } from '../world/types';
import type { LikeView } from './article-model';
import { bearerToken, userForToken, userStateFor } from './users';

/** Any header reader: Hono's c.req.header works as it is. */
export type HeaderReader = (name: string) => string | undefined;

export function viewerKey(world: World, header: HeaderReader): string {
  const user = userForToken(world, bearerToken(header('authorization')));
  if (user) return `user:${user.id}`;
  const session = header(SESSION_ID_HEADER)?.trim();
  return session ? `session:${session.slice(0, 128)}` : 'anonymous';
}

export function likeViewFor(world: World, articleId: number, viewer: string): LikeView {
  const set = userStateFor(world).likes.get(articleId);
  return { extraLikes: set?.size ?? 0, likedByViewer: set?.has(viewer) ?? false };
}

/** Adds or removes the viewer's like; repeating either is harmless. */
export function setLike(world: World, articleId: number, viewer: string, liked: boolean): void {
  const likes = userStateFor(world).likes;
  let set = likes.get(articleId);
  if (!set) {
    set = new Set();
    likes.set(articleId, set);
  }
  if (liked) set.add(viewer);
  else set.delete(viewer);
}
