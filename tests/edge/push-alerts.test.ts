// Web Push in the workers runtime, end to end against the simulator and a push service of the tests'
// own (tests/support/push-service.ts): a device's subscription and choices kept per team, a match's
// key event queued by its topic and sent, encrypted for each subscriber, to the fans of its two teams
// who chose it, and the push service's answers acted on: gone subscriptions forgotten, refusals that
// may pass retried after a doubling wait or Retry-After, and the rest a dead letter.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ADMIN_TOKEN } from '../../scripts/local-secrets';
import { newVapidKeyPair, vapidVars, type VapidKeyPair } from '../../scripts/vapid-keys';
import type { PushNotification, PushSubscriptionJson } from '../../shared/schemas/push-subscription';
import { forward, LoopbackPushService, PUSH_SERVICE_HOST } from '../support/push-service';
import { nextKeyEvent, pinSimClock, releaseSimClock, seekMatch } from '../support/sim-control';
import { startSite, type Site } from '../support/site';
import type { WireMatch } from '../support/wire-match';
import { eventually, LiveSocket, upstreamCalls } from './live-socket';

/** Sends before a push is a dead letter, for this site: each retry waits 2 s, then 4 s. */
const MAX_ATTEMPTS = 3;

let site: Site;
let vapid: VapidKeyPair;
const push = new LoopbackPushService();
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  vapid = await newVapidKeyPair();
  site = await startSite({
    runtime: 'direct',
    // A ball every 2 s: the match topic's first state comes within a poll or two.
    ballMs: 2000,
    vars: { ...vapidVars(vapid), PUSH_SERVICE_HOSTS: PUSH_SERVICE_HOST, PUSH_MAX_ATTEMPTS: String(MAX_ATTEMPTS) },
    outbound: (request) => (push.handles(request) ? push.handle(request) : forward(request)),
  });
});

afterEach(async () => {
  await releaseSimClock(site.simUrl);
  await Promise.all(sockets.splice(0).map((s) => s.close()));
  expect(push.refused).toEqual([]);
});

afterAll(() => site?.stop());

