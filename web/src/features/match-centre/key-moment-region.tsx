import { useEffect, useRef, useState } from 'react';
import type { MatchDetail } from '../../../../shared/schemas/scorecard';
import { keyMoments } from './key-moments';

/**
 * The polite live region for key moments. It is rendered from the first paint (before the match
 * arrives) because screen readers only watch regions that already exist when text is put in.
 */
export function KeyMomentRegion({ match }: { match: MatchDetail | null }) {
  const previous = useRef<MatchDetail | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!match) return;
    const said = keyMoments(previous.current, match);
    previous.current = match;
    // After a resume many moments arrive at once; the latest few are enough to say.
    if (said.length > 0) setMessage(said.slice(-3).join(' '));
  }, [match]);
  return (
    <p className="match-centre__announcer" role="status" aria-live="polite" aria-atomic="true" data-testid="key-moments">
      {message}
    </p>
  );
}
