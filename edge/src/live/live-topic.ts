// One LiveTopic object per live topic ('match/87006'): the only thing that polls the upstream for
// that topic, however many fans watch. It polls only while some shard reports listeners (plus a
// grace period) or another topic follows it (the carousel, each live match: key events), from one
// alarm that drives all of the topic's schedules; it turns each answer into
// a sequenced change, serialises it once, keeps it for resuming clients, and publishes it down the
// topic's fan-out tree (fanout-tree.ts): to the LiveShard leaves that hold the sockets, or to the
// LiveRelay objects above them. Everything it must not forget is in storage.
import { DurableObject } from 'cloudflare:workers';
import { LIVE_NOT_FOUND_TTL_MS } from '../../../shared/constants';
import { parseTopic, type KeyEvent, type ServerMessage } from '../../../shared/live-protocol';
import { withoutNulls, type JsonObject } from '../../../shared/merge-patch';
import { config } from '../config';
import type { Env } from '../env';
import { backoff } from './backoff';
import { recordCount, totalCount, type ListenerBook, type ListenerCount } from './listener-counts';
import { pollSchedule } from './poll-schedule';
import { matchKeyEvents } from './match-key-events';
import { followLiveMatches, tellFollowers } from './follow-calls';
import { queueKeyEventPushes } from '../push/queue-key-events';
import { addFollower, followedEventsToTell, forgetToldEvents, isFollowed, keepFollowedEvents } from './topic-following';
import { topicSchedules, type TopicSchedule } from './topic-sources';
import { childLink } from './tree-links';
import { TopicStore, type TopicMeta } from './topic-store';

/** Shard counts are re-asked this often, so sockets lost without a goodbye stop the polling. */
const LISTENER_RECHECK_MS = 60_000;
const OVERDUE_ALARM_MS = 10_000;

export type { ListenerCount };

/** A node below the topic (`listener`, a leaf or relay) asks for what came after `since`, or a snapshot. */
export interface CatchUpRequest {
  topic: string;
  listener: string;
  since?: number;
  epoch?: string;
}

/** A node joins the topic's tree (or stays in it) with the sockets it holds. */
export interface OpenRequest extends CatchUpRequest {
  count: ListenerCount;
  /** A leaf asks for a copy of the topic (topic-replica.ts), to answer its own sockets with. */
  copy?: boolean;
}

/**
 * Frames for one client (or one node) to send, in order, and the seq they bring it to; `status` is
 * where the topic stands (a 'stale' or 'live' status frame), for a node that answers joins itself.
 */
export type TopicReply =
  | { kind: 'ok'; seq: number; epoch: string; frames: string[]; status: string; copy?: { snapshot: string; patches: string[] } }
  | { kind: 'not_found'; frames: string[] };

export type SnapshotReply = { kind: 'ok'; frame: string; seq: number } | { kind: 'not_found' } | { kind: 'unavailable' };

/** A published update: `frames` take a listener at seq `from` to `to` (equal for a status alone). */
export interface TopicUpdate {
  topic: string;
  from: number;
  to: number;
  epoch: string;
  frames: string[];
}

