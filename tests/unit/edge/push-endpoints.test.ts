import { describe, expect, it } from 'vitest';
import { alertBit, alertBits, alertKindsOf } from '../../../edge/src/push/alert-bits';
import { retryDelaySeconds } from '../../../edge/src/push/push-retry';
import { isPushEndpoint } from '../../../edge/src/push/push-endpoints';
import { shardOf } from '../../../edge/src/push/push-shards';
import { keyEventNotification, pushTopic } from '../../../edge/src/push/push-notification';
import { PUSH_RETRY_FIRST_SECONDS, PUSH_RETRY_MAX_SECONDS, PUSH_TEAM_SHARDS } from '../../../shared/constants';
import { ALERT_KINDS } from '../../../shared/schemas/favourite-teams';
import { PushNotificationSchema } from '../../../shared/schemas/push-subscription';

describe('the push services the edge posts to', () => {
  it('are the browsers\' own by default, over https, on their hosts or subdomains as listed', () => {
    expect(isPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(isPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', [])).toBe(true);
    expect(isPushEndpoint('https://web.push.apple.com/QGx', [])).toBe(true);
    expect(isPushEndpoint('https://db5p.notify.windows.com/w/?token=x', [])).toBe(true);
  });

  it('are nothing else: not http, not another host, not a look-alike, not a port or credentials', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://example.com/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://push.apple.com/x',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'not a url',
    ]) {
      expect(isPushEndpoint(endpoint, []), endpoint).toBe(false);
    }
  });

  it('are only those PUSH_SERVICE_HOSTS names when it names any', () => {
    expect(isPushEndpoint('https://push.test/s/1', ['push.test'])).toBe(true);
    expect(isPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', ['push.test'])).toBe(false);
  });
});

describe('a fan\'s alert choices as bits', () => {
  it('give each alert kind its own bit, and back', () => {
    const bits = ALERT_KINDS.map((kind) => alertBit(kind));
    expect(new Set(bits).size).toBe(ALERT_KINDS.length);
    expect(alertKindsOf(alertBits(['wicket', 'six']))).toEqual(['wicket', 'six']);
    expect(alertBits([])).toBe(0);
  });

  it('give none to an over\'s end, which is told on the match\'s page only', () => {
    expect(alertBit('over_end')).toBeNull();
  });
});

describe('a push\'s retries', () => {
  it('wait twice as long each time, at most the cap, or as long as Retry-After asks within it', () => {
    expect([1, 2, 3].map((attempt) => retryDelaySeconds(attempt, undefined))).toEqual([PUSH_RETRY_FIRST_SECONDS, PUSH_RETRY_FIRST_SECONDS * 2, PUSH_RETRY_FIRST_SECONDS * 4]);
    expect(retryDelaySeconds(30, undefined)).toBe(PUSH_RETRY_MAX_SECONDS);
    expect(retryDelaySeconds(1, 45)).toBe(45);
    expect(retryDelaySeconds(1, 86_400)).toBe(PUSH_RETRY_MAX_SECONDS);
  });
});

describe('a key event\'s notification', () => {
  const match = { match_id: 87006, slug: 'india-vs-australia-1st-t20i-87006', tournament_slug: 'australia-tour-of-india-2026-129', cid: 129, status: 'Live' as const, title: 'India vs Australia, 1st T20I', short_title: 'IND vs AUS' };

  it('names the match, the moment and the score, opens the match centre, and replaces the match\'s last', () => {
    const event = { id: '87006:1:212:wicket', kind: 'wicket' as const, match_id: 87006, innings: 1, over: '18.2', score: 'IND 187/6 (18.2)', text: 'Wicket! Kohli c Smith b Starc 45 (32)' };
    const notification = keyEventNotification(event, match, { logo: 'https://media.example.com/teams/25.png' });
    expect(notification).toEqual({
      id: event.id,
      title: 'IND vs AUS',
      body: 'Wicket! Kohli c Smith b Starc 45 (32) · IND 187/6 (18.2)',
      tag: 'match-87006',
      url: '/series/australia-tour-of-india-2026-129/schedule/india-vs-australia-1st-t20i-87006/commentary',
      icon: 'https://media.example.com/teams/25.png',
    });
    expect(PushNotificationSchema.safeParse(notification).success).toBe(true);
    expect(pushTopic(87006)).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });

  it('says a score once where the moment\'s words already hold it', () => {
    const event = { id: '87006:1:fifty', kind: 'fifty' as const, match_id: 87006, innings: 1, score: 'IND 120/2', text: 'Fifty! Kohli 50 (31) · IND 120/2' };
    expect(keyEventNotification(event, match, { logo: null }).body).toBe(event.text);
  });
});

describe('the shard of a team that keeps a device', () => {
  it('is the same for the same endpoint, and spreads endpoints evenly over the shards', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect(shardOf(endpoint)).toBe(shardOf(endpoint));
    const counts = new Array<number>(PUSH_TEAM_SHARDS).fill(0);
    for (let i = 0; i < 1_000 * PUSH_TEAM_SHARDS; i++) counts[shardOf(`https://fcm.googleapis.com/fcm/send/device-${i}-${(i * 7919).toString(36)}`)]! += 1;
    // 1,000 a shard on average: none under 850 nor over 1,150 (a fair die's spread is about ±100).
    expect(Math.min(...counts)).toBeGreaterThan(850);
    expect(Math.max(...counts)).toBeLessThan(1150);
  });
});
