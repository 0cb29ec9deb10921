import { describe, expect, it } from 'vitest';
import {
  applyMergePatch,
  createMergePatch,
  MergePatchConflict,
  withoutNulls,
  type Json,
  type JsonObject,
} from '../../../shared/merge-patch';

/** The patch between two states must always take the first to the second exactly. */
function roundTrip(from: JsonObject, to: JsonObject): JsonObject | undefined {
  const patch = createMergePatch(from, to);
  if (patch !== undefined) expect(applyMergePatch(from, structuredClone(patch))).toEqual(to);
  return patch;
}

describe('applyMergePatch (RFC 7386)', () => {
  // The examples of RFC 7386 appendix A.
  const cases: [Json, Json, Json][] = [
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ];
  it.each(cases)('applies the RFC example %j + %j', (target, patch, result) => {
    expect(applyMergePatch(target, patch)).toEqual(result);
  });

  it('does not change its target', () => {
    const target = { a: { b: 1 } };
    applyMergePatch(target, { a: { b: 2 } });
    expect(target).toEqual({ a: { b: 1 } });
  });

  it('keeps a __proto__ key as plain data', () => {
    // What JSON.parse('{"__proto__": {...}}') makes: an own member named __proto__.
    const hostile: JsonObject = {};
    Object.defineProperty(hostile, '__proto__', { value: { polluted: true }, enumerable: true, writable: true, configurable: true });
    const patched = applyMergePatch({}, hostile);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(patched as object)).toEqual(['__proto__']);
  });
});