export class LiveTopic extends DurableObject<Env> {
  private store!: TopicStore;
  private polling: Promise<void> | null = null;
  /** Publishes run in order, one after another, apart from the polls (see pollDue). */
  private publishing: Promise<void> = Promise.resolve();
  /** Counts loaded from storage may name sockets of a previous process: re-ask before trusting them. */
  private listenersCheckedAt = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      this.store = await TopicStore.load(ctx.storage);
    });
  }

  // Lifecycle: a shard's socket subscribes --------------------------------------------------------

  async open(request: OpenRequest): Promise<TopicReply> {
    const meta = this.store.init(request.topic);
    this.recordListener(request.listener, request.count);
    if (this.isNotFound(meta)) return this.notFoundReply(meta);
    await this.pollDue();
    if (this.isNotFound(meta)) return this.notFoundReply(meta);
    await this.store.saveMeta();
    await this.keepPolling();
    const reply = this.reply(request.since, request.epoch, request.since !== undefined);
    if (request.copy && reply.kind === 'ok' && this.store.data !== null) {
      reply.copy = { snapshot: this.store.snapshotFrame(), patches: this.store.ringFrames() };
    }
    return reply;
  }

  /** A node that missed an update asks for what came after `since`; nothing is polled. */
  async catchUp({ topic, since, epoch }: CatchUpRequest): Promise<TopicReply> {
    const meta = this.store.init(topic);
    if (this.isNotFound(meta)) return this.notFoundReply(meta);
    return this.reply(since, epoch, false);
  }

  /** A child's count of sockets on this topic fell to 0 (its last socket left or unsubscribed). */
  async listen(topic: string, listener: string, count: ListenerCount): Promise<void> {
    this.store.init(topic);
    this.recordListener(listener, count);
    await this.store.saveMeta();
    if (this.listenerTotal() > 0) await this.keepPolling();
  }

  /**
   * Another topic (`follower`, the carousel) wants this one's key events until `untilMs`: the topic
   * polls meanwhile, listeners or not, and tells it of each key event but over ends.
   */
  async follow(topic: string, follower: string, untilMs: number): Promise<void> {
    const meta = this.store.init(topic);
    if (this.isNotFound(meta)) return;
    addFollower(meta, follower, untilMs);
    await this.store.saveMeta();
    await this.keepPolling();
  }

  /**
   * The topic polls until `untilMs`, listeners or not: the carousel, so that it has every live
   * match's topic poll and push its key events to fans with the site closed (push-cron.ts).
   */
  async keepAwake(topic: string, untilMs: number): Promise<void> {
    const meta = this.store.init(topic);
    if (this.isNotFound(meta)) return;
    meta.awakeUntil = Math.max(meta.awakeUntil ?? 0, untilMs);
    await this.store.saveMeta();
    await this.keepPolling();
  }

  /**
   * Key events of a topic this one follows, kept until this topic's next change carries them: the
   * carousel tells of a wicket in the frame that brings the card's new score.
   */
  async takeEvents(topic: string, events: KeyEvent[]): Promise<void> {
    keepFollowedEvents(this.store.init(topic), events, Date.now());
    await this.store.saveMeta();
  }

  /** The latest snapshot frame for GET /live/{topic}: polls only if the last poll is an interval old. */
  async snapshot(topic: string): Promise<SnapshotReply> {
    const meta = this.store.init(topic);
    if (this.isNotFound(meta)) return { kind: 'not_found' };
    await this.pollDue();
    if (this.isNotFound(meta)) return { kind: 'not_found' };
    if (this.store.data === null) return { kind: 'unavailable' };
    return { kind: 'ok', frame: this.store.snapshotFrame(), seq: meta.seq };
  }

  // Lifecycle: the alarm ----------------------------------------------------------------------------

  override async alarm(info?: AlarmInvocationInfo): Promise<void> {
    const meta = this.store.meta;
    if (!meta) return;
    if (info?.isRetry) console.warn(`live ${meta.topic}: alarm retry ${info.retryCount}`);
    if (Date.now() - this.listenersCheckedAt > LISTENER_RECHECK_MS) await this.recheckListeners(meta);
    if (this.isNotFound(meta)) return;
    const grace = config(this.env).LIVE_IDLE_GRACE_MS;
    if (this.listenerTotal() === 0 && !isFollowed(meta, Date.now()) && (meta.idleSince === null || Date.now() - meta.idleSince >= grace)) {
      // Nobody listens: stop here. The next subscriber starts the alarm again.
      await this.store.saveMeta();
      return;
    }
    await this.pollDue();
    await this.publishing;
    if (!this.isNotFound(meta)) await this.ctx.storage.setAlarm(this.nextWake(meta));
  }

  // Polling -----------------------------------------------------------------------------------------

  /**
   * Polls the schedules that are due. Concurrent callers share the poll in flight: none overlap.
   * It settles once the change is committed, before it is published: a shard waiting here for a
   * joining socket must not wait on its own delivery, which queues behind that join.
   */
  private pollDue(): Promise<void> {
    this.polling ??= this.poll().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private async poll(): Promise<void> {
    const meta = this.store.meta!;
    const now = Date.now();
    const schedules = this.schedules(meta);
    const due = schedules.filter((s) => (meta.schedules[s.name]?.nextDue ?? 0) <= now);
    if (due.length === 0) return;
    // Claim the slots before asking: an alarm retried after a crash mid-poll finds them taken.
    for (const s of due) {
      meta.schedules[s.name] = { nextDue: now + s.intervalMs(this.store.data), failures: meta.schedules[s.name]?.failures ?? 0 };
    }
    await this.store.saveMeta();

    const outcomes = await Promise.all(due.map((s) => pollSchedule(this.env, s)));
    if (this.store.data === null && outcomes.some((o) => o.kind === 'not_found')) {
      // An unknown id: remember it, so the upstream is not asked about it again for a long while.
      meta.notFoundAt = now;
      await this.store.saveMeta();
      await this.ctx.storage.deleteAlarm();
      return;
    }
    // A topic's first state is whole: a blog's article without its blocks would tell its fans the blog
    // has none. Until every source answers in one poll nothing is kept (subscribers are told the topic
    // is unavailable), and all of them are asked again together.
    const whole = this.store.data !== null || outcomes.every((o) => o.kind === 'ok');
    const next: JsonObject = { ...this.store.data };
    let fresh = false;
    /** When the last of the answers that make the new state arrived: the frames carry it as `at`. */
    let receivedAt = 0;
    outcomes.forEach((outcome, i) => {
      const state = meta.schedules[due[i]!.name]!;
      if (outcome.kind !== 'ok') {
        state.failures += 1;
        console.warn(`live ${meta.topic}: ${due[i]!.pathWithQuery} failed (${outcome.kind === 'failed' ? outcome.reason : '404'})`);
      } else if (whole) {
        Object.assign(next, outcome.members);
        state.failures = 0;
        fresh = true;
        receivedAt = Math.max(receivedAt, outcome.receivedAt);
      }
    });
    const state = fresh ? withoutNulls(next) : this.store.data;
    const waits = due.map((s) => {
      const { failures } = meta.schedules[s.name]!;
      const interval = s.intervalMs(state);
      return failures > 0 ? backoff(interval, failures) : interval;
    });
    due.forEach((s, i) => {
      meta.schedules[s.name]!.nextDue = now + (whole ? waits[i]! : Math.min(...waits.filter((_, j) => outcomes[j]!.kind !== 'ok')));
    });

    const frames: string[] = [];
    const failing = Object.values(meta.schedules).some((s) => s.failures > 0);
    if (failing && meta.staleSince === null && this.store.data !== null) {
      meta.staleSince = now;
      frames.push(this.store.statusFrame('stale', now));
    } else if (!failing && meta.staleSince !== null) {
      meta.staleSince = null;
      meta.liveSince = now;
      frames.push(this.store.statusFrame('recovered', now));
    }
    const from = meta.seq;
    const events = fresh && state ? this.changeEvents(meta, state, receivedAt) : [];
    const change = fresh && state ? await this.store.commit(state, config(this.env).LIVE_RESUME_MAX_PATCHES, receivedAt, events) : null;
    if (change) frames.push(change.frame);
    if (change && meta.pendingEvents?.length) {
      forgetToldEvents(meta, events, now);
      await this.store.saveMeta();
    } else if (!change) {
      await this.store.saveMeta();
    }
    if (frames.length > 0) this.enqueuePublish({ topic: meta.topic, from, to: meta.seq, epoch: meta.epoch, frames });
    if (change && events.length > 0) this.ctx.waitUntil(tellFollowers(this.env, meta.topic, meta, events));
    // A match's own key events go to its teams' fans by push too; the carousel's are the matches' again.
    if (change && events.length > 0 && parseTopic(meta.topic)?.kind === 'match') {
      this.ctx.waitUntil(queueKeyEventPushes(this.env, meta.topic, state, events));
    }
    if (change && parseTopic(meta.topic)?.kind === 'carousel') this.ctx.waitUntil(followLiveMatches(this.env, meta.topic, this.store.data));
  }

  private enqueuePublish(update: TopicUpdate): void {
    this.publishing = this.publishing
      .then(() => this.publish(update))
      .catch((err: unknown) => console.error(`live ${update.topic}: publishing seq ${update.to} failed`, err));
    this.ctx.waitUntil(this.publishing);
  }

  /**
   * The key events a change carries: a match's own, decided from its states before and after; for
   * the carousel, its live matches' that came since its last change, but none gone stale waiting.
   */
  private changeEvents(meta: TopicMeta, state: JsonObject, receivedAt: number): KeyEvent[] {
    const topic = parseTopic(meta.topic);
    if (topic?.kind === 'match') return matchKeyEvents({ state: this.store.data, at: meta.dataAt }, { state, at: receivedAt });
    return followedEventsToTell(meta, Date.now());
  }

  // Broadcast ---------------------------------------------------------------------------------------

  /** Hands the frames, serialised once, to each child (a leaf, or a relay) with sockets below it. */
  private async publish(update: TopicUpdate): Promise<void> {
    const meta = this.store.meta!;
    const names = Object.keys(meta.listeners);
    await Promise.all(
      names.map(async (name) => {
        try {
          this.recordListener(name, await childLink(this.env, name).deliver(name, update));
        } catch (err) {
          // The child catches up on the next update: it sees the gap in seq and asks catchUp.
          console.warn(`live ${meta.topic}: publishing to ${name} failed`, err);
        }
      }),
    );
    await this.store.saveMeta();
  }

  /** The children that listen, with their counts, for operators (live-admin.ts). */
  async children(topic: string): Promise<ListenerBook> {
    return this.store.init(topic).listeners;
  }

  /** Closes every socket on the topic with goingAway (before a deploy): answers how many. */
  async drain(topic: string): Promise<number> {
    const meta = this.store.init(topic);
    const closed = await Promise.all(Object.keys(meta.listeners).map((name) => childLink(this.env, name).drain(name, topic)));
    return closed.reduce((sum, n) => sum + n, 0);
  }

  private async recheckListeners(meta: TopicMeta): Promise<void> {
    this.listenersCheckedAt = Date.now();
    await Promise.all(
      Object.keys(meta.listeners).map(async (name) => {
        try {
          this.recordListener(name, await childLink(this.env, name).count(name, meta.topic));
        } catch (err) {
          console.warn(`live ${meta.topic}: asking ${name} for its count failed`, err);
        }
      }),
    );
    await this.store.saveMeta();
  }

  // Helpers -----------------------------------------------------------------------------------------

  private reply(since: number | undefined, epoch: string | undefined, resume: boolean): TopicReply {
    const meta = this.store.meta!;
    const status = meta.staleSince !== null ? this.store.statusFrame('stale', meta.staleSince) : this.store.statusFrame('live', meta.liveSince);
    if (this.store.data === null) {
      const message = 'No data yet: the upstream is not answering. The snapshot follows when it does.';
      return { kind: 'ok', seq: 0, epoch: meta.epoch, frames: [errorFrame('unavailable', message, meta.topic)], status };
    }
    const frames = this.store.framesSince(since, epoch);
    // A resuming client may have missed a status change while away: say where things stand.
    if (meta.staleSince !== null || resume) frames.push(status);
    return { kind: 'ok', seq: meta.seq, epoch: meta.epoch, frames, status };
  }

  private notFoundReply(meta: TopicMeta): TopicReply {
    return { kind: 'not_found', frames: [errorFrame('not_found', `No such ${meta.topic.split('/')[0]}: ${meta.topic}`, meta.topic)] };
  }

  private isNotFound(meta: TopicMeta): boolean {
    if (meta.notFoundAt === null) return false;
    if (Date.now() - meta.notFoundAt < LIVE_NOT_FOUND_TTL_MS) return true;
    meta.notFoundAt = null; // Long enough: the id may exist by now, so one poll may ask again.
    return false;
  }

  private recordListener(name: string, count: ListenerCount): void {
    const meta = this.store.meta!;
    if (!recordCount(meta.listeners, name, count)) return; // An older report that arrived late.
    const total = this.listenerTotal();
    if (total > 0) meta.idleSince = null;
    else meta.idleSince ??= Date.now();
  }

  private listenerTotal(): number {
    return totalCount(this.store.meta?.listeners ?? {});
  }

  /** Starts the alarm loop if it is not running. */
  private async keepPolling(): Promise<void> {
    const meta = this.store.meta!;
    if (this.isNotFound(meta)) return;
    const alarm = await this.ctx.storage.getAlarm();
    // An alarm long overdue did not survive a restart of the runtime: set it again.
    if (alarm === null || alarm < Date.now() - OVERDUE_ALARM_MS) await this.ctx.storage.setAlarm(this.nextWake(meta));
  }

  private nextWake(meta: TopicMeta): number {
    const now = Date.now();
    const due = this.schedules(meta).map((s) => meta.schedules[s.name]?.nextDue ?? now);
    // A followed topic polls on, however long ago its last listener left.
    if (meta.idleSince !== null && !isFollowed(meta, now)) due.push(meta.idleSince + config(this.env).LIVE_IDLE_GRACE_MS);
    return Math.max(now, Math.min(...due));
  }

  private schedules(meta: TopicMeta): TopicSchedule[] {
    const topic = parseTopic(meta.topic);
    if (!topic) throw new Error(`Not a live topic: ${meta.topic}`);
    return topicSchedules(topic);
  }
}

function errorFrame(code: 'unavailable' | 'not_found', message: string, topic: string): string {
  return JSON.stringify({ type: 'error', code, message, topic } satisfies ServerMessage);
}
