// One poll of one of a topic's upstream calls, reduced to what the topic needs to know: the state
// members it got (and when its answer arrived), that the id does not exist, or that it failed (and
// why, for the log).
import { fetchUpstream } from '../api/upstream-fetch';
import { config } from '../config';
import type { Env } from '../env';
import type { JsonObject } from '../../../shared/merge-patch';
import type { TopicSchedule } from './topic-sources';

export type PollOutcome =
  /** `receivedAt`: when the edge had the upstream's answer in hand (ms since the epoch). */
  | { kind: 'ok'; members: JsonObject; receivedAt: number }
  | { kind: 'not_found' }
  | { kind: 'failed'; reason: string };

export async function pollSchedule(env: Env, schedule: TopicSchedule): Promise<PollOutcome> {
  const { UPSTREAM_BASE, UPSTREAM_SECRET } = config(env);
  try {
    const result = await fetchUpstream(UPSTREAM_BASE, UPSTREAM_SECRET, {
      method: 'GET',
      pathWithQuery: schedule.pathWithQuery,
      headers: {},
      body: null,
    });
    const receivedAt = Date.now();
    if (result.status === 404) return { kind: 'not_found' };
    if (result.status !== 200) return { kind: 'failed', reason: `HTTP ${result.status}` };
    const body: unknown = JSON.parse(new TextDecoder().decode(result.body));
    return { kind: 'ok', members: schedule.read(body), receivedAt };
  } catch (err) {
    // A failure, a timeout, or an answer that is not the shape the topic needs: the caller keeps
    // the last good state.
    return { kind: 'failed', reason: err instanceof Error ? err.message : String(err) };
  }
}
