// A LiveRelay stands between a topic's object and its leaves once the leaves outnumber LIVE_FANOUT
// (fanout-tree.ts): it takes each update once from its parent and relays the same frames to its
// children that have listeners, so no object ever sends to more than LIVE_FANOUT others. Opens and
// catch-ups from below pass through it to the topic; listener counts come up with every delivery.
//
// Ordering: like a leaf, a relay keeps the seq it has relayed up to (its position, in storage, so an
// evicted relay still knows it). An update that does not follow on from it reveals a missed one:
// the relay backfills from its parent and relays the backfill instead, so its children never see
// the hole. Deliveries run one at a time, in order.
import { DurableObject } from 'cloudflare:workers';
import { z } from '../../../shared/zod';
import type { Env } from '../env';
import { nodeName, parentOf, parseNodeName, type TreeNode } from './fanout-tree';
import { recordCount, ReportStamps, totalCount, type ListenerBook } from './listener-counts';
import type { CatchUpRequest, ListenerCount, OpenRequest, TopicReply, TopicUpdate } from './live-topic';
import { childLink, parentLink, treeShape } from './tree-links';

const CHILDREN_KEY = 'children';
const POSITION_KEY = 'position';

const BookSchema = z.record(z.string(), z.object({ count: z.number(), stamp: z.number() }));
const PositionSchema = z.object({ seq: z.number(), epoch: z.string() });

export class LiveRelay extends DurableObject<Env> {
  private children: ListenerBook = {};
  private position: { seq?: number; epoch?: string } = {};
  private queue: Promise<unknown> = Promise.resolve();
  /** Deliveries taken since the object started: tells an open whether one overtook it. */
  private deliveries = 0;
  private readonly stamps = new ReportStamps();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      const stored = await ctx.storage.get([CHILDREN_KEY, POSITION_KEY]);
      const book = BookSchema.safeParse(stored.get(CHILDREN_KEY));
      const position = PositionSchema.safeParse(stored.get(POSITION_KEY));
      if (book.success) this.children = book.data;
      if (position.success) this.position = position.data;
    });
  }

  // From below: passed up to the topic ----------------------------------------------------------------

  async open(request: OpenRequest): Promise<TopicReply> {
    const self = this.parentOfCaller(request.listener);
    const idle = totalCount(this.children) === 0;
    const deliveries = this.deliveries;
    recordCount(this.children, request.listener, request.count);
    await this.ctx.storage.put(CHILDREN_KEY, this.children);
    const reply = await parentLink(this.env, self).open({ ...request, listener: nodeName(self), count: this.report() });
    // Out of the tree until now, the relay's position is old: it stands where this answer does,
    // unless a delivery has already moved it on. Not queued behind deliveries: one of those may be
    // waiting on the very leaf whose join waits on this open.
    if (idle && reply.kind === 'ok' && deliveries === this.deliveries) await this.setPosition(reply.seq, reply.epoch);
    return reply;
  }

  async catchUp(request: CatchUpRequest): Promise<TopicReply> {
    const self = this.parentOfCaller(request.listener);
    return parentLink(this.env, self).catchUp({ ...request, listener: nodeName(self) });
  }

  /** A child's count fell to 0. Upward goes only the news that nobody listens here any more. */
  async listen(topic: string, listener: string, count: ListenerCount): Promise<void> {
    const self = this.parentOfCaller(listener);
    if (!recordCount(this.children, listener, count)) return;
    await this.ctx.storage.put(CHILDREN_KEY, this.children);
    if (totalCount(this.children) === 0) await parentLink(this.env, self).listen(topic, nodeName(self), this.report());
  }

  // From above: relayed down ---------------------------------------------------------------------

  async deliver(name: string, update: TopicUpdate): Promise<ListenerCount> {
    const self = this.node(name);
    this.deliveries++;
    return this.serial(async () => {
      let run = update;
      if (update.from !== update.to) {
        const { seq, epoch } = this.position;
        const follows = seq === undefined || totalCount(this.children) === 0 || (seq === update.from && epoch === update.epoch);
        if (!follows && epoch === update.epoch && update.to <= seq!) return this.report(); // Already relayed.
        if (!follows) {
          const caught = await parentLink(this.env, self).catchUp({ topic: self.topic, listener: name, since: seq, epoch });
          if (caught.kind !== 'ok') return this.report();
          run = { topic: self.topic, from: seq!, to: caught.seq, epoch: caught.epoch, frames: caught.frames };
        }
        await this.setPosition(run.to, run.epoch);
      }
      await Promise.all(
        Object.keys(this.children).map(async (child) => {
          try {
            recordCount(this.children, child, await childLink(this.env, child).deliver(child, run));
          } catch (err) {
            // The child sees the gap on the next update and backfills from here.
            console.warn(`live relay ${name}: delivering to ${child} failed`, err);
          }
        }),
      );
      await this.ctx.storage.put(CHILDREN_KEY, this.children);
      return this.report();
    });
  }

  async count(name: string, topic: string): Promise<ListenerCount> {
    this.node(name);
    await Promise.all(
      Object.keys(this.children).map(async (child) => {
        try {
          recordCount(this.children, child, await childLink(this.env, child).count(child, topic));
        } catch (err) {
          console.warn(`live relay ${name}: counting ${child} failed`, err);
        }
      }),
    );
    await this.ctx.storage.put(CHILDREN_KEY, this.children);
    return this.report();
  }

  async drain(name: string, topic: string): Promise<number> {
    this.node(name);
    const closed = await Promise.all(Object.keys(this.children).map((child) => childLink(this.env, child).drain(child, topic)));
    return closed.reduce((sum, n) => sum + n, 0);
  }

  /** The children that listen, with their counts, for operators (live-admin.ts). */
  async listeners(name: string): Promise<ListenerBook> {
    this.node(name);
    return this.children;
  }

  /** Drops everything in memory, as an eviction would; what the relay must not forget is in storage. */
  async evict(): Promise<void> {
    this.ctx.abort('evicted');
  }

  // Helpers ------------------------------------------------------------------------------------------

  private async setPosition(seq: number, epoch: string): Promise<void> {
    this.position = { seq, epoch };
    await this.ctx.storage.put(POSITION_KEY, this.position);
  }

  private report(): ListenerCount {
    return { count: totalCount(this.children), stamp: this.stamps.next() };
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private node(name: string): TreeNode {
    const node = parseNodeName(name);
    if (!node || node.level === 0) throw new Error(`Not a relay's name: ${name}`);
    return node;
  }

  /** A relay learns its own name from its callers: it is their parent. */
  private parentOfCaller(child: string): TreeNode {
    const node = parseNodeName(child);
    const parent = node && parentOf(node, treeShape(this.env));
    if (!parent) throw new Error(`${child} has no relay above it`);
    return parent;
  }
}
