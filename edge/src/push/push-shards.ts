// Which of a team's PUSH_TEAM_SHARDS objects keeps a device: a hash of its endpoint (FNV-1a), so the
// same device always lands in the same one and a push service's devices spread evenly over them.
import { PUSH_TEAM_SHARDS } from '../../../shared/constants';

export function shardOf(endpoint: string, shards = PUSH_TEAM_SHARDS): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < endpoint.length; i++) {
    hash ^= endpoint.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}
