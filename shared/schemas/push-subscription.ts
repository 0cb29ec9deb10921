// A browser's push subscription and the fan's choices for it, as the app sends them to the edge
// (PUT /push/subscription, docs/push.md): the subscription as PushSubscription.toJSON() gives it, and
// for each followed team the key events that alert the fan. Checked again at the edge, which only
// ever posts to the push services it knows (edge/src/push/push-endpoints.ts).
import { FAVOURITE_TEAMS_MAX, PUSH_ENDPOINT_MAX_CHARS } from '../constants';
import { z } from '../zod';
import { ALERT_KINDS } from './favourite-teams';

const TeamIdSchema = z.number().check(z.int(), z.positive(), z.lte(9_999_999_999));

/** base64url without padding, of `bytes` bytes: what PushSubscription.toJSON() writes for its keys. */
function base64UrlOf(bytes: number) {
  const chars = Math.ceil((bytes * 4) / 3);
  return z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}$`), `must be ${bytes} bytes in base64url`));
}

export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'must be an https URL' }).check(
    z.maxLength(PUSH_ENDPOINT_MAX_CHARS, `must be at most ${PUSH_ENDPOINT_MAX_CHARS} characters`),
  ),
  /** The browser's P-256 public key (uncompressed, 65 bytes) and its 16-byte auth secret (RFC 8291). */
  keys: z.object({ p256dh: base64UrlOf(65), auth: base64UrlOf(16) }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

export const PushTeamChoiceSchema = z.object({
  team_id: TeamIdSchema,
  /** Empty: the team alerts of nothing (muted), and the edge forgets the subscription for it. */
  alerts: z.array(z.enum(ALERT_KINDS)).check(z.maxLength(ALERT_KINDS.length)),
});
export type PushTeamChoice = z.infer<typeof PushTeamChoiceSchema>;

/**
 * PUT /push/subscription: the fan's followed teams with their choices, and the teams the device
 * alerted of before and no longer follows (`drop`), so the edge forgets them too.
 */
export const PushSubscribeSchema = z.object({
  subscription: PushSubscriptionSchema,
  teams: z.array(PushTeamChoiceSchema).check(
    z.maxLength(FAVOURITE_TEAMS_MAX, `at most ${FAVOURITE_TEAMS_MAX} teams`),
    z.refine((teams) => new Set(teams.map((team) => team.team_id)).size === teams.length, 'each team once'),
  ),
  drop: z._default(z.array(TeamIdSchema).check(z.maxLength(4 * FAVOURITE_TEAMS_MAX, `at most ${4 * FAVOURITE_TEAMS_MAX} teams`)), []),
});
export type PushSubscribe = z.infer<typeof PushSubscribeSchema>;

/** DELETE /push/subscription: the device stops alerts for these teams (all it followed, when it unsubscribes). */
export const PushUnsubscribeSchema = z.object({
  endpoint: PushSubscriptionSchema.shape.endpoint,
  team_ids: z.array(TeamIdSchema).check(z.minLength(1, 'at least one team'), z.maxLength(4 * FAVOURITE_TEAMS_MAX, `at most ${4 * FAVOURITE_TEAMS_MAX} teams`)),
});
export type PushUnsubscribe = z.infer<typeof PushUnsubscribeSchema>;

/**
 * What a push message carries, encrypted for the one browser (RFC 8291), for its service worker to
 * show: the notification's words, the match's tag (a newer moment replaces an older one of the same
 * match), where a tap goes, and the crest.
 */
export const PushNotificationSchema = z.object({
  /** The key event's id (shared/live-protocol.ts), so a page open on the match does not tell it again. */
  id: z.string().check(z.maxLength(64)),
  title: z.string().check(z.maxLength(120)),
  body: z.string().check(z.maxLength(400)),
  tag: z.string().check(z.maxLength(64)),
  /** A path on the site: the match centre. */
  url: z.string().check(z.regex(/^\/[^/\\]/, 'must be a path on the site'), z.maxLength(300)),
  icon: z.optional(z.string().check(z.maxLength(500))),
});
export type PushNotification = z.infer<typeof PushNotificationSchema>;

/** The type of the message the service worker posts to a page in front with a pushed moment, for it to tell. */
export const PUSHED_MOMENT = 'pushed-moment';
