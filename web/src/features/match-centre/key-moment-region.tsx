import { useEffect, useRef, useState } from 'react';
import type { KeyEvent } from '../../../../shared/live-protocol';
import { useLiveTopic } from '../../lib/live/use-live-topic';

/** After a resume several moments may arrive at once; the latest few are enough to say. */
const MOMENTS_SAID_AT_ONCE = 3;

/**
 * The polite live region for the match's key moments, as the edge decided them (the key events of
 * the match topic's changes; docs/live-protocol.md). It is rendered from the first paint (before the
 * match arrives) because screen readers only watch regions that already exist when text is put in.
 * What the page held when it mounted is not news; while the fan has paused live updates, nothing is said.
 */
export function KeyMomentRegion({ matchId, paused }: { matchId: number; paused: boolean }) {
  const events = useLiveTopic(`match/${matchId}`, (state) => state.events);
  const said = useRef<Set<string> | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const known = said.current;
    said.current = new Set(events.map((event) => event.id));
    if (known === null || paused) return;
    const fresh: KeyEvent[] = events.filter((event) => !known.has(event.id));
    if (fresh.length > 0) setMessage(fresh.slice(-MOMENTS_SAID_AT_ONCE).map(spoken).join(' '));
  }, [events, paused]);
  return (
    <p className="match-centre__announcer" role="status" aria-live="polite" aria-atomic="true" data-testid="key-moments">
      {message}
    </p>
  );
}

function spoken(event: KeyEvent): string {
  return event.score ? `${event.text}. ${event.score}.` : event.text;
}
