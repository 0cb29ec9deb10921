// The site's service worker, /sw.js: it shows a favourite team's key events pushed with the site
// closed or out of sight (docs/push.md), and opens the match centre on a tap. It handles no fetch and caches nothing:
// the site offline is the app's own offline screen (SPEC section 2), not an old copy of a page.
import { PUSHED_MOMENT, PushNotificationSchema, type PushNotification } from '../../shared/schemas/push-subscription';
import { notificationTarget } from './notification-target';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => {
  // A new version takes over at once: it only shows notifications, so nothing of an old one is left half done.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  event.waitUntil(show(event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget(event.notification.data, self.location.origin);
  if (target !== null) event.waitUntil(open(target));
});

async function show(data: PushMessageData | null): Promise<void> {
  let json: unknown;
  try {
    json = data?.json();
  } catch {
    json = undefined;
  }
  const parsed = PushNotificationSchema.safeParse(json);
  if (!parsed.success) {
    console.warn('push: a message that is not a notification of ours', parsed.error.issues[0]?.message);
    return;
  }
  const notification: PushNotification = parsed.data;
  // A page of the site in front of the fan tells of the moment itself, as one of its alerts (one per
  // moment, however it learnt of it): a notification on top would say it twice. Browsers ask for a
  // notification only when no page of the site shows.
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const inFront = windows.filter((client) => client.visibilityState === 'visible');
  if (inFront.length > 0) {
    for (const client of inFront) client.postMessage({ type: PUSHED_MOMENT, notification });
    return;
  }
  // The same moment twice (a push service's retry, a queue's): shown once.
  const shown = await self.registration.getNotifications({ tag: notification.tag });
  if (shown.some((n) => (n.data as { id?: string } | null)?.id === notification.id)) return;
  await self.registration.showNotification(notification.title, {
    body: notification.body,
    tag: notification.tag,
    // A newer moment of the match replaces the last on the phone, and tells the fan again.
    renotify: true,
    ...(notification.icon ? { icon: notification.icon } : {}),
    badge: '/icons/badge-96.png',
    data: { id: notification.id, url: notification.url },
  } as NotificationOptions);
}

/**
 * A window of the site already on the match comes forward; else the fan's window of the site goes to
 * the match (no second tab of the site); else a new window opens there.
 */
async function open(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const there = windows.find((client) => client.url === target);
  if (there) {
    await there.focus();
    return;
  }
  // navigate() is for the windows this worker controls, which every page of the site is once loaded.
  const ours = windows.find((client) => new URL(client.url).origin === self.location.origin && 'navigate' in client);
  if (ours) {
    const moved = await ours.navigate(target).catch(() => null);
    if (moved) {
      await moved.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(target);
}
