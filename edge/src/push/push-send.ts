// One push message to one browser: the notification encrypted for that browser alone (RFC 8291,
// aes128gcm), the request signed with the site's VAPID key (RFC 8292), posted to the subscription's
// push service (RFC 8030), and what its answer means for the subscription.
import { encryptNotification, vapidHeaders } from '@block65/webcrypto-web-push';
import { PUSH_TTL_SECONDS } from '../../../shared/constants';
import type { PushNotification } from '../../../shared/schemas/push-subscription';
import { retryAfterSeconds } from '../api/upstream-fetch';
import { isPushEndpoint } from './push-endpoints';
import type { StoredSubscription } from './push-team';

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** The push services allowed (push-endpoints.ts). */
  hosts: readonly string[];
}

/**
 * How long an isolate signs its pushes to one push service with the same VAPID token. A token is valid
 * for 12 hours (the library's `exp`); one for the push service, not the device (RFC 8292's `aud` is the
 * service's origin), so a wicket to a million FCM devices signs once per isolate, not a million times.
 */
const TOKEN_REUSE_MS = 60 * 60_000;
const TOKENS_KEPT = 64;

/** The Authorization header per push service origin and key pair, with when it is signed again. */
const tokens = new Map<string, { authorization: string; until: number }>();

async function vapidAuthorization(target: Parameters<typeof vapidHeaders>[0], vapid: VapidSettings, now = Date.now()): Promise<string> {
  const key = `${new URL(target.endpoint).origin} ${vapid.publicKey} ${vapid.subject}`;
  const kept = tokens.get(key);
  if (kept && kept.until > now) return kept.authorization;
  const { headers } = await vapidHeaders(target, vapid);
  tokens.delete(key);
  tokens.set(key, { authorization: headers.authorization, until: now + TOKEN_REUSE_MS });
  if (tokens.size > TOKENS_KEPT) tokens.delete(tokens.keys().next().value!);
  return headers.authorization;
}

/** How long a push service may take to answer before the send counts as failed (and is tried again). */
const SEND_TIMEOUT_MS = 10_000;

export type SendOutcome =
  | { kind: 'sent' }
  /** 404 or 410: the browser unsubscribed or the subscription expired; it is forgotten. */
  | { kind: 'gone'; status: number }
  /** 429, 5xx, a timeout or a failed connection: worth another try, after `retryAfter` seconds if the service said. */
  | { kind: 'retry'; reason: string; retryAfter?: number }
  /** Any other answer (a 400, a 413): trying again would get the same; it is logged and dropped. */
  | { kind: 'refused'; reason: string };

export async function sendPush(subscription: StoredSubscription, notification: PushNotification, topic: string, vapid: VapidSettings): Promise<SendOutcome> {
  if (!isPushEndpoint(subscription.endpoint, vapid.hosts)) return { kind: 'refused', reason: 'not an allowed push service' };
  const target = { endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } };
  // Unpadded: what a notification says (a public score) is no secret, and padding every message to
  // 4 KB would multiply what a wicket costs to send to millions of phones by ten.
  const body = await encryptNotification(target, new TextEncoder().encode(JSON.stringify(notification)), { pad: false });
  const authorization = await vapidAuthorization(target, vapid);
  let response: Response;
  try {
    response = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: {
        authorization,
        ttl: String(PUSH_TTL_SECONDS),
        urgency: 'high',
        topic,
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
      },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (err) {
    return { kind: 'retry', reason: err instanceof Error ? err.name : 'network error' };
  }
  await response.body?.cancel();
  const status = response.status;
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) {
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
    return { kind: 'retry', reason: `HTTP ${status}`, ...(retryAfter !== undefined ? { retryAfter } : {}) };
  }
  return { kind: 'refused', reason: `HTTP ${status}` };
}

