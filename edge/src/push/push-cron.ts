// The Worker's cron (wrangler.toml [triggers]): while the site sends pushes, the carousel's topic is
// kept polling, and so every live match's topic it follows, with nobody on the site. Otherwise a
// match's key events are decided only while some page watches it or the carousel, and a fan with the
// site closed would be told of a wicket only when someone else happened to be reading.
import { PUSH_AWAKE_MS } from '../../../shared/constants';
import { topicName } from '../../../shared/live-protocol';
import { config } from '../config';
import type { Env } from '../env';
import { topicLink } from '../live/tree-links';

export async function keepPushSourcesAwake(env: Env, now = Date.now()): Promise<void> {
  if (config(env).VAPID_PUBLIC_KEY === '') return;
  const carousel = topicName({ kind: 'carousel' });
  await topicLink(env, carousel).keepAwake(carousel, now + PUSH_AWAKE_MS);
}
