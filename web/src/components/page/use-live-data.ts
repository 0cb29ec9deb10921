import { useMemo } from 'react';
import type { z } from '../../../../shared/zod';
import type { LiveConnection } from '../../lib/live/live-store';
import { useLiveTopic } from '../../lib/live/use-live-topic';

export interface LiveData<T> {
  /** The topic's state read through the schema; null until the first snapshot, or when it does not parse. */
  value: T | null;
  /** A refusal from the edge, or state this page cannot read. */
  error: string | null;
  connection: LiveConnection;
  staleSince: number | null;
}

/** A live topic's state parsed with a zod schema (trust boundary: socket frames), for as long as mounted. */
export function useLiveData<S extends z.ZodMiniType>(topic: string | null, schema: S): LiveData<z.infer<S>> {
  const data = useLiveTopic(topic, (s) => s.data);
  const refusal = useLiveTopic(topic, (s) => s.error);
  const connection = useLiveTopic(topic, (s) => s.connection);
  const staleSince = useLiveTopic(topic, (s) => s.staleSince);
  const parsed = useMemo(() => (data === null ? null : schema.safeParse(data)), [data, schema]);
  const unreadable = parsed !== null && !parsed.success;
  return {
    value: parsed?.success ? (parsed.data as z.infer<S>) : null,
    error: refusal ?? (unreadable ? 'The live feed sent data this page cannot read' : null),
    connection,
    staleSince,
  };
}
