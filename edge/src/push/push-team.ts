// PUSH_TEAM_SHARDS PushTeam objects per team ('team/25/3'): the push subscriptions of the fans who
// follow it, spread by endpoint, each with the key events it wants (alert-bits.ts), in the object's own
// SQLite storage. A key event of the team's match is read out of every shard at once, each a page at
// a time in endpoint order, so a fan-out over millions of subscriptions moves on from where the last
// page ended, never holds them all, and takes a shard's share of the steps.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { shardOf } from './push-shards';

/** What a delivery needs of a subscription. */
export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface SubscriptionPage {
  subscriptions: StoredSubscription[];
  /** Where the next page starts; null after the last. */
  next: string | null;
}

export class PushTeam extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS subscriptions (
      endpoint TEXT PRIMARY KEY,
      p256dh TEXT NOT NULL,
      auth TEXT NOT NULL,
      alerts INTEGER NOT NULL,
      saved_at INTEGER NOT NULL
    ) WITHOUT ROWID`);
  }

  /** Adds the subscription, or changes its keys and choices: a device is one row whatever it sends. */
  save(subscription: StoredSubscription, alerts: number): void {
    this.sql.exec(
      `INSERT INTO subscriptions (endpoint, p256dh, auth, alerts, saved_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, alerts = excluded.alerts, saved_at = excluded.saved_at`,
      subscription.endpoint,
      subscription.p256dh,
      subscription.auth,
      alerts,
      Date.now(),
    );
  }

  /** Forgets these endpoints (the fan unsubscribed, or the push service said they are gone); answers how many it held. */
  remove(endpoints: string[]): number {
    let removed = 0;
    for (const endpoint of endpoints) removed += this.sql.exec('DELETE FROM subscriptions WHERE endpoint = ?', endpoint).rowsWritten;
    return removed;
  }

  /** Up to `limit` subscriptions that want a key event of `bit`, after the endpoint `after` ('' from the start). */
  page(bit: number, after: string, limit: number): SubscriptionPage {
    const rows = this.sql
      .exec<{ endpoint: string; p256dh: string; auth: string }>(
        'SELECT endpoint, p256dh, auth FROM subscriptions WHERE endpoint > ? AND (alerts & ?) != 0 ORDER BY endpoint LIMIT ?',
        after,
        bit,
        limit,
      )
      .toArray();
    return { subscriptions: rows, next: rows.length === limit ? rows[rows.length - 1]!.endpoint : null };
  }

  /** The team's subscriptions, and how many want each kind (bit), for operators. */
  counts(): { subscriptions: number; byBit: Record<number, number> } {
    const total = this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM subscriptions').one().n;
    const byBit: Record<number, number> = {};
    for (const row of this.sql.exec<{ alerts: number; n: number }>('SELECT alerts, count(*) AS n FROM subscriptions GROUP BY alerts')) {
      for (let bit = 1; bit <= row.alerts; bit <<= 1) if (row.alerts & bit) byBit[bit] = (byBit[bit] ?? 0) + row.n;
    }
    return { subscriptions: total, byBit };
  }
}

/** One shard of a team's subscriptions. */
export function pushTeamShard(env: Env, teamId: number, shard: number): DurableObjectStub<PushTeam> {
  return env.PUSH_TEAM.get(env.PUSH_TEAM.idFromName(`team/${teamId}/${shard}`));
}

/** The shard of a team that keeps this device. */
export function pushTeamOf(env: Env, teamId: number, endpoint: string): DurableObjectStub<PushTeam> {
  return pushTeamShard(env, teamId, shardOf(endpoint));
}
