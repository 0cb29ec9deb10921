// How the objects of a topic's fan-out tree reach each other: a node's parent (a relay, or the
// topic's own object at the root) answers opens, catch-ups and listener counts; a node's children
// (relays or leaves) take deliveries, recounts and drains. Both kinds of child answer the same calls,
// so the topic and the relays treat them alike.
import { config } from '../config';
import type { Env } from '../env';
import { isRelay, nodeName, parentOf, parseNodeName, type TreeNode, type TreeShape } from './fanout-tree';
import type { CatchUpRequest, ListenerCount, OpenRequest, TopicReply, TopicUpdate } from './live-topic';

/** What a node asks of the node above it. */
export interface ParentLink {
  open(request: OpenRequest): Promise<TopicReply>;
  catchUp(request: CatchUpRequest): Promise<TopicReply>;
  /** The listener's count fell to 0 (counts above 0 travel with the answers to deliveries). */
  listen(topic: string, listener: string, count: ListenerCount): Promise<void>;
}

/** What a node asks of the nodes below it; `name` is the child's own, `topic` what it is asked about. */
export interface ChildLink {
  /** Relays the update; answers how many sockets listen below it. */
  deliver(name: string, update: TopicUpdate): Promise<ListenerCount>;
  /** Counts the sockets below it afresh (sockets lost without a goodbye drop out). */
  count(name: string, topic: string): Promise<ListenerCount>;
  /** Closes every socket below it on the topic with goingAway; answers how many it closed. */
  drain(name: string, topic: string): Promise<number>;
}

export function treeShape(env: Env): TreeShape {
  const settings = config(env);
  return { leaves: settings.LIVE_SHARDS, fanout: settings.LIVE_FANOUT };
}

/** The topic's own object, the root of its tree. */
export function topicLink(env: Env, topic: string) {
  return env.LIVE_TOPIC.get(env.LIVE_TOPIC.idFromName(topic));
}

/** The node's parent: the relay above it, or the topic's object. */
export function parentLink(env: Env, node: TreeNode): ParentLink {
  const parent = parentOf(node, treeShape(env));
  if (parent === null) return topicLink(env, node.topic);
  return env.LIVE_RELAY.get(env.LIVE_RELAY.idFromName(nodeName(parent)));
}

/** The child of that name, a relay or a leaf. */
export function childLink(env: Env, name: string): ChildLink {
  const node = parseNodeName(name);
  if (node === null) throw new Error(`Not a node of a live topic's tree: ${name}`);
  if (isRelay(node)) return env.LIVE_RELAY.get(env.LIVE_RELAY.idFromName(name));
  return env.LIVE_SHARD.get(env.LIVE_SHARD.idFromName(name));
}
