// The live wire protocol between the browser and the edge's topic objects: one version constant,
// one discriminated union per direction, topic names and close codes. docs/live-protocol.md says
// what each frame means and when it is sent; this file is what both sides validate against.
import { z } from './zod';
import { KEY_EVENTS_PER_FRAME_MAX } from './constants';
import type { JsonObject } from './merge-patch';

export const PROTOCOL_VERSION = 1;

// Topics ------------------------------------------------------------------------------------------

export type Topic = { kind: 'carousel' } | { kind: 'schedule-live' } | { kind: 'match'; id: number } | { kind: 'blog'; id: number };

const ID = /^[1-9]\d{0,11}$/;

/** Reads a topic name ('carousel', 'schedule-live', 'match/87006', 'blog/3674'); null if it is none. */
export function parseTopic(name: string): Topic | null {
  if (name === 'carousel' || name === 'schedule-live') return { kind: name };
  const [kind, id, ...rest] = name.split('/');
  if (rest.length > 0 || id === undefined || !ID.test(id)) return null;
  if (kind === 'match' || kind === 'blog') return { kind, id: Number(id) };
  return null;
}

export function topicName(topic: Topic): string {
  return topic.kind === 'match' || topic.kind === 'blog' ? `${topic.kind}/${topic.id}` : topic.kind;
}

/**
 * The topics a match centre draws in its first render, its match's and the live strip's. The page
 * reads their snapshots before that render (web/src/lib/live/prime-topic.ts) and the edge preloads
 * them with the page (edge/src/pages/route-preloads.ts). A match id no topic can have is left out.
 */
export function matchCentreTopics(matchId: number | null): string[] {
  const match = matchId === null ? null : topicName({ kind: 'match', id: matchId });
  return match !== null && parseTopic(match) !== null ? [match, 'carousel'] : ['carousel'];
}

export const TopicNameSchema = z.string().check(
  z.maxLength(32),
  z.refine((name) => parseTopic(name) !== null, { error: 'is not a live topic' }),
);

// Frames the client sends ---------------------------------------------------------------------------

const SeqSchema = z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER));

