// The Worker's bindings. Its settings (vars and secrets) are read through config.ts.
import type { ClientSockets } from './live/client-sockets';
import type { LiveRelay } from './live/live-relay';
import type { LiveShard } from './live/live-shard';
import type { LiveTopic } from './live/live-topic';
import type { DeadLetter, DeliverJob, PushJob } from './push/push-jobs';
import type { PushTeam } from './push/push-team';

export interface Env {
  UPSTREAM_BASE?: string;
  UPSTREAM_SECRET?: string;
  ADMIN_TOKEN?: string;
  GOOGLE_CLIENT_ID?: string;
  DEV_SIGN_IN?: string;
  ASSETS: Fetcher;
  CACHE_FILL: DurableObjectNamespace;
  LIVE_TOPIC: DurableObjectNamespace<LiveTopic>;
  LIVE_SHARD: DurableObjectNamespace<LiveShard>;
  LIVE_RELAY: DurableObjectNamespace<LiveRelay>;
  CLIENT_SOCKETS: DurableObjectNamespace<ClientSockets>;
  // Rate limits (wrangler.toml [[ratelimits]], see rate-limits.ts).
  API_MISS_LIMIT: RateLimit;
  LIVE_UPGRADE_LIMIT: RateLimit;
  PURGE_LIMIT: RateLimit;
  TOPIC_LOOKUP_LIMIT: RateLimit;
  COLLECT_LIMIT: RateLimit;
  LIVE_SHARDS?: string;
  LIVE_FANOUT?: string;
  ALLOWED_ORIGINS?: string;
  LIVE_IDLE_GRACE_MS?: string;
  LIVE_RESUME_MAX_PATCHES?: string;
  LIVE_MAX_SOCKETS_PER_CLIENT?: string;

  // Security headers (edge/src/security).
  MEDIA_ORIGINS?: string;
  PRODUCTION_HOST?: string;

  // Ads (edge/src/public-config.ts).
  ADS_HOST?: string;
  PROMO_MATCH_ID?: string;

  // Pages (edge/src/pages/page-render.ts).
  FAN_TIME_ZONE?: string;

  // Web Push (edge/src/push).
  PUSH_TEAM: DurableObjectNamespace<PushTeam>;
  PUSH_QUEUE: Queue<PushJob>;
  /** The delivery queues, PUSH_DELIVERY_0 to PUSH_DELIVERY_{PUSH_DELIVERY_QUEUES - 1} (wrangler.toml, push-queues.ts). */
  [delivery: `PUSH_DELIVERY_${number}`]: Queue<DeliverJob>;
  PUSH_DEAD_LETTERS: Queue<DeadLetter>;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_SERVICE_HOSTS?: string;
  PUSH_MAX_ATTEMPTS?: string;

  // Analytics (edge/src/analytics, docs/analytics.md): the fans' beacons' events, one data point each.
  ANALYTICS: AnalyticsEngineDataset;
  /** The Worker's version, which names the release in analytics (absent where the runtime has none). */
  CF_VERSION_METADATA?: WorkerVersionMetadata;
}
