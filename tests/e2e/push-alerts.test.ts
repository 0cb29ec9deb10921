// Web Push in the browser (issue 28): 'Alert me' on a followed team, from the fan's tap only, turns on
// alerts with the site closed. The page's service worker is the site's own (/sw.js), registered from
// that tap; the push subscription is the one thing the test gives the page (offline, Chromium's
// pushManager.subscribe() never resolves): one made with the keys of a test device of the tests' own
// push service. From there everything is real: the edge keeps the subscription, the simulator bowls a
// wicket, the edge encrypts and sends it, the push service decrypts it, and the message, delivered to
// the service worker through the DevTools protocol, is shown as a notification that leads to the
// match, or, with a page of the site in front, as that page's alert. (No DevTools command taps a notification: where a tap goes is tests/unit/web/notification-target.test.ts.)
import type { BrowserContext, Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCAL_ADMIN_TOKEN } from '../../scripts/local-secrets';
import { newVapidKeyPair, vapidVars } from '../../scripts/vapid-keys';
import type { PushNotification, PushSubscriptionJson } from '../../shared/schemas/push-subscription';
import { untilAppOwnsPage } from '../support/hydration';
import { pageSuite } from '../support/page-suite';
import { forward, LoopbackPushService, PUSH_SERVICE_HOST } from '../support/push-service';
import { nextKeyEvent, seekMatch, simRequests } from '../support/sim-control';
import type { WireMatch } from '../support/wire-match';

const vapid = await newVapidKeyPair();
const push = new LoopbackPushService();
const suite = pageSuite({
  // The headless shell denies notifications whatever a test grants: the desktop Chromium does not.
  fullBrowser: true,
  ballMs: 2000,
  vars: { ...vapidVars(vapid), PUSH_SERVICE_HOSTS: PUSH_SERVICE_HOST },
  outbound: (request) => (push.handles(request) ? push.handle(request) : forward(request)),
});
const POLL = { timeout: 20_000 };
const TOAST = '[data-sonner-toast]';

function followed(teamId: number, name: string) {
  return { team_id: teamId, name, short_name: name.slice(0, 3).toUpperCase(), slug: `${name.toLowerCase()}-${teamId}`, alerts: ['wicket', 'result'], muted: false };
}

/**
 * The browser's push subscription, as the test device's: PushManager answers with it instead of
 * asking a push service the machine cannot reach. Unsubscribing is recorded on the page.
 */