export const ClientMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('subscribe'),
    topic: TopicNameSchema,
    /** The last seq the client applied: it is sent what came after, or a snapshot. */
    since: z.optional(SeqSchema),
    /** The epoch of that seq's snapshot; a different epoch means the seq means nothing here. */
    epoch: z.optional(z.string().check(z.maxLength(64))),
  }),
  z.strictObject({ type: z.literal('unsubscribe'), topic: TopicNameSchema }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

/** The exact ping frame the edge answers without waking the topic's object. */
export const PING_FRAME = '{"type":"ping"}';
export const PONG_FRAME = '{"type":"pong"}';

// Frames the server sends ---------------------------------------------------------------------------

/**
 * A frame's state or patch: a JSON object. A frame is read with JSON.parse, every value of which is
 * JSON already, so only its being an object is checked here, not each of its values: walking them
 * with z.json() took 10 to 30 ms for one carousel snapshot (35 matches, 56 KB), on every snapshot a
 * fan's phone received. What a page reads of the state it parses with its own schema (the carousel's
 * matches with MatchSchema).
 */
const JsonObjectSchema = z.custom<JsonObject>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
const TimeSchema = z.number().check(z.int(), z.nonnegative());

export const LiveState = z.enum(['live', 'stale', 'recovered']);
export type LiveState = z.infer<typeof LiveState>;

export const ErrorCode = z.enum(['bad_frame', 'not_found', 'too_many_topics', 'unavailable', 'rate_limited', 'frame_too_large']);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** What a key event of a match is: the moments a fan is told of, on the page and by push. */
export const KeyEventKind = z.enum([
  'match_start',
  'four',
  'six',
  'wicket',
  'hat_trick_chance',
  'fifty',
  'hundred',
  'five_wickets',
  'over_end',
  'innings_break',
  'result',
]);
export type KeyEventKind = z.infer<typeof KeyEventKind>;

/**
 * A key event of a match, decided once by the edge from the change that brought it
 * (edge/src/live/match-key-events.ts). `id` is stable: the same moment has the same id in every
 * frame that carries it, so a client that has shown an id once never shows it again.
 */
export const KeyEvent = z.strictObject({
  id: z.string().check(z.maxLength(64)),
  kind: KeyEventKind,
  match_id: z.number().check(z.int(), z.positive()),
  /** The innings it happened in; 0 for the start and the result. */
  innings: z.number().check(z.int(), z.nonnegative()),
  /** The ball, as overs are written ('12.3'); absent where there is no ball (start, result). */
  over: z.optional(z.string().check(z.maxLength(8))),
  /** The side batting when it happened; absent for the start and the result. */
  batting_team_id: z.optional(z.number().check(z.int(), z.positive())),
  /** The player it is about: the batter out or at a milestone, the bowler on a hat-trick or a five-for. */
  player_id: z.optional(z.number().check(z.int(), z.positive())),
  /** The batting side's score after it, with its short name: 'IND 187/6 (18.2)'. */
  score: z.optional(z.string().check(z.maxLength(64))),
  /** One plain-text line for a toast, a notification or a screen reader: 'Wicket! Kohli c Smith b Starc 45 (32)'. */
  text: z.string().check(z.maxLength(280)),
});
export type KeyEvent = z.infer<typeof KeyEvent>;

export const ServerMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('snapshot'),
    topic: TopicNameSchema,
    seq: SeqSchema,
    epoch: z.string(),
    /** When the edge received the upstream answer that produced this state (ms since the epoch). */
    at: z.optional(TimeSchema),
    data: JsonObjectSchema,
    /** Present while the upstream fails: `data` is the last good state, stale since this time. */
    stale: z.optional(z.strictObject({ since: TimeSchema })),
  }),
  z.strictObject({
    type: z.literal('patch'),
    topic: TopicNameSchema,
    seq: SeqSchema,
    /** When the edge received the upstream answer that produced the state at `seq` (ms since the epoch). */
    at: z.optional(TimeSchema),
    /** RFC 7386 merge patch, with the `$array` extension of shared/merge-patch.ts, for seq - 1. */
    patch: JsonObjectSchema,
    /**
     * A match topic's key events in this change, oldest first; absent when there are none. A
     * snapshot never carries any, so a client that reconnects is not told of a moment twice.
     */
    events: z.optional(z.array(KeyEvent).check(z.maxLength(KEY_EVENTS_PER_FRAME_MAX))),
  }),
  z.strictObject({
    type: z.literal('status'),
    topic: TopicNameSchema,
    state: LiveState,
    /** When the topic entered this state (ms since the epoch). */
    since: z.optional(TimeSchema),
  }),
  z.strictObject({
    type: z.literal('error'),
    code: ErrorCode,
    message: z.string(),
    topic: z.optional(z.string()),
  }),
  z.strictObject({ type: z.literal('pong') }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
export type SnapshotFrame = Extract<ServerMessage, { type: 'snapshot' }>;
export type PatchFrame = Extract<ServerMessage, { type: 'patch' }>;

// Close codes ---------------------------------------------------------------------------------------

export const CloseCode = {
  /** The client unsubscribed from its last topic, or said goodbye. */
  normal: 1000,
  /** The edge is shutting down: reconnect with `since`. */
  goingAway: 1001,
  /** A binary frame: the protocol is JSON text only. */
  unsupportedData: 1003,
  /** A frame over LIVE_MAX_CLIENT_FRAME_BYTES. */
  tooLarge: 1009,
  /** A frame that is not JSON or not a ClientMessage. */
  badFrame: 4400,
  /** The socket's only topic does not exist upstream (an unknown match or article id). */
  notFound: 4404,
  /** More than LIVE_CLIENT_FRAMES_PER_WINDOW frames in LIVE_CLIENT_RATE_WINDOW_MS. */
  rateLimited: 4429,
} as const;
export type CloseCode = (typeof CloseCode)[keyof typeof CloseCode];

/**
 * The reason of a goingAway close when the edge drains a leaf (before a deploy, or to move load):
 * it names the window over which its sockets should come back, each at a random moment in it.
 */
export function drainReason(windowMs: number): string {
  return `reconnect within ${Math.round(windowMs)} ms`;
}

/** The reconnect window a close reason names; null when it names none. */
export function reconnectWindowOf(reason: string): number | null {
  const match = /^reconnect within (\d{1,7}) ms$/.exec(reason);
  return match ? Number(match[1]) : null;
}

/** Parses one text frame from the server; undefined if it is not a ServerMessage. */
export function parseServerFrame(text: string): ServerMessage | undefined {
  const result = ServerMessage.safeParse(parseJson(text));
  return result.success ? result.data : undefined;
}

/** Parses one text frame from a client; undefined if it is not a ClientMessage. */
export function parseClientFrame(text: string): ClientMessage | undefined {
  const result = ClientMessage.safeParse(parseJson(text));
  return result.success ? result.data : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
