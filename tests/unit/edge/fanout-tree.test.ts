import { describe, expect, it } from 'vitest';
import { nodeName, nodesAt, parentOf, parseNodeName, relayLevels, type TreeNode, type TreeShape } from '../../../edge/src/live/fanout-tree';
import { recordCount, ReportStamps, totalCount, type ListenerBook } from '../../../edge/src/live/listener-counts';

/** The chain of names from a leaf up to the topic's direct child. */
function pathUp(leaf: number, shape: TreeShape, topic = 'match/1'): string[] {
  const names: string[] = [];
  for (let node: TreeNode | null = { topic, level: 0, index: leaf }; node; node = parentOf(node, shape)) names.push(nodeName(node));
  return names;
}

describe('a topic fan-out tree', () => {
  it('has no relays while the leaves fit under the topic, and one more level each time they outgrow the fanout', () => {
    expect(relayLevels({ leaves: 1, fanout: 32 })).toBe(0);
    expect(relayLevels({ leaves: 32, fanout: 32 })).toBe(0);
    expect(relayLevels({ leaves: 33, fanout: 32 })).toBe(1);
    expect(relayLevels({ leaves: 32 * 32, fanout: 32 })).toBe(1);
    expect(relayLevels({ leaves: 32 * 32 + 1, fanout: 32 })).toBe(2);
    expect(relayLevels({ leaves: 8, fanout: 2 })).toBe(2);
  });

  it('gives no node more than fanout children, at every level', () => {
    for (const shape of [
      { leaves: 8, fanout: 2 },
      { leaves: 7, fanout: 3 },
      { leaves: 2000, fanout: 32 },
    ]) {
      const levels = relayLevels(shape);
      for (let level = 0; level <= levels; level++) {
        const children = new Map<string, number>();
        for (let index = 0; index < nodesAt(level, shape); index++) {
          const parent = parentOf({ topic: 't', level, index }, shape);
          const key = parent ? nodeName(parent) : 'topic';
          children.set(key, (children.get(key) ?? 0) + 1);
        }
        expect(Math.max(...children.values())).toBeLessThanOrEqual(shape.fanout);
        if (level === levels) expect([...children.keys()]).toEqual(['topic']);
      }
    }
  });

  it('leads every leaf up to the topic through one relay per level', () => {
    expect(pathUp(6, { leaves: 8, fanout: 2 })).toEqual(['match/1#6', 'match/1~1.3', 'match/1~2.1']);
    expect(pathUp(0, { leaves: 3, fanout: 32 })).toEqual(['match/1#0']);
  });

  it('reads back the names it writes, and nothing else', () => {
    for (const node of [
      { topic: 'match/87006', level: 0, index: 12 },
      { topic: 'carousel', level: 2, index: 5 },
      { topic: 'blog/a#b', level: 0, index: 1 },
    ]) {
      expect(parseNodeName(nodeName(node))).toEqual(node);
    }
    expect(parseNodeName('match/87006')).toBeNull();
    expect(parseNodeName('match/87006#x')).toBeNull();
  });
});

describe('listener counts', () => {
  it('keeps the newest report of each child, drops a child at 0, and sums them', () => {
    const book: ListenerBook = {};
    expect(recordCount(book, 'a', { count: 3, stamp: 10 })).toBe(true);
    expect(recordCount(book, 'b', { count: 2, stamp: 11 })).toBe(true);
    expect(recordCount(book, 'a', { count: 9, stamp: 5 })).toBe(false);
    expect(totalCount(book)).toBe(5);
    expect(recordCount(book, 'b', { count: 0, stamp: 12 })).toBe(true);
    expect(Object.keys(book)).toEqual(['a']);
  });

  it('stamps one node’s reports in order even within one millisecond', () => {
    const stamps = new ReportStamps();
    const taken = Array.from({ length: 100 }, () => stamps.next());
    for (let i = 1; i < taken.length; i++) expect(taken[i]!).toBeGreaterThan(taken[i - 1]!);
  });
});
