import { useEffect, useState } from 'react';
import { Icon } from '../../components/icon';
import { toast } from '../../components/toasts';
import type { FavouriteTeam } from '../../lib/favourite-teams';
import { usePushTeamIds } from './push-teams';
import type { PushSupport } from './push-subscription';

const push = () => import('./push-subscription');

/** Whether this browser can alert with the site closed: null until known (after hydration). */
export function usePushSupport(): PushSupport | null {
  const [support, setSupport] = useState<PushSupport | null>(null);
  useEffect(() => {
    let live = true;
    push()
      .then((module) => module.pushSupport())
      .then((answer) => live && setSupport(answer))
      .catch(() => live && setSupport('unsupported'));
    return () => {
      live = false;
    };
  }, []);
  return support;
}

/**
 * 'Alert me': a team's key events with the site closed, from this tap (never a prompt on load). The
 * browser asks the fan's permission the first time.
 */
export function AlertMeButton({ team, support }: { team: FavouriteTeam; support: PushSupport | null }) {
  const on = usePushTeamIds().has(team.team_id);
  const [busy, setBusy] = useState(false);
  if (support !== 'ready' && !on) return null;
  const toggle = async () => {
    setBusy(true);
    const module = await push().catch(() => null);
    try {
      if (module === null) throw new Error('push-subscription did not load');
      if (on) {
        await module.stopAlertsWithSiteClosed(team.team_id);
      } else {
        await module.alertWithSiteClosed(team.team_id);
        toast.success(`${team.name}: you will be alerted with the site closed too.`);
      }
    } catch (err) {
      toast.error(module !== null && err instanceof module.PushRefused ? err.message : 'The alerts could not be changed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="my-teams__button my-teams__push" aria-pressed={on} disabled={busy || team.muted} onClick={toggle}>
      <Icon name="bell" size={18} />
      <span>{on ? 'Alerts on' : 'Alert me'}</span>
      <span className="visually-hidden"> with the site closed, for {team.name}</span>
    </button>
  );
}
