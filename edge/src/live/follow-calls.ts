// The calls between topic objects that following makes (topic-following.ts keeps the state): the
// carousel asks each live match's topic to follow on, and a followed topic hands its key events on.
import { LIVE_FOLLOW_LEASE_MS } from '../../../shared/constants';
import { topicName, type KeyEvent } from '../../../shared/live-protocol';
import type { JsonObject } from '../../../shared/merge-patch';
import type { Env } from '../env';
import { eventsForFollowers, liveMatchIds, type Following } from './topic-following';
import { topicLink } from './tree-links';

/** Asks the topic of each match the carousel's state lists as Live to go on telling it its key events. */
export async function followLiveMatches(env: Env, carousel: string, state: JsonObject | null): Promise<void> {
  const until = Date.now() + LIVE_FOLLOW_LEASE_MS;
  await Promise.all(
    liveMatchIds(state).map(async (id) => {
      const name = topicName({ kind: 'match', id });
      try {
        await topicLink(env, name).follow(name, carousel, until);
      } catch (err) {
        console.warn(`live ${carousel}: following ${name} failed`, err);
      }
    }),
  );
}

/** Hands a change's key events to the topics that follow `topic`. */
export async function tellFollowers(env: Env, topic: string, meta: Following, events: KeyEvent[]): Promise<void> {
  const { followers, told } = eventsForFollowers(meta, events, Date.now());
  await Promise.all(
    followers.map(async (name) => {
      try {
        await topicLink(env, name).takeEvents(name, told);
      } catch (err) {
        console.warn(`live ${topic}: telling ${name} its key events failed`, err);
      }
    }),
  );
}
