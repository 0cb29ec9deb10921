import { useContext, useEffect } from 'react';
import { ClientNavigationContext } from '../../components/link';
import { favouriteTeams } from '../../lib/favourite-teams';
import { hasPushAlerts, pushTeams, setPushTeam, usePushTeamIds } from './push-teams';

/**
 * Keeps the edge told what this device alerts of with the site closed, whichever page changes the
 * fan's teams (a star on a team page, a choice on My Teams, a profile merged at sign-in), and once a
 * day, or when the browser's subscription changed, on a page load; and tells of the moments pushed
 * while a page is in front, which the service worker hands the page. Nothing is loaded or sent on a
 * device that has no push alerts on.
 */
export function PushSync() {
  const navigate = useContext(ClientNavigationContext);
  const alerting = usePushTeamIds().size > 0;
  useEffect(() => {
    if (!alerting) return;
    let stop: (() => void) | null = null;
    let live = true;
    void import('./pushed-moments').then(({ tellPushedMoments }) => {
      if (live) stop = tellPushedMoments((path) => (navigate ? navigate(path, { replace: false }) : location.assign(path)));
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [navigate, alerting]);
  useEffect(() => {
    let last = favouriteTeams.getState().teams;
    let lastIds = pushTeams.getState().ids;
    const changed = () => {
      const { teams } = favouriteTeams.getState();
      const { ids } = pushTeams.getState();
      if (teams === last && ids === lastIds) return;
      last = teams;
      lastIds = ids;
      // A team no longer followed alerts no more; starred again, it starts with the star alone.
      for (const id of ids) if (!teams.some((team) => team.team_id === id)) setPushTeam(id, false);
      if (!hasPushAlerts()) return;
      void import('./push-subscription')
        .then((push) => push.syncPushSubscription())
        .catch((err: unknown) => console.warn('push: the alerts could not be brought up to date', err));
    };
    const stops = [favouriteTeams.subscribe(changed), pushTeams.subscribe(changed)];
    if (hasPushAlerts()) {
      void import('./push-subscription')
        .then((push) => push.refreshPushSubscription())
        .catch((err: unknown) => console.warn('push: the alerts could not be checked', err));
    }
    return () => stops.forEach((stop) => stop());
  }, []);
  return null;
}
