// Signed-in users, their bearer tokens and uploads, held in memory per world (a restart forgets
// them, as a test upstream should). Google sign-in is faked: only development tokens are accepted.
import { createHash } from 'node:crypto';
import { DEV_GOOGLE_TOKEN, DEV_GOOGLE_TOKEN_PREFIX, DEV_USER_EMAIL } from '../../shared/constants';
import type { World } from '../world/types';
import type { FavouriteTeam } from '../../shared/schemas/favourite-teams';

// The development tokens are the site's too: its development sign-in sends them (shared/constants.ts).
export { DEV_GOOGLE_TOKEN, DEV_GOOGLE_TOKEN_PREFIX, DEV_USER_EMAIL };

/**
 * New accounts get this mobile until the user sets one: Google does not share a phone number, and
 * the profile form lets the phone be edited only while it is this placeholder (SPEC.md section 5).
 */
export const PLACEHOLDER_MOBILE = '0000000000';

export interface UserRecord {
  id: number;
  name: string;
  email: string;
  mobile: string;
  birthdate: string;
  state: string;
  profilePic: string;
  /** The fan's teams (POST /v1/user/favouriteTeams); absent from the profile until first saved. */
  favouriteTeams?: FavouriteTeam[];
}

export interface Upload {
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface UserState {
  byEmail: Map<string, UserRecord>;
  /** Bearer token to user id; logout deletes the entry. */
  tokens: Map<string, number>;
  /** Article id to the keys of who liked it ('user:7', 'session:abc'). */
  likes: Map<number, Set<string>>;
  /** Profile pictures by file name, served under /media/uploads/. */
  uploads: Map<string, Upload>;
  issued: number;
}

const states = new WeakMap<World, UserState>();

export function userStateFor(world: World): UserState {
  let state = states.get(world);
  if (!state) {
    state = { byEmail: new Map(), tokens: new Map(), likes: new Map(), uploads: new Map(), issued: 0 };
    states.set(world, state);
  }
  return state;
}

/** The email a development Google token stands for, or null for any other token. */
export function emailFromGoogleToken(accessToken: string): string | null {
  if (accessToken === DEV_GOOGLE_TOKEN) return DEV_USER_EMAIL;
  if (!accessToken.startsWith(DEV_GOOGLE_TOKEN_PREFIX)) return null;
  const email = accessToken.slice(DEV_GOOGLE_TOKEN_PREFIX.length).trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

/** 'priya.raman@x.com' reads as 'Priya Raman': Google would send the display name. */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? 'user';
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Finds or creates the account and issues a fresh token; tokens are derived, not random. */
export function signIn(world: World, email: string): string {
  const state = userStateFor(world);
  let user = state.byEmail.get(email);
  if (!user) {
    user = { id: state.byEmail.size + 1, name: nameFromEmail(email), email, mobile: PLACEHOLDER_MOBILE, birthdate: '', state: '', profilePic: '' };
    state.byEmail.set(email, user);
  }
  state.issued += 1;
  const token = createHash('sha256').update(`${world.config.seed}:${world.config.secret}:${email}:${state.issued}`).digest('hex').slice(0, 48);
  state.tokens.set(token, user.id);
  return token;
}

export function userForToken(world: World, token: string | null): UserRecord | undefined {
  if (!token) return undefined;
  const state = userStateFor(world);
  const id = state.tokens.get(token);
  if (id === undefined) return undefined;
  for (const user of state.byEmail.values()) if (user.id === id) return user;
  return undefined;
}

export function signOut(world: World, token: string): void {
  userStateFor(world).tokens.delete(token);
}

/** The token of an 'Authorization: Bearer x' header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function profileOf(user: UserRecord) {
  return {
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    birthdate: user.birthdate,
    state: user.state,
    profilePic: user.profilePic,
    ...(user.favouriteTeams ? { favouriteTeams: user.favouriteTeams } : {}),
  };
}
