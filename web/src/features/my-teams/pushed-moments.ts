// A moment pushed while a page of the site is in front: the service worker hands it to the page
// instead of showing a notification (web/sw/service-worker.ts), and the page tells of it as one of its
// own alerts: once per moment in the browser, whether the carousel's socket told of it first or not.
import { PUSHED_MOMENT, PushNotificationSchema } from '../../../../shared/schemas/push-subscription';
import { toast } from '../../components/toasts';
import { claimAlert } from './alert-once';

/** Listens for the service worker's pushed moments; answers how to stop. */
export function tellPushedMoments(navigate: (path: string) => void): () => void {
  const container = navigator.serviceWorker;
  if (!container) return () => undefined;
  const heard = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; notification?: unknown } | null;
    if (data?.type !== PUSHED_MOMENT) return;
    const parsed = PushNotificationSchema.safeParse(data.notification);
    if (!parsed.success) return;
    const moment = parsed.data;
    void claimAlert(moment.id).then((mine) => {
      if (mine) toast.alert(moment.body, moment.title, { label: 'Match centre', onClick: () => navigate(moment.url) });
    });
  };
  container.addEventListener('message', heard);
  return () => container.removeEventListener('message', heard);
}
