import { clock } from '../../../../shared/format/time';
import { useViewerTimeZone } from '../../app/render-facts';
import type { LiveTopicState } from './live-store';

/** Says, visibly and to screen readers, whether what the fan sees is live. */
export function LiveStatus({ state }: { state: Pick<LiveTopicState, 'connection' | 'staleSince' | 'error'> }) {
  const timeZone = useViewerTimeZone();
  let text: string;
  let tone: 'live' | 'warn' | 'off';
  if (state.error) [text, tone] = [state.error, 'off'];
  else if (state.staleSince !== null) [text, tone] = [`Stale since ${clock(new Date(state.staleSince), timeZone)}`, 'warn'];
  else if (state.connection === 'live' || state.connection === 'polling') [text, tone] = ['Live', 'live'];
  else if (state.connection === 'reconnecting') [text, tone] = ['Reconnecting…', 'warn'];
  else [text, tone] = ['Connecting…', 'warn'];
  return (
    <span className={`live-status live-status--${tone}`} role="status">
      <span className="live-status__dot" aria-hidden="true" />
      {text}
    </span>
  );
}