describe('createMergePatch', () => {
  it('returns undefined when nothing changed', () => {
    expect(createMergePatch({ a: [1, { b: 2 }], c: 'x' }, { a: [1, { b: 2 }], c: 'x' })).toBeUndefined();
  });

  it('writes changed, added and removed members only', () => {
    expect(roundTrip({ a: 1, b: { c: 2, d: 3 }, e: 'gone' }, { a: 1, b: { c: 2, d: 4 }, f: true })).toEqual({
      b: { d: 4 },
      e: null,
      f: true,
    });
  });

  it('replaces a value whose type changed', () => {
    expect(roundTrip({ a: { b: 1 } }, { a: 'text' })).toEqual({ a: 'text' });
    expect(roundTrip({ a: 'text' }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
    expect(roundTrip({ a: [1, 2] }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
  });

  it('refuses a change it cannot express rather than send a wrong one', () => {
    expect(() => createMergePatch({ a: [1] }, { a: { $array: { len: 0 } } })).toThrow(MergePatchConflict);
  });
});

describe('arrays', () => {
  const ball = (n: number) => ({ event_id: n, over: `${Math.floor(n / 6)}.${n % 6}`, commentary: `Ball ${n}: a long line of commentary text about it` });
  const balls = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ball(to - i));

  it('sends a ball added on top of a newest-first list as one item, not the list', () => {
    const from = { commentaries: balls(1, 40) };
    const to = { commentaries: balls(1, 41) };
    const patch = roundTrip(from, to);
    expect(patch).toEqual({ commentaries: { $array: { len: 41, shift: 1, set: { 0: ball(41) } } } });
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(to).length / 10);
  });

  it('sends an item appended to an oldest-first list as one item', () => {
    const from = { blocks: balls(1, 30).reverse() };
    const to = { blocks: balls(1, 31).reverse() };
    expect(roundTrip(from, to)).toEqual({ blocks: { $array: { len: 31, set: { 30: ball(31) } } } });
  });

  it('handles a capped list where the newest comes in and the oldest falls off', () => {
    const patch = roundTrip({ list: balls(1, 20) }, { list: balls(2, 21) });
    expect(patch).toEqual({ list: { $array: { len: 20, shift: 1, set: { 0: ball(21) } } } });
  });

  it('handles items removed from the front', () => {
    const patch = roundTrip({ list: balls(1, 20) }, { list: balls(1, 17) });
    expect(patch).toEqual({ list: { $array: { len: 17, shift: -3 } } });
  });

  it('merge-patches an object changed in place (a batter’s runs)', () => {
    const batters = (runs: number) => [
      { pid: 1, name: 'Opener One', runs, balls: 20, fours: 2, sixes: 1 },
      { pid: 2, name: 'Opener Two', runs: 12, balls: 9, fours: 1, sixes: 0 },
    ];
    expect(roundTrip({ batsmen: batters(30) }, { batsmen: batters(34) })).toEqual({
      batsmen: { $array: { len: 2, patch: { 0: { runs: 34 } } } },
    });
  });

  it('sends a move in the middle of a list as the move, and patches only what changed in the moved item', () => {
    const match = (id: number, score = '') => ({ match_id: id, title: `Match ${id} between two sides with long names`, venue: 'A ground', score });
    const before = Array.from({ length: 30 }, (_, i) => match(i + 1));
    // Match 20 goes live and jumps to second place; the ones between move down by one.
    const after = [before[0]!, match(20, '4/0'), ...before.slice(1, 19), ...before.slice(20)];
    const patch = roundTrip({ matches: before }, { matches: after });
    const from = Object.fromEntries(Array.from({ length: 19 }, (_, i) => [String(i + 1), i === 0 ? 19 : i]));
    expect(patch).toEqual({ matches: { $array: { len: 30, from, patch: { 1: { score: '4/0' } } } } });
  });

  it('sends a short array whole when that is smaller', () => {
    expect(roundTrip({ a: [1, 2, 3] }, { a: [3, 2, 1] })).toEqual({ a: [3, 2, 1] });
  });

  it('round-trips nested arrays, nulls inside arrays, and reorderings', () => {
    const cases: [JsonObject, JsonObject][] = [
      [{ m: [[1, 2], [3, 4]] }, { m: [[1, 2], [3, 5]] }],
      [{ m: [1, null, 2] }, { m: [null, 1, null, 2] }],
      [{ m: [{ a: 1 }, 'x', { b: [1, 2, 3] }] }, { m: ['x', { b: [1, 2, 3, 4] }, { a: 1 }] }],
      [{ m: balls(1, 10) }, { m: [] }],
      [{ m: [] }, { m: balls(1, 10) }],
      [{ m: balls(1, 10) }, { m: [...balls(5, 12), { ...ball(4), commentary: 'edited' }] }],
      [{ m: [{ id: 1, a: 1 }, { id: 2 }, { id: 1, a: 2 }] }, { m: [{ id: 2, b: 1 }, { id: 1, a: 2 }, { id: 3 }] }],
    ];
    for (const [from, to] of cases) roundTrip(from, to);
  });

  it('rejects a malformed array operation', () => {
    expect(() => applyMergePatch([1, 2], { $array: { len: -1 } })).toThrow(TypeError);
    expect(() => applyMergePatch([1, 2], { $array: { len: 1, set: { 5: 1 } } })).toThrow(TypeError);
    expect(() => applyMergePatch([1, 2], { $array: { len: 2, from: { 0: 2 } } })).toThrow(TypeError);
    expect(() => applyMergePatch([1, 2], { $array: { len: 2, from: { 3: 0 } } })).toThrow(TypeError);
    expect(() => applyMergePatch([1, 2], { $array: { len: 2, from: { 0: -1 } } })).toThrow(TypeError);
  });

  it('treats $array as a plain member when the target is not an array', () => {
    expect(applyMergePatch({}, { a: { $array: { len: 0 } } })).toEqual({ a: { $array: { len: 0 } } });
  });
});

describe('withoutNulls', () => {
  it('drops null members at any depth and keeps nulls that are array items', () => {
    expect(withoutNulls({ a: null, b: { c: null, d: 1 }, e: [null, { f: null }] })).toEqual({ b: { d: 1 }, e: [null, {}] });
  });
});

describe('random states', () => {
  // A small seeded generator: the same cases on every run, many shapes the hand-written ones miss.
  let seed = 20260501;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;

  function value(depth: number): Json {
    const kind = depth > 2 ? pick(['n', 's', 'b']) : pick(['n', 's', 'b', 'o', 'a', 'a']);
    if (kind === 'n') return Math.floor(random() * 10);
    if (kind === 's') return pick(['a', 'b', 'over', 'wicket', '']);
    if (kind === 'b') return random() < 0.5;
    if (kind === 'o') return object(depth + 1);
    return Array.from({ length: Math.floor(random() * 6) }, () => value(depth + 1));
  }
  function object(depth: number): JsonObject {
    const out: JsonObject = {};
    for (let i = Math.floor(random() * 4); i > 0; i--) out[pick(['a', 'b', 'c', 'd', 'e'])] = value(depth);
    return out;
  }
  function mutate(input: Json, depth: number): Json {
    if (Array.isArray(input)) {
      const list = input.map((item) => (random() < 0.2 ? mutate(item, depth + 1) : item));
      const op = pick(['front', 'back', 'drop-front', 'drop-back', 'move', 'none']);
      if (op === 'move' && list.length > 1) list.splice(Math.floor(random() * list.length), 0, ...list.splice(Math.floor(random() * list.length), 1));
      if (op === 'front') list.unshift(value(depth + 1));
      if (op === 'back') list.push(value(depth + 1));
      if (op === 'drop-front') list.shift();
      if (op === 'drop-back') list.pop();
      return list;
    }
    if (isObject(input)) {
      const out: JsonObject = { ...input };
      for (const key of Object.keys(out)) if (random() < 0.3) out[key] = mutate(out[key]!, depth + 1);
      if (random() < 0.2) out[pick(['a', 'b', 'f'])] = value(depth + 1);
      if (random() < 0.2) delete out[pick(Object.keys(out).concat('z'))];
      return out;
    }
    return random() < 0.5 ? value(depth) : input;
  }
  const isObject = (v: Json): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

  it('always rebuilds the new state from the old one and the patch', () => {
    for (let i = 0; i < 2000; i++) {
      const from = withoutNulls(object(0));
      const to = withoutNulls({ ...from, ...(mutate(from, 0) as JsonObject) });
      roundTrip(from, to);
      roundTrip(to, from);
    }
  });
});