function subscriptionCall(method: 'PUT' | 'DELETE', body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${site.url}/push/subscription`, {
    method,
    headers: { 'content-type': 'application/json', origin: site.url, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function subscribe(subscription: PushSubscriptionJson, teams: { team_id: number; alerts: string[] }[], drop: number[] = []): Promise<void> {
  const response = await subscriptionCall('PUT', { subscription, teams, drop });
  expect(response.status, await response.clone().text()).toBe(204);
}

async function teamCounts(teamId: number): Promise<{ subscriptions: number; alerts: Record<string, number> }> {
  const response = await fetch(`${site.url}/push/teams/${teamId}`, { headers: { 'x-admin-token': LOCAL_ADMIN_TOKEN } });
  expect(response.status).toBe(200);
  return response.json();
}

/** A live match with a wicket to come within four overs, its topic open and polled, the clock standing. */
async function matchAwaitingWicket(): Promise<{ match: WireMatch; teams: [number, number] }> {
  const match = await seekMatch<WireMatch>(site.simUrl, 'stays-in-play', { awaiting: 'wicket', within: 24 });
  await pinSimClock(site.simUrl);
  const topic = `match/${match.match_id}`;
  const socket = await LiveSocket.open(site.url, topic);
  sockets.push(socket);
  socket.subscribe(topic);
  // The topic's first state: the wicket comes as a change after it.
  await socket.next('snapshot');
  return { match, teams: [match.teama!.team_id, match.teamb!.team_id] };
}

async function errorOf(response: Response): Promise<{ status: number; message: string }> {
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

describe('a device\'s push subscription', () => {
  it('is refused, with a reason, unless it is a subscription to a push service the edge sends to, from the site\'s pages', async () => {
    const { subscription } = push.subscribe(vapid.publicKey);
    const teams = [{ team_id: 25, alerts: ['wicket'] }];
    const cases: [unknown, number, string][] = [
      [{ subscription: { ...subscription, endpoint: 'http://push.test/s/1' }, teams }, 400, 'subscription.endpoint: must be an https URL'],
      [{ subscription: { ...subscription, endpoint: 'https://169.254.169.254/latest' }, teams }, 400, 'endpoint: must be a push service this site sends to'],
      [{ subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'abc' } }, teams }, 400, 'subscription.keys.p256dh: must be 65 bytes in base64url'],
      [{ subscription, teams: [{ team_id: 25, alerts: ['over_end'] }] }, 400, 'teams.0.alerts.0:'],
      [{ subscription, teams: [...teams, ...teams] }, 400, 'teams: each team once'],
      [{ subscription, teams: Array.from({ length: 13 }, (_, i) => ({ team_id: i + 1, alerts: ['wicket'] })) }, 400, 'teams: at most 12 teams'],
    ];
    for (const [body, status, message] of cases) {
      const error = await errorOf(await subscriptionCall('PUT', body));
      expect(error.status, message).toBe(status);
      expect(error.message).toContain(message);
    }
    expect(await errorOf(await subscriptionCall('PUT', '{"subscription":'))).toEqual({ status: 400, message: 'The body must be JSON' });
    expect((await subscriptionCall('PUT', { subscription, teams }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await subscriptionCall('PUT', { subscription, teams }, { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await subscriptionCall('PUT', { subscription, teams, pad: 'x'.repeat(9000) })).status).toBe(413);
    expect((await fetch(`${site.url}/push/teams/25`)).status).toBe(401);
    // Nothing refused was kept.
    expect(await teamCounts(25)).toMatchObject({ subscriptions: 0 });
  });

  it('is kept per team with the fan\'s choices, and forgotten for a team muted, dropped or unsubscribed', async () => {
    const { subscription } = push.subscribe(vapid.publicKey);
    const [a, b] = [9001, 9002];
    await subscribe(subscription, [{ team_id: a, alerts: ['wicket', 'result'] }, { team_id: b, alerts: ['six'] }]);
    expect(await teamCounts(a)).toEqual({ team_id: a, subscriptions: 1, alerts: { wicket: 1, result: 1 } });
    expect(await teamCounts(b)).toEqual({ team_id: b, subscriptions: 1, alerts: { six: 1 } });

    // The same device again is the same subscription, with its new choices.
    await subscribe(subscription, [{ team_id: a, alerts: ['hundred'] }, { team_id: b, alerts: ['six'] }]);
    expect(await teamCounts(a)).toEqual({ team_id: a, subscriptions: 1, alerts: { hundred: 1 } });
    // Muted: no alerts chosen.
    await subscribe(subscription, [{ team_id: a, alerts: [] }, { team_id: b, alerts: ['six'] }]);
    expect((await teamCounts(a)).subscriptions).toBe(0);
    // No longer followed.
    await subscribe(subscription, [], [b]);
    expect((await teamCounts(b)).subscriptions).toBe(0);

    await subscribe(subscription, [{ team_id: a, alerts: ['wicket'] }, { team_id: b, alerts: ['wicket'] }]);
    const gone = await subscriptionCall('DELETE', { endpoint: subscription.endpoint, team_ids: [a, b] });
    expect(gone.status).toBe(204);
    expect([(await teamCounts(a)).subscriptions, (await teamCounts(b)).subscriptions]).toEqual([0, 0]);
  });
});

describe('a key event of a followed team\'s match', () => {
  // First in the file's order: no topic of this site has polled yet.
  it('reaches the device with nobody on the site: the Worker\'s cron keeps the live matches polled', async () => {
    const match = await seekMatch<WireMatch>(site.simUrl, 'stays-in-play', { awaiting: 'wicket', within: 24 });
    await pinSimClock(site.simUrl);
    const device = push.subscribe(vapid.publicKey);
    await subscribe(device.subscription, [{ team_id: match.teama!.team_id, alerts: ['wicket'] }]);
    const path = `/v1/matches/${match.match_id}`;
    expect(await upstreamCalls(site.simUrl, path)).toBe(0);

    // The cron wakes the carousel, which has each live match's topic poll: a state to tell the wicket from.
    await site.runCron();
    await eventually(async () => (await upstreamCalls(site.simUrl, path)) >= 2);
    const told = (await nextKeyEvent(site.simUrl, match.match_id, 'wicket')).replace('WICKET!', 'Wicket!');
    await eventually(async () => push.messagesTo(device.subscription).find((d) => (d.message as PushNotification).body.startsWith(told)));
  });

  it('reaches each fan of either team who chose it, encrypted for that device, within 10 s; nobody else', async () => {
    const { match, teams } = await matchAwaitingWicket();
    const fanOfA = push.subscribe(vapid.publicKey);
    const fanOfB = push.subscribe(vapid.publicKey);
    const sixesOnly = push.subscribe(vapid.publicKey);
    const otherTeam = push.subscribe(vapid.publicKey);
    await subscribe(fanOfA.subscription, [{ team_id: teams[0], alerts: ['wicket', 'result'] }]);
    await subscribe(fanOfB.subscription, [{ team_id: teams[1], alerts: ['wicket'] }]);
    await subscribe(sixesOnly.subscription, [{ team_id: teams[0], alerts: ['six'] }]);
    await subscribe(otherTeam.subscription, [{ team_id: 9999, alerts: ['wicket'] }]);

    const bowled = Date.now();
    const told = (await nextKeyEvent(site.simUrl, match.match_id, 'wicket')).replace('WICKET!', 'Wicket!');
    const isWicket = (d: { message: unknown }) => (d.message as PushNotification).body.startsWith(told);
    const [toA, toB] = await Promise.all(
      [fanOfA, fanOfB].map((fan) => eventually(async () => push.messagesTo(fan.subscription).find(isWicket))),
    );
    expect(Math.max(toA!.at, toB!.at) - bowled).toBeLessThan(10_000);

    const notification = toA!.message as PushNotification;
    // The batter and the score, the match, where a tap goes, and a tag a newer moment of it replaces.
    expect(notification.body).toMatch(/· \S+ \d+\/\d+ \(\d+(\.\d)?\)$/);
    expect(notification).toMatchObject({ tag: `match-${match.match_id}`, title: expect.any(String) });
    expect(notification.url).toBe(`/series/${match.tournament_slug}/schedule/${match.slug}/commentary`);
    expect(toA).toMatchObject({ urgency: 'high', topic: `match-${match.match_id}`, ttl: 600 });
    expect((toB!.message as PushNotification).id).toBe(notification.id);

    // Once each, and none to a fan of the team who chose sixes only, nor to another team's.
    await eventually(async () => push.answered.filter((a) => a.endpoint === fanOfA.subscription.endpoint).length >= 1);
    expect(push.messagesTo(fanOfA.subscription).filter(isWicket)).toHaveLength(1);
    expect(push.messagesTo(sixesOnly.subscription).filter(isWicket)).toEqual([]);
    expect(push.messagesTo(otherTeam.subscription)).toEqual([]);
  });

  it('is sent again after a refusal that may pass, as late as Retry-After asks; a gone subscription is forgotten; the rest is a dead letter', async () => {
    const { match, teams } = await matchAwaitingWicket();
    const team = teams[0];
    const gone = push.subscribe(vapid.publicKey);
    const busy = push.subscribe(vapid.publicKey);
    const slow = push.subscribe(vapid.publicKey);
    const broken = push.subscribe(vapid.publicKey);
    // The match may be the last test's, its team's fans still subscribed.
    const others = (await teamCounts(team)).subscriptions;
    for (const fan of [gone, busy, slow, broken]) await subscribe(fan.subscription, [{ team_id: team, alerts: ['wicket'] }]);
    expect((await teamCounts(team)).subscriptions).toBe(others + 4);

    const told = (await nextKeyEvent(site.simUrl, match.match_id, 'wicket')).replace('WICKET!', 'Wicket!');
    // The push service's answers to this wicket's pushes (a wicket the clock passed on its way here, on
    // a topic that polled before, may come too: it is answered 201). Set as the clock jumps: the push
    // comes after the topic's next poll and two queue batches, a second each at the least.
    const isWicket = (message: unknown) => (message as PushNotification).body.startsWith(told);
    gone.answer(isWicket, { status: 410 });
    busy.answer(isWicket, { status: 503 });
    slow.answer(isWicket, { status: 429, headers: { 'retry-after': '5' } });
    broken.answer(isWicket, ...Array.from({ length: MAX_ATTEMPTS }, () => ({ status: 500 })));
    const wicketTo = (fan: { subscription: PushSubscriptionJson }) => async () =>
      push.messagesTo(fan.subscription).find((d) => isWicket(d.message));
    const answersTo = (fan: { subscription: PushSubscriptionJson }) =>
      push.answered.filter((a) => a.endpoint === fan.subscription.endpoint && isWicket(a.message));

    // The 503's second attempt comes after the first wait (2 s); the 429's, after its Retry-After.
    await eventually(wicketTo(busy), 30_000);
    await eventually(wicketTo(slow), 30_000);
    const [busyFirst, busySecond] = answersTo(busy);
    expect(busySecond!.at - busyFirst!.at).toBeGreaterThanOrEqual(2_000);
    const [slowFirst, slowSecond] = answersTo(slow);
    expect(slowFirst!.status).toBe(429);
    expect(slowSecond!.at - slowFirst!.at).toBeGreaterThanOrEqual(5_000);

    // The 410's subscription is forgotten, and never asked again.
    await eventually(async () => (await teamCounts(team)).subscriptions === others + 3);
    expect(answersTo(gone)).toHaveLength(1);

    // Failing every time, it is tried MAX_ATTEMPTS times, then logged as a dead letter.
    await eventually(async () => (await site.recentEdgeLog()).some((line) => line.includes('push: dead letter: 1 push(es)')), 30_000);
    expect(answersTo(broken).map((a) => a.status)).toEqual(Array.from({ length: MAX_ATTEMPTS }, () => 500));
    expect(push.messagesTo(broken.subscription).filter((d) => isWicket(d.message))).toEqual([]);
  });
});
