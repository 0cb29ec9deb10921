// The shape of a topic's fan-out tree, as pure functions of names and two settings. The topic's
// object is the root; LIVE_SHARDS leaf objects hold the sockets (a client's stable id hashes to its
// leaf); between them, levels of relay objects forward each update to at most LIVE_FANOUT children.
// Leaf i's parent is relay floor(i / F) of level 1, whose parent is relay floor(i / F²) of level 2,
// and so on up to the first level with at most F nodes, whose parent is the topic. With at most F
// leaves there is no relay and the topic publishes to the leaves itself. Every object derives its
// parent from its own name, so nothing about the tree is stored or sent.

export interface TreeShape {
  leaves: number;
  fanout: number;
}

/** A node below the topic: a leaf (level 0) or a relay (level ≥ 1), with its index in its level. */
export interface TreeNode {
  topic: string;
  level: number;
  index: number;
}

const LEAF = /^(.+)#(\d+)$/;
const RELAY = /^(.+)~(\d+)\.(\d+)$/;

/** How many relay levels sit between the topic and its leaves: 0 while the leaves are at most F. */
export function relayLevels({ leaves, fanout }: TreeShape): number {
  let levels = 0;
  for (let nodes = leaves; nodes > fanout; nodes = Math.ceil(nodes / fanout)) levels++;
  return levels;
}

/** The number of nodes at a level (0: the leaves). */
export function nodesAt(level: number, { leaves, fanout }: TreeShape): number {
  return Math.ceil(leaves / fanout ** level);
}

export function nodeName({ topic, level, index }: TreeNode): string {
  return level === 0 ? `${topic}#${index}` : `${topic}~${level}.${index}`;
}

/** Reads a leaf's or relay's name; null for anything else (a topic's own name included). */
export function parseNodeName(name: string): TreeNode | null {
  const leaf = LEAF.exec(name);
  if (leaf) return { topic: leaf[1]!, level: 0, index: Number(leaf[2]) };
  const relay = RELAY.exec(name);
  if (relay) return { topic: relay[1]!, level: Number(relay[2]), index: Number(relay[3]) };
  return null;
}

/** The node's parent: a relay one level up, or null when the topic's object is the parent. */
export function parentOf(node: TreeNode, shape: TreeShape): TreeNode | null {
  if (node.level >= relayLevels(shape)) return null;
  return { topic: node.topic, level: node.level + 1, index: Math.floor(node.index / shape.fanout) };
}

export function isRelay(node: TreeNode): boolean {
  return node.level > 0;
}
