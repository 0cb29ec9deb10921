// Which of the fan's teams alert with the site closed, on this device (docs/push.md): the teams a
// fan tapped 'Alert me' on. Kept apart from the favourites themselves, which a signed-in fan's profile
// carries to their other devices: a push subscription is one browser's, and each device's alerts
// start from the fan's own tap on it.
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { z } from '../../../../shared/zod';
import { inBrowser } from '../../lib/in-browser';

const STORAGE_KEY = 'pushAlertTeams';
/** What the edge was last told (push-subscription.ts): present while the edge holds this device for a team. */
export const PUSH_SENT_KEY = 'pushAlertsSent';
const NONE: ReadonlySet<number> = new Set();
const IdsSchema = z.array(z.number().check(z.int(), z.positive()));

export const pushTeams = createStore<{ ids: ReadonlySet<number> }>(() => ({ ids: read() }));

function read(): ReadonlySet<number> {
  if (!inBrowser) return NONE;
  try {
    const parsed = IdsSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? new Set(parsed.data) : NONE;
  } catch {
    return NONE;
  }
}

export function setPushTeam(teamId: number, on: boolean): void {
  const ids = new Set(pushTeams.getState().ids);
  if (on) ids.add(teamId);
  else ids.delete(teamId);
  pushTeams.setState({ ids });
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage refused: this page's life only.
  }
}

if (inBrowser) {
  addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) pushTeams.setState({ ids: read() });
  });
}

/** The teams alerting with the site closed; none on the edge and while a page hydrates. */
export function usePushTeamIds(): ReadonlySet<number> {
  return useSyncExternalStore(pushTeams.subscribe, () => pushTeams.getState().ids, () => NONE);
}

/** Whether this device alerts, or the edge may still hold it for a team: only then is there anything to keep in step. */
export function hasPushAlerts(): boolean {
  if (pushTeams.getState().ids.size > 0) return true;
  try {
    return localStorage.getItem(PUSH_SENT_KEY) !== null;
  } catch {
    return false;
  }
}
