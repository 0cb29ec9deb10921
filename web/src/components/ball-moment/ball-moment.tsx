// A short animation over a match's header or carousel card when a four, a six or a wicket is pushed
// (issue 28): only for a ball that comes as it happens, never for what a snapshot or a resume brings
// (live-store.ts, `moments`), never while the fan has paused live updates or asks for reduced motion.
// It sits over what it covers, positioned absolutely: it moves nothing around it. Its drawing loads
// on the first ball it shows (ball-burst.tsx); its styles (a kilobyte gzipped) come with the page, so
// that first ball waits for no stylesheet on a phone's network, and the page's stylesheets are those
// the edge served it with.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { BallEvent } from '../../lib/live/live-store';
import { useLiveTopic } from '../../lib/live/use-live-topic';
import './ball-burst.css';

const BallBurst = lazy(async () => ({ default: (await import('./ball-burst')).BallBurst }));

interface Props {
  /** The topic whose changes bring the match's balls: its own, or the carousel's. */
  topic: string;
  matchId: number;
  paused?: boolean;
}

export function BallMoment({ topic, matchId, paused = false }: Props) {
  const moment = useLiveTopic(topic, (state) => state.moments.findLast((event) => event.match_id === matchId) ?? null);
  const [shown, setShown] = useState<BallEvent | null>(null);
  // The ball the page held when this mounted is not news: undefined until the first look.
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const known = seen.current;
    seen.current = moment?.id ?? null;
    if (known === undefined || moment === null || moment.id === known || paused) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setShown(moment);
  }, [moment, paused]);
  if (shown === null) return null;
  return (
    <Suspense fallback={null}>
      <BallBurst key={shown.id} kind={shown.kind} onDone={() => setShown(null)} />
    </Suspense>
  );
}