async function givePushSubscription(context: BrowserContext, subscription: PushSubscriptionJson): Promise<void> {
  await context.addInitScript((given: PushSubscriptionJson) => {
    // The browser keeps a subscription across page loads: so does this one, for the tab.
    const KEPT = 'test-push-subscribed';
    const make = () => ({
      endpoint: given.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
      unsubscribe: async () => {
        sessionStorage.removeItem(KEPT);
        (window as unknown as { unsubscribed: boolean }).unsubscribed = true;
        return true;
      },
    });
    PushManager.prototype.subscribe = async function () {
      sessionStorage.setItem(KEPT, 'true');
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (sessionStorage.getItem(KEPT) ? make() : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

async function teamSubscriptions(teamId: number): Promise<number> {
  const response = await fetch(`${suite.site.url}/push/teams/${teamId}`, { headers: { 'x-admin-token': LOCAL_ADMIN_TOKEN } });
  return ((await response.json()) as { subscriptions: number }).subscriptions;
}

const matchPolls = async (matchId: number) => (await simRequests(suite.site.simUrl))[`GET /v1/matches/${matchId}`] ?? 0;

describe('alerts with the site closed', () => {
  it("are turned on by the fan's tap only; a followed team's wicket reaches the device, and shows as a notification whose tap takes the fan's window to the match, or as the alert of a page in front", async () => {
    const match = await seekMatch<WireMatch>(suite.site.simUrl, 'stays-in-play', { awaiting: 'wicket', within: 24 });
    const team = match.teama!.team_id;
    const device = push.subscribe(vapid.publicKey);
    const context = await suite.visitor({ viewport: { width: 390, height: 844 }, localStorage: { favouriteTeams: JSON.stringify([followed(team, 'Followed')]) } });
    await context.grantPermissions(['notifications'], { origin: suite.site.url });
    await givePushSubscription(context, device.subscription);
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/my-teams`);
    await untilAppOwnsPage(page);

    // Nothing on load: no service worker, no subscription, until the fan asks.
    const alertMe = page.getByRole('button', { name: 'Alert me with the site closed, for Followed' });
    await alertMe.waitFor();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await teamSubscriptions(team)).toBe(0);

    const polled = await matchPolls(match.match_id);
    await alertMe.click();
    await expect.poll(() => page.getByRole('button', { name: 'Alerts on with the site closed, for Followed' }).getAttribute('aria-pressed'), POLL).toBe('true');
    await expect.poll(() => teamSubscriptions(team), POLL).toBe(1);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL)).toBe(`${suite.site.url}/sw.js`);

    // The carousel on the page has the match's topic poll; the wicket comes as a change after that.
    await expect.poll(() => matchPolls(match.match_id), POLL).toBeGreaterThan(polled);
    const told = (await nextKeyEvent(suite.site.simUrl, match.match_id, 'wicket')).replace('WICKET!', 'Wicket!');
    // The topic's next poll (5 s apart), a fan-out and a delivery batch: the edge's tests hold it to 10 s
    // (tests/edge/push-alerts.test.ts); here, beside a second browser on two busy cores, 30 s at most.
    const delivered = await expect
      .poll(() => push.messagesTo(device.subscription).find((d) => (d.message as PushNotification).body.startsWith(told)), { timeout: 30_000 })
      .toBeDefined()
      .then(() => push.messagesTo(device.subscription).find((d) => (d.message as PushNotification).body.startsWith(told))!);
    const message = delivered.message as PushNotification;

    // What the service worker does with a push, as a push service would deliver it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${suite.site.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const deliver = async (pushed: PushNotification) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: suite.site.url, registrationId: await registrationId, data: JSON.stringify(pushed) });

    // With a page of the site in front, the page tells of a pushed moment as one of its alerts, not a notification on top.
    const inFront = { ...message, id: `${message.id}:in-front`, body: 'A moment pushed while the page is in front' };
    await deliver(inFront);
    await expect.poll(() => page.locator(TOAST).filter({ hasText: inFront.body }).count(), POLL).toBe(1);

    // The fan leaves the site: a pushed moment is a notification.
    await page.goto('about:blank');
    await deliver(message);
    const notificationsIn = (worker: Worker) =>
      worker.evaluate(async () => {
        const { registration } = self as unknown as { registration: ServiceWorkerRegistration };
        return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
      });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const shown = () => notificationsIn(worker);
    await expect.poll(async () => (await shown()).length, POLL).toBe(1);
    expect((await shown())[0]).toEqual({ title: message.title, body: message.body, tag: `match-${match.match_id}`, data: { id: message.id, url: message.url } });
    // The same moment pushed again (a retry) is shown once.
    await deliver(message);
    expect(await shown()).toHaveLength(1);

    // Back on the site, a tap on the notification takes the fan's window to the match (no second tab).
    // The tap is dispatched to the service worker as the browser would: no DevTools command taps a
    // notification. (With no window of the site open, the worker opens one: the browser allows that
    // only on a real tap. Where a tap goes is tests/unit/web/notification-target.test.ts.)
    await page.goto(`${suite.site.url}/my-teams`);
    await untilAppOwnsPage(page);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL).toBe(true);
    const awake = context.serviceWorkers()[0] ?? (await Promise.all([context.waitForEvent('serviceworker'), page.evaluate(() => navigator.serviceWorker.controller!.postMessage('wake'))]))[0];
    await awake.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(`${suite.site.url}${message.url}`);
    // Tapped, it is gone from the phone's list.
    await expect.poll(async () => (await notificationsIn(awake)).length, POLL).toBe(0);

    // On My Teams again: the subscription is the one the edge was told of, nothing is sent again.
    await page.goto(`${suite.site.url}/my-teams`);
    await untilAppOwnsPage(page);
    await context.close();
  });
});
