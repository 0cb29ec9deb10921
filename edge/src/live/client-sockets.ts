// One ClientSockets object per client address (cf-connecting-ip): the live sockets that address holds
// open, each a lease, at most LIVE_MAX_SOCKETS_PER_CLIENT at once. The Worker asks for a lease before
// it hands an upgrade to a shard, and the shard gives it back when the socket closes.
//
// Why an object: the rate-limit binding counts requests per period, not what is held, so an address
// within LIVE_UPGRADE_LIMIT held 600 sockets after two minutes and more after that; and a client's
// sockets spread over every topic's leaves, so no leaf sees them all. The one place that sees all of
// an address's sockets is an object named by the address. It costs one call per socket that reaches
// a leaf and one per close (a made-up topic's socket, answered by the Worker, takes none), each a
// small storage write, and it is idle between: at tens of millions of fans, that many tiny objects,
// each near its fans (an object lives where it is first asked for), never a hot one, since one
// address's fans are at most a few hundred.
//
// A lease the shard never gives back (a leaf that crashed, a deploy that dropped its sockets) expires
// after LIVE_CLIENT_SOCKET_LEASE_MS, so a lost close cannot lock an address out for longer.
import { DurableObject } from 'cloudflare:workers';
import { LIVE_CLIENT_SOCKET_LEASE_MS } from '../../../shared/constants';
import type { Env } from '../env';

/** Set by the Worker on the upgrade it hands a shard: the socket's lease, which the shard gives back. */
export const SOCKET_LEASE_HEADER = 'x-live-socket-lease';

/** Storage takes at most 128 keys in one delete. */
const STORAGE_KEYS_PER_CALL = 128;

export class ClientSockets extends DurableObject<Env> {
  /** Lease id -> when it was given; storage holds the same, for when the object is evicted. */
  private leases: Map<string, number> | null = null;

  /** A new lease for one socket, or null when the address holds `max` already. */
  async admit(max: number): Promise<string | null> {
    const leases = await this.load();
    const now = Date.now();
    const expired = [...leases].filter(([, since]) => now - since >= LIVE_CLIENT_SOCKET_LEASE_MS).map(([lease]) => lease);
    for (let i = 0; i < expired.length; i += STORAGE_KEYS_PER_CALL) {
      const batch = expired.slice(i, i + STORAGE_KEYS_PER_CALL);
      for (const lease of batch) leases.delete(lease);
      await this.ctx.storage.delete(batch);
    }
    if (leases.size >= max) return null;
    const lease = crypto.randomUUID();
    leases.set(lease, now);
    await this.ctx.storage.put(lease, now);
    return lease;
  }

  /** The socket holding `lease` closed (or never opened); giving it back twice is harmless. */
  async release(lease: string): Promise<void> {
    const leases = await this.load();
    if (!leases.delete(lease)) return;
    await this.ctx.storage.delete(lease);
  }

  private async load(): Promise<Map<string, number>> {
    if (!this.leases) {
      const stored = await this.ctx.storage.list<number>();
      this.leases ??= new Map(stored);
    }
    return this.leases;
  }
}

/** The object that counts `client`'s sockets. */
export function clientSockets(env: Env, client: string): DurableObjectStub<ClientSockets> {
  return env.CLIENT_SOCKETS.get(env.CLIENT_SOCKETS.idFromName(client));
}
