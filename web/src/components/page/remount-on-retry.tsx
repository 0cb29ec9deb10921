import { Fragment, useCallback, useState, type ReactNode } from 'react';
import { updateTopic } from '../../lib/live/live-store';

interface RemountOnRetryProps {
  topics: (string | null)[];
  children: (retry: () => void) => ReactNode;
}

// A live topic refused by the edge stays refused on its connection; Try Again has to forget the
// refusal and open a new subscription, which remounting the subtree that subscribes does.
/** Gives its children a Try Again for live topics. */
export function RemountOnRetry({ topics, children }: RemountOnRetryProps) {
  const [attempt, setAttempt] = useState(0);
  const key = topics.join('|');
  const retry = useCallback(() => {
    for (const topic of key.split('|')) if (topic) updateTopic(topic, { error: null, connection: 'connecting' });
    setAttempt((n) => n + 1);
  }, [key]);
  return <Fragment key={attempt}>{children(retry)}</Fragment>;
}
