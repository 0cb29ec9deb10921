import { describe, expect, it } from 'vitest';
import {
  ClientMessage,
  CloseCode,
  matchCentreTopics,
  parseClientFrame,
  parseServerFrame,
  parseTopic,
  PING_FRAME,
  PONG_FRAME,
  ServerMessage,
  topicName,
} from '../../../shared/live-protocol';

describe('topic names', () => {
  it('reads the four kinds of topic', () => {
    expect(parseTopic('carousel')).toEqual({ kind: 'carousel' });
    expect(parseTopic('schedule-live')).toEqual({ kind: 'schedule-live' });
    expect(parseTopic('match/87006')).toEqual({ kind: 'match', id: 87006 });
    expect(parseTopic('blog/3674')).toEqual({ kind: 'blog', id: 3674 });
  });

  it.each(['', 'match', 'match/', 'match/0', 'match/012', 'match/1/2', 'match/-1', 'match/1.5', 'blog/abc', 'news/1', 'Carousel', 'carousel/1', 'match/1234567890123'])(
    'refuses %j',
    (name) => {
      expect(parseTopic(name)).toBeNull();
    },
  );

  it("names a match centre's topics: its match's and the strip's, or the strip's alone for an id no topic can have", () => {
    expect(matchCentreTopics(87006)).toEqual(['match/87006', 'carousel']);
    expect(matchCentreTopics(null)).toEqual(['carousel']);
    expect(matchCentreTopics(10 ** 14)).toEqual(['carousel']);
  });

  it('writes a topic back to its name', () => {
    for (const name of ['carousel', 'schedule-live', 'match/87006', 'blog/3674']) expect(topicName(parseTopic(name)!)).toBe(name);
  });
});

describe('client frames', () => {
  it('accepts subscribe (with and without a resume point), unsubscribe and ping', () => {
    expect(parseClientFrame('{"type":"subscribe","topic":"match/1"}')).toEqual({ type: 'subscribe', topic: 'match/1' });
    expect(parseClientFrame('{"type":"subscribe","topic":"carousel","since":12,"epoch":"e"}')).toEqual({
      type: 'subscribe',
      topic: 'carousel',
      since: 12,
      epoch: 'e',
    });
    expect(parseClientFrame('{"type":"unsubscribe","topic":"blog/5"}')).toEqual({ type: 'unsubscribe', topic: 'blog/5' });
    expect(parseClientFrame(PING_FRAME)).toEqual({ type: 'ping' });
  });

  it.each([
    'not json',
    '[]',
    'null',
    '{"type":"subscribe"}',
    '{"type":"subscribe","topic":"match/abc"}',
    '{"type":"subscribe","topic":"carousel","since":-1}',
    '{"type":"subscribe","topic":"carousel","since":1.5}',
    '{"type":"subscribe","topic":"carousel","extra":1}',
    '{"type":"publish","topic":"carousel"}',
  ])('refuses %s', (text) => {
    expect(parseClientFrame(text)).toBeUndefined();
  });
});

describe('server frames', () => {
  it('accepts each kind of frame the edge sends', () => {
    const frames: ServerMessage[] = [
      { type: 'snapshot', topic: 'match/1', seq: 3, epoch: 'e', data: { match: { a: [1, { b: 'c' }] } } },
      { type: 'snapshot', topic: 'match/1', seq: 3, epoch: 'e', data: {}, stale: { since: 1_700_000_000_000 } },
      { type: 'patch', topic: 'carousel', seq: 4, patch: { matches: { $array: { len: 1, patch: { 0: { ball: '1' } } } } } },
      { type: 'status', topic: 'carousel', state: 'stale', since: 1 },
      { type: 'status', topic: 'carousel', state: 'recovered', since: 2 },
      { type: 'error', code: 'not_found', message: 'No such match', topic: 'match/9' },
      { type: 'pong' },
    ];
    for (const frame of frames) expect(parseServerFrame(JSON.stringify(frame))).toEqual(frame);
    expect(parseServerFrame(PONG_FRAME)).toEqual({ type: 'pong' });
  });

  it('refuses frames that are not the protocol', () => {
    expect(parseServerFrame('{"type":"patch","topic":"carousel","seq":1}')).toBeUndefined();
    expect(parseServerFrame('{"type":"status","topic":"carousel","state":"sleepy"}')).toBeUndefined();
    expect(parseServerFrame('garbage')).toBeUndefined();
  });

  it.each(['[]', 'null', '"match"', '3'])('refuses a snapshot or patch whose state is %s, not an object', (value) => {
    expect(parseServerFrame(`{"type":"snapshot","topic":"carousel","seq":1,"epoch":"e","data":${value}}`)).toBeUndefined();
    expect(parseServerFrame(`{"type":"patch","topic":"carousel","seq":2,"patch":${value}}`)).toBeUndefined();
  });

  it("hands a snapshot's state on as parsed, a hostile key kept as the plain key it is", () => {
    const frame = parseServerFrame('{"type":"snapshot","topic":"carousel","seq":1,"epoch":"e","data":{"__proto__":{"x":1},"matches":[]}}');
    expect(frame?.type === 'snapshot' && frame.data).toEqual(JSON.parse('{"__proto__":{"x":1},"matches":[]}'));
    expect(Object.getPrototypeOf(frame?.type === 'snapshot' ? frame.data : null)).toBe(Object.prototype);
    expect(({} as { x?: number }).x).toBeUndefined();
  });

  it('keeps one schema per direction', () => {
    expect(ClientMessage.safeParse({ type: 'pong' }).success).toBe(false);
    expect(ServerMessage.safeParse({ type: 'ping' }).success).toBe(false);
  });
});

describe('close codes', () => {
  it('uses application codes in the 4000 range for protocol refusals', () => {
    for (const code of [CloseCode.badFrame, CloseCode.notFound, CloseCode.rateLimited]) {
      expect(code).toBeGreaterThanOrEqual(4000);
      expect(code).toBeLessThan(5000);
    }
  });
});
