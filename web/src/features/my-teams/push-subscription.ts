// This device's push subscription, kept in step with the fan's choices (docs/push.md): the teams
// alerting with the site closed (push-teams.ts), each with the key events the fan chose for it, muted
// ones with none. The edge is told the whole list each time, and the teams it was last told of and no
// longer hears about, so it forgets them. Loaded with the My Teams page, or when the favourites change
// on a device that has push alerts on (push-sync.tsx).
import { appConfig } from '../../lib/app-config';
import { favouriteTeams } from '../../lib/favourite-teams';
import { PUSH_SENT_KEY as SENT_KEY, pushTeams, setPushTeam } from './push-teams';

export type PushSupport = 'ready' | 'unsupported' | 'unconfigured' | 'blocked';

/** Whether this browser and this site can alert with the site closed, before any tap. */
export async function pushSupport(): Promise<PushSupport> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  if ((await appConfig()).pushPublicKey === null) return 'unconfigured';
  return Notification.permission === 'denied' ? 'blocked' : 'ready';
}

/** Why alerts could not be turned on, in words for the fan. */
export class PushRefused extends Error {}

/**
 * Turns on alerts with the site closed for a team: from the fan's tap only, which is what lets the
 * browser ask for permission. Registers the service worker and subscribes this browser once.
 */
export async function alertWithSiteClosed(teamId: number): Promise<void> {
  const { pushPublicKey } = await appConfig();
  if (pushPublicKey === null) throw new PushRefused('This site sends no alerts with the site closed.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushRefused('Notifications are blocked for this site. Allow them in your browser’s site settings to get alerts.');
  }
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  if ((await registration.pushManager.getSubscription()) === null) {
    await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: pushPublicKey });
  }
  setPushTeam(teamId, true);
  await syncPushSubscription();
}

export async function stopAlertsWithSiteClosed(teamId: number): Promise<void> {
  setPushTeam(teamId, false);
  await syncPushSubscription();
}

interface Sent {
  endpoint: string;
  teamIds: number[];
  /** When (ms since the epoch); absent in what an older version kept. */
  at?: number;
}

/** A device with alerts on tells the edge again this often: it heals a lost subscription or a new endpoint. */
const RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

function lastSent(): Sent | null {
  try {
    const value = JSON.parse(localStorage.getItem(SENT_KEY) ?? 'null') as Sent | null;
    return value && typeof value.endpoint === 'string' && Array.isArray(value.teamIds) ? value : null;
  } catch {
    return null;
  }
}

function remember(sent: Sent | null): void {
  if (sent) localStorage.setItem(SENT_KEY, JSON.stringify(sent));
  else localStorage.removeItem(SENT_KEY);
}

let syncing: Promise<void> = Promise.resolve();

/**
 * Tells the edge what this device alerts of now, one call after another (a tap and the sync it
 * sets off ask at once). With no team left alerting, the edge forgets the device for every team it
 * had, and the browser's subscription ends.
 */
export function syncPushSubscription(): Promise<void> {
  const next = syncing.catch(() => undefined).then(sync);
  syncing = next;
  return next;
}

async function sync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration('/');
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  const sent = lastSent();
  const ids = pushTeams.getState().ids;
  const teams = favouriteTeams.getState().teams.filter((team) => ids.has(team.team_id));
  if (subscription === null || teams.length === 0) {
    if (sent) await call('DELETE', { endpoint: sent.endpoint, team_ids: sent.teamIds });
    remember(null);
    if (teams.length === 0) await subscription?.unsubscribe();
    // The browser's subscription is gone (the fan revoked the permission, or cleared the site's data):
    // its teams no longer alert, and the page says so rather than 'Alerts on'.
    else for (const id of ids) setPushTeam(id, false);
    return;
  }
  const json = subscription.toJSON();
  const body = {
    subscription: { endpoint: json.endpoint, keys: json.keys },
    teams: teams.map((team) => ({ team_id: team.team_id, alerts: team.muted ? [] : team.alerts })),
    drop: sent ? sent.teamIds.filter((id) => !teams.some((team) => team.team_id === id)) : [],
  };
  await call('PUT', body);
  remember({ endpoint: json.endpoint!, teamIds: teams.map((team) => team.team_id), at: Date.now() });
}

/**
 * On a page load of a device with alerts on: tells the edge again when the browser's subscription is
 * not the one it was told of (push services rotate them; the browser fires pushsubscriptionchange in
 * a service worker that cannot know the fan's teams) or a day has passed.
 */
export async function refreshPushSubscription(): Promise<void> {
  const sent = lastSent();
  const registration = await navigator.serviceWorker?.getRegistration('/');
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  if (sent && subscription?.endpoint === sent.endpoint && Date.now() - (sent.at ?? 0) < RESEND_AFTER_MS) return;
  await syncPushSubscription();
}

async function call(method: 'PUT' | 'DELETE', body: unknown): Promise<void> {
  const response = await fetch('/push/subscription', { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) {
    const message = ((await response.json().catch(() => null)) as { message?: string } | null)?.message;
    throw new PushRefused(message ? `The alerts could not be saved: ${message}` : `The alerts could not be saved (HTTP ${response.status}).`);
  }
}
